import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { pngImage } from './fixtures.ts';
import { startRecordingProxy, type RecordedCall } from './recording-proxy.ts';
import { openSubscription } from './sse.ts';
import { DEMO, GENEROUS_LIMITS, login, uploadPhoto } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';
import { TUS_ENDPOINT, tusSession } from './tus-client.ts';

/**
 * Mock tenants passed through the gateway (MOCK_TENANT_PASSTHROUGH, decision record 0032). The gateway talks to
 * the mock broker through a recording proxy, so every test sees the headers of every call that reached the
 * broker: catalogue calls, the signed-upload PUT and the stored-file read included.
 */

const TENANT = 'x-mock-tenant';
const PATHS = {
  sendOtp: '/api/v1/user/send_otp/',
  verifyOtp: '/api/v1/auth/verify-otp-and-get-session/',
  policies: '/api/v1/policy/policies/',
  signedUrl: '/api/v1/file/generate-signed-url/',
  storage: '/__storage/',
  comments: '/api/v1/tanya/comments/',
  addComments: '/api/v1/tanya/add-comments/',
  claimDetails: '/api/v3/claims/details/',
};
/** Budi's claim in process, with no chat yet. */
const CLAIM = 'clm_1103';
/** The mock's QA phone whose every code is wrong and which never locks. */
const NEVER_LOCKS = '81299999002';

type Client = ReturnType<typeof createTrpcHttp>;

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((stack) => stack.close()));
});

/** The mock broker behind a recording proxy, and a gateway in mock-tenant mode (unless `env` turns it off). */
async function start(env: Record<string, string> = {}, options: { realLimits?: boolean } = {}) {
  const mock: FastifyInstance = await buildMockApp({
    devMode: true,
    adminEnabled: true,
    logger: false,
    now: () => new Date('2026-11-22T08:00:00Z'),
  });
  const mockUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
  const proxy = await startRecordingProxy(mockUrl);
  const gateway = await buildGatewayApp({
    env: readEnv({
      LOG_LEVEL: 'silent',
      ...(options.realLimits ? {} : GENEROUS_LIMITS),
      MOCK_TENANT_PASSTHROUGH: 'true',
      ...env,
    }),
    upstreamUrl: proxy.url,
    webDistDir: null,
    logger: false,
  });
  const baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  const stack = {
    baseUrl,
    mockUrl,
    proxy,
    async close() {
      await gateway.close();
      await proxy.close();
      await mock.close();
    },
  };
  running.push(stack);
  return stack;
}

/** A browser whose tester chose `tenant` on the QA page: the cookie goes with every request. */
function withTenantCookie(baseUrl: string, tenant: string): Client {
  const client = createTrpcHttp(baseUrl);
  client.jar.set('mock_tenant', tenant);
  return client;
}

/** A browser (a Playwright worker) that names `tenant` in a header on every call; cookies as `client`'s. */
function withTenantHeader(client: Client, tenant: string): Client {
  return {
    ...client,
    query: (path, input, headers = {}) => client.query(path, input, { ...headers, [TENANT]: tenant }),
    mutate: (path, input, headers = { 'x-portal-csrf': '1' }) =>
      client.mutate(path, input, { ...headers, [TENANT]: tenant }),
  };
}

const cookieOf = (client: Client) => [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
const listPolicies = (client: Client) => client.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
const sendCode = (client: Client, phone = DEMO.phone) =>
  client.mutate('auth.sendOtp', { countryCode: DEMO.countryCode, phone, medium: 'sms', languageCode: 'id' });
const tenantsOf = (calls: RecordedCall[]) => calls.map((call) => call.headers[TENANT]);

describe('with MOCK_TENANT_PASSTHROUGH', () => {
  it('forwards the tenant on every broker call: login, policy list, upload, stored file, chat watcher, unread counts', async () => {
    const { baseUrl, proxy } = await start({ CHAT_POLL_INTERVAL_MS: '100' });
    const client = withTenantCookie(baseUrl, 'qa-a');
    const { verified } = await login(baseUrl, client);
    expect(verified.status, JSON.stringify(verified.error)).toBe(200);
    expect((await listPolicies(client)).status).toBe(200);

    const png = pngImage();
    const fileRef = await uploadPhoto(baseUrl, client, png);
    const served = await fetch(`${baseUrl}${fileRef}`, { headers: { cookie: cookieOf(client) } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const watch = openSubscription(baseUrl, client, 'chat.watch', { claimId: CLAIM });
    try {
      await watch.waitFor(() => watch.messages().length === 1, 5000, 'the first state');
    } finally {
      await watch.close();
    }
    const unread = await client.query('chat.unread', { claimIds: [CLAIM, 'clm_1106'] });
    expect(unread.status).toBe(200);

    for (const path of Object.values(PATHS).filter((path) => path !== PATHS.addComments)) {
      expect(proxy.callsTo(path).length, `calls to ${path}`).toBeGreaterThan(0);
    }
    expect(
      proxy.calls.filter((call) => call.method === 'PUT' && call.path.startsWith(PATHS.storage)),
    ).toHaveLength(1);
    // Every call the browser's requests caused, whichever path made it, carried the tenant.
    expect(new Set(tenantsOf(proxy.calls))).toEqual(new Set(['qa-a']));
  });

  it('takes the header over the cookie, and forwards it', async () => {
    const { baseUrl, proxy } = await start();
    const client = withTenantHeader(withTenantCookie(baseUrl, 'qa-cookie'), 'qa-header');
    const { verified } = await login(baseUrl, client);
    expect(verified.status).toBe(200);
    expect((await listPolicies(client)).status).toBe(200);
    expect(new Set(tenantsOf(proxy.calls))).toEqual(new Set(['qa-header']));
  });

  it('signs out a session opened in tenant A when the request is in tenant B, without sending its token', async () => {
    const { baseUrl, proxy } = await start();
    const browser = createTrpcHttp(baseUrl);
    const inA = withTenantHeader(browser, 'qa-a');
    const inB = withTenantHeader(browser, 'qa-b');
    await login(baseUrl, inA);
    expect((await listPolicies(inA)).status).toBe(200);

    const refused = await listPolicies(inB);
    expect(refused.status).toBe(401);
    expect(refused.error?.data).toMatchObject({ code: 'UNAUTHORIZED', errorKey: 'session_expired' });
    expect((await inB.query('auth.session')).data).toBeNull();
    // The default tenant is another tenant too.
    expect((await listPolicies(browser)).status).toBe(401);
    const files = await fetch(`${baseUrl}/files/anything`, {
      headers: { cookie: cookieOf(browser), [TENANT]: 'qa-b' },
    });
    expect(files.status).toBe(401);
    // No call in tenant B or the default one ever carried the token tenant A issued.
    const outsideA = proxy.calls.filter((call) => call.headers[TENANT] !== 'qa-a');
    expect(outsideA.filter((call) => call.headers.authorization !== undefined)).toEqual([]);

    // Back in tenant A, the session was kept: it is still signed in.
    expect((await listPolicies(inA)).status).toBe(200);
  });

  it('refuses an invalid tenant name with 400 in the gateway’s shape, before any broker call', async () => {
    const { baseUrl, proxy } = await start();
    const invalid = ['QA', 'qa_a', 'qa a', 'x'.repeat(41), '', 'qa-a, qa-b'];
    for (const name of invalid) {
      const answer = await fetch(
        `${baseUrl}/trpc/policies.list?input=${encodeURIComponent(JSON.stringify({ tab: 'all', offset: 0, limit: 10 }))}`,
        { headers: { [TENANT]: name } },
      );
      expect(answer.status, name).toBe(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({
        error: {
          message: 'invalid_input',
          code: -32600,
          data: {
            code: 'BAD_REQUEST',
            httpStatus: 400,
            errorKey: 'invalid_input',
            serverMessage: null,
            serverCode: null,
            fieldProblems: null,
          },
        },
      });
    }
    const sent = await sendCode(withTenantHeader(createTrpcHttp(baseUrl), 'Not-A-Tenant'));
    expect(sent.status).toBe(400);
    expect(sent.error?.data).toMatchObject({ code: 'BAD_REQUEST', errorKey: 'invalid_input' });
    const byCookie = await sendCode(withTenantCookie(baseUrl, 'qa!'));
    expect(byCookie.status).toBe(400);
    const upload = await tusSession(baseUrl, null, { [TENANT]: 'BAD' }).send(
      `${TUS_ENDPOINT}/anything`,
      0,
      pngImage(),
    );
    expect(upload.status).toBe(400);
    expect((await fetch(`${baseUrl}/files/anything`, { headers: { [TENANT]: 'BAD' } })).status).toBe(400);
    expect(proxy.calls).toEqual([]);
  });

  it('keeps the per-phone and per-address code budgets apart per tenant', { timeout: 20_000 }, async () => {
    // Two codes per phone in 10 minutes and two per address a minute: each tenant logs the same demo phone in
    // twice from the same address, four codes in all, and neither tenant's logins are refused.
    const { baseUrl, proxy } = await start(
      { OTP_PHONE_SENDS_PER_10_MIN: '2', OTP_RATE_LIMIT_PER_MINUTE: '2' },
      { realLimits: true },
    );
    for (const tenant of ['qa-a', 'qa-b']) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const { verified } = await login(baseUrl, withTenantHeader(createTrpcHttp(baseUrl), tenant));
        expect(verified.status, `${tenant} login ${attempt + 1}: ${JSON.stringify(verified.error)}`).toBe(
          200,
        );
      }
    }
    // A third code in one tenant is beyond that tenant's budget, and refused before the broker.
    const third = await sendCode(withTenantHeader(createTrpcHttp(baseUrl), 'qa-a'));
    expect(third.status).toBe(429);
    expect(third.error?.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', errorKey: 'rate_limited' });
    expect(tenantsOf(proxy.callsTo(PATHS.sendOtp))).toEqual(['qa-a', 'qa-a', 'qa-b', 'qa-b']);
    // The default tenant (no header, no cookie) has its own budget too.
    expect((await sendCode(createTrpcHttp(baseUrl))).status).toBe(200);
  });

  it('locks a phone after wrong codes in one tenant only', async () => {
    const { baseUrl } = await start({ OTP_VERIFY_MAX_FAILURES: '2' });
    const guess = async (tenant: string) => {
      const client = withTenantHeader(createTrpcHttp(baseUrl), tenant);
      const sent = await sendCode(client, NEVER_LOCKS);
      const { operationId, phone } = sent.data as { operationId: string; phone: string };
      const answers = [];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        answers.push(await client.mutate('auth.verifyOtp', { operationId, phone, otp: '000000' }));
      }
      return answers.map((answer) => answer.error?.data.errorKey);
    };
    expect(await guess('qa-a')).toEqual(['otp_verify_failed', 'otp_locked']);
    expect(await guess('qa-b')).toEqual(['otp_verify_failed', 'otp_locked']);
  });

  it('keeps the request rate limit per address apart per tenant', async () => {
    const { baseUrl } = await start({ RATE_LIMIT_PER_MINUTE: '3' });
    // Any rate-limited call will do (the liveness probe is not one): the anonymous session check.
    const session = async (tenant: string) =>
      (await fetch(`${baseUrl}/trpc/auth.session`, { headers: { [TENANT]: tenant } })).status;
    expect([
      await session('qa-a'),
      await session('qa-a'),
      await session('qa-a'),
      await session('qa-a'),
    ]).toEqual([200, 200, 200, 429]);
    expect(await session('qa-b')).toBe(200);
  });

  it('keeps idempotency keys and chat watchers apart per tenant', async () => {
    const { baseUrl, proxy } = await start({ CHAT_POLL_INTERVAL_MS: '100' });
    const inA = withTenantCookie(baseUrl, 'qa-a');
    const inB = withTenantCookie(baseUrl, 'qa-b');
    await login(baseUrl, inA);
    await login(baseUrl, inB);
    const message = { claimId: CLAIM, message: 'Halo', idempotencyKey: randomUUID() };
    expect((await inA.mutate('chat.send', message)).status).toBe(200);
    expect((await inB.mutate('chat.send', message)).status).toBe(200);
    // The same key again in tenant A is that tenant's remembered send.
    expect((await inA.mutate('chat.send', message)).status).toBe(200);
    expect(tenantsOf(proxy.callsTo(PATHS.addComments))).toEqual(['qa-a', 'qa-b']);

    // The same user on the same claim in two tenants: two watchers, each reading in its own tenant.
    const watchA = openSubscription(baseUrl, inA, 'chat.watch', { claimId: CLAIM });
    const watchB = openSubscription(baseUrl, inB, 'chat.watch', { claimId: CLAIM });
    try {
      await watchA.waitFor(() => watchA.messages().length >= 1, 5000, 'tenant A’s state');
      await watchB.waitFor(() => watchB.messages().length >= 1, 5000, 'tenant B’s state');
    } finally {
      await Promise.all([watchA.close(), watchB.close()]);
    }
    const reads = proxy.callsTo(PATHS.claimDetails);
    expect(new Set(tenantsOf(reads))).toEqual(new Set(['qa-a', 'qa-b']));
    // Each tenant's reads carry that tenant's own session token.
    const tokensOf = (tenant: string) =>
      new Set(
        reads.filter((call) => call.headers[TENANT] === tenant).map((call) => call.headers.authorization),
      );
    expect(tokensOf('qa-a').size).toBe(1);
    expect([...tokensOf('qa-a')][0]).not.toBe([...tokensOf('qa-b')][0]);
  });
});

describe('without MOCK_TENANT_PASSTHROUGH', () => {
  it('ignores the header and the cookie entirely, forwards nothing, and has no QA page', async () => {
    const { baseUrl, proxy } = await start({ MOCK_TENANT_PASSTHROUGH: 'false' });
    const client = withTenantHeader(withTenantCookie(baseUrl, 'qa-a'), 'qa-b');
    const { verified } = await login(baseUrl, client);
    expect(verified.status).toBe(200);
    expect((await listPolicies(client)).status).toBe(200);
    // Not a name the mock would take, and still nothing to the gateway.
    expect((await listPolicies(withTenantHeader(client, 'NOT VALID'))).status).toBe(200);
    expect(proxy.calls.length).toBeGreaterThan(0);
    expect(proxy.calls.filter((call) => TENANT in call.headers)).toEqual([]);

    expect((await fetch(`${baseUrl}/__qa/tenant`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/__qa/tenant?name=qa-a`)).status).toBe(404);
    const posted = await fetch(`${baseUrl}/__qa/tenant`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
      body: 'name=qa-a',
    });
    expect(posted.status).toBe(404);
    expect(posted.headers.getSetCookie()).toEqual([]);
  });
});
