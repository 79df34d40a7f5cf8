import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';

/**
 * What an installable portal needs of the gateway (decision record 0053): the service worker checked with the
 * server on every visit (a new build is seen at once), the manifest of the host's brand skin with its content
 * type, a CSP that lets both in, and the documents the worker keeps as built: no visitor's data in them.
 */

const PAGE = `<!doctype html><html lang="id"><head><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`;
const WORKER = `self.addEventListener('fetch', () => {});\n`;
const manifestOf = (name: string, themeColor: string) =>
  JSON.stringify({ name, short_name: name, start_url: '/', display: 'standalone', theme_color: themeColor });
const DEFAULT_MANIFEST = manifestOf('PolisKu', '#0d6e5f');
const BROKER_MANIFEST = manifestOf('Pialang Prima', '#3730a3');
/** The build's routes.json (apps/web/route-manifest.ts): the one signed-in page these tests visit. */
const ROUTES = [
  {
    path: '/claimdetail/$id',
    signedIn: true,
    file: 'src/routes/_authed/claimdetail.$id.tsx',
    layouts: ['src/routes/_authed.tsx'],
  },
];

let dist: string;
let mock: FastifyInstance;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
  mkdirSync(join(dist, 'manifests'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'routes.json'), JSON.stringify(ROUTES));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'login.html'), PAGE);
  writeFileSync(join(dist, 'sw.js'), WORKER);
  writeFileSync(join(dist, 'manifests', 'default.webmanifest'), DEFAULT_MANIFEST);
  writeFileSync(join(dist, 'manifests', 'broker.webmanifest'), BROKER_MANIFEST);
  mock = await buildMockApp({ devMode: true, adminEnabled: true, logger: false });
  const upstreamUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
  app = await buildGatewayApp({
    env: readEnv({ LOG_LEVEL: 'silent' }),
    upstreamUrl,
    webDistDir: dist,
    logger: false,
  });
});

afterAll(async () => {
  await app.close();
  await mock.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('an installable portal', () => {
  it('serves the service worker as a script that is checked with the server on every visit', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(WORKER);
  });

  it('lets the worker and the manifest in through the CSP, from the portal itself only', async () => {
    const csp = String((await app.inject({ url: '/generate-otp' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers the manifest of the default skin on any host, as a web app manifest', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('host');
    expect(response.json()).toMatchObject({ name: 'PolisKu', theme_color: '#0d6e5f' });
  });

  it('answers the broker skin’s manifest on the broker’s host', async () => {
    const response = await app.inject({
      url: '/manifest.webmanifest',
      headers: { host: 'portal.broker.test:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Pialang Prima', theme_color: '#3730a3' });
  });

  it('gives the documents the worker keeps as built, with no session answers in them, even to a cookie', async () => {
    for (const url of ['/index.html', '/login.html']) {
      const response = await app.inject({ url, headers: { cookie: 'portal_session=someone' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(PAGE);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('still sends an anonymous visitor of a signed-in page to the login, so a worker passing pages on keeps it', async () => {
    const response = await app.inject({ url: '/claimdetail/clm_1' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/generate-otp?redirect=%2Fclaimdetail%2Fclm_1');
  });
});
