import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../app.ts';
import { readEnv } from '../env.ts';
import { QA_TENANT_PATH } from './qa-page.ts';

/** The QA tenant page, through the whole app (request guards, security headers) with `inject`. */

const HOST = 'portal.test';
const ORIGIN = `http://${HOST}`;

async function gateway(passThrough: boolean): Promise<FastifyInstance> {
  return buildGatewayApp({
    env: readEnv({ LOG_LEVEL: 'silent', MOCK_TENANT_PASSTHROUGH: String(passThrough) }),
    // Never reached: the page makes no broker call.
    upstreamUrl: 'http://127.0.0.1:9',
    webDistDir: null,
    logger: false,
  });
}

/** A form post as a browser sends it from the page itself. */
function postForm(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: QA_TENANT_PATH,
    headers: {
      host: HOST,
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const tenantCookie = (answer: { headers: Record<string, unknown> }) =>
  [answer.headers['set-cookie']].flat().find((line) => String(line).startsWith('mock_tenant=')) as
    string | undefined;

describe('the QA tenant page (MOCK_TENANT_PASSTHROUGH)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gateway(true);
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows the current tenant and a plain form, with no script, under the gateway’s CSP', async () => {
    const page = await app.inject({ url: QA_TENANT_PATH, headers: { host: HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['cache-control']).toBe('no-store');
    // Else the browser's form post says `Origin: null` and the guards refuse it.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('Current tenant: <strong>the default tenant</strong>');
    expect(page.body).toContain(`<form method="post" action="${QA_TENANT_PATH}">`);
    expect(page.body).toContain('name="name"');
    expect(page.body).toContain('Back to the default tenant');
    expect(page.body).not.toMatch(/<script|<link|src=|https?:\/\//i);

    const chosen = await app.inject({
      url: QA_TENANT_PATH,
      headers: { host: HOST, cookie: 'mock_tenant=qa-anna' },
    });
    expect(chosen.body).toContain('<strong class="tenant">qa-anna</strong>');
    expect(chosen.body).toContain('value="qa-anna"');
    const byHeader = await app.inject({
      url: QA_TENANT_PATH,
      headers: { host: HOST, cookie: 'mock_tenant=qa-anna', 'x-mock-tenant': 'qa-bot' },
    });
    expect(byHeader.body).toContain('<strong class="tenant">qa-bot</strong>');
    expect(byHeader.body).toContain('which wins over the cookie');
  });

  it('sets the cookie from the form and comes back to the page (303)', async () => {
    const answer = await postForm(app, { name: 'qa-anna' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(QA_TENANT_PATH);
    const cookie = tenantCookie(answer) ?? '';
    expect(cookie).toMatch(/^mock_tenant=qa-anna;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
  });

  it('goes back to the default tenant by clearing the cookie', async () => {
    const answer = await postForm(app, { action: 'default' }, { cookie: 'mock_tenant=qa-anna' });
    expect(answer.statusCode).toBe(303);
    expect(tenantCookie(answer)).toMatch(/^mock_tenant=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/);
  });

  it('shows a bad name’s error on the page and sets nothing', async () => {
    const answer = await postForm(app, { name: 'QA <b>Anna</b>' });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toContain('A tenant name is 1 to 40 lower-case letters, digits or hyphens.');
    // What was typed comes back escaped, for correcting.
    expect(answer.body).toContain('value="QA &lt;b&gt;Anna&lt;/b&gt;"');
    expect(answer.body).not.toContain('<b>Anna</b>');
    expect(tenantCookie(answer)).toBeUndefined();

    const empty = await postForm(app, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Type a tenant name');
    expect(tenantCookie(empty)).toBeUndefined();
  });

  it('sets the tenant from a one-click link, and refuses a bad one on the page', async () => {
    const link = await app.inject({ url: `${QA_TENANT_PATH}?name=qa-bot`, headers: { host: HOST } });
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe(QA_TENANT_PATH);
    expect(tenantCookie(link)).toMatch(/^mock_tenant=qa-bot;/);

    const bad = await app.inject({ url: `${QA_TENANT_PATH}?name=qa_bot`, headers: { host: HOST } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('A tenant name is 1 to 40');
    expect(tenantCookie(bad)).toBeUndefined();
  });

  it('still opens with an invalid cookie (every other call is refused), and says why', async () => {
    const page = await app.inject({
      url: QA_TENANT_PATH,
      headers: { host: HOST, cookie: 'mock_tenant=Bad!' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<code>Bad!</code>, which is not a tenant name');
    const call = await app.inject({
      url: '/trpc/auth.session',
      headers: { host: HOST, cookie: 'mock_tenant=Bad!' },
    });
    expect(call.statusCode).toBe(400);
    expect(call.json()).toMatchObject({
      error: { data: { code: 'BAD_REQUEST', errorKey: 'invalid_input' } },
    });
    // The page's own form replaces it.
    expect((await postForm(app, { name: 'qa-anna' }, { cookie: 'mock_tenant=Bad!' })).statusCode).toBe(303);
  });

  it('takes a form post only from its own origin; tRPC still needs the CSRF header', async () => {
    const withoutOrigin = await app.inject({
      method: 'POST',
      url: QA_TENANT_PATH,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=qa-anna',
    });
    expect(withoutOrigin.statusCode).toBe(403);
    expect(withoutOrigin.json()).toMatchObject({
      error: { data: { code: 'FORBIDDEN', errorKey: 'unauthorized' } },
    });
    const crossSite = await postForm(app, { name: 'qa-anna' }, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(tenantCookie(crossSite)).toBeUndefined();
    const crossSiteFetch = await postForm(app, { name: 'qa-anna' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSiteFetch.statusCode).toBe(403);
    // Only a form body, and a small one.
    const json = await postForm(app, { name: 'qa-anna' }, { 'content-type': 'application/json' });
    expect(json.statusCode).toBe(415);
    const huge = await postForm(app, { name: 'x'.repeat(5000) });
    expect(huge.statusCode).toBe(413);

    // A form post elsewhere (tRPC) with a same-origin Origin is still refused without the header.
    const trpc = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { host: HOST, origin: ORIGIN, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(trpc.statusCode).toBe(403);
  });
});

describe('without MOCK_TENANT_PASSTHROUGH', () => {
  it('has no QA page: 404 like any unknown path', async () => {
    const app = await gateway(false);
    try {
      expect((await app.inject({ url: QA_TENANT_PATH })).statusCode).toBe(404);
      expect((await app.inject({ url: `${QA_TENANT_PATH}?name=qa-anna` })).statusCode).toBe(404);
      const posted = await postForm(app, { name: 'qa-anna' });
      expect(posted.statusCode).toBe(404);
      expect(tenantCookie(posted)).toBeUndefined();
      expect(posted.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    } finally {
      await app.close();
    }
  });
});
