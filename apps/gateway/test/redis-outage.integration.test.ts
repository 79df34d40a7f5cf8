import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { buildGatewayApp, CSRF_HEADER } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { redisMissing, startRedisServer, type RedisServer } from './redis-server.ts';
import { DEMO, GENEROUS_LIMITS, login } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

/**
 * What a caller sees while the gateways' Redis hangs (SIGSTOP) or dies (SIGKILL), two gateway replicas on one
 * redis-server and one broker (decision records 0019 and 0038). The time limits are behaviour, not speed goals:
 * "does not wait on Redis" (a hung Redis would hold these calls for as long as it hangs) and "fails within a
 * second" (a probe or a page with a timeout gives up long before a hung command would).
 */

/** Generous for a loaded two-core machine: a call that waited on a hung Redis would take seconds. */
const NOT_WAITING_MS = 300;
/** A call that needs Redis gives its typed answer within this, whatever Redis does. */
const FAILS_FAST_MS = 1000;
/** How long each outage lasts in the tests: several command timeouts and breaker cool-downs. */
const OUTAGE_MS = 3000;

/** Tries of a call that came back slower than its limit: the machine's load slows one try now and then. */
const TRIES = 3;

/**
 * A call's answer and how long it took; tried again (up to TRIES in all) while it takes longer than `limit`.
 * Waiting on a hung Redis slows every try alike, so only the behaviour the limits stand for can fail them all.
 */
async function timed<T>(limit: number, call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  let attempt = { value: undefined as T, ms: Number.POSITIVE_INFINITY };
  for (let tried = 0; tried < TRIES && attempt.ms >= limit; tried += 1) {
    const started = performance.now();
    const value = await call();
    attempt = { value, ms: performance.now() - started };
  }
  return attempt;
}

type Client = ReturnType<typeof createTrpcHttp>;
const cookieOf = (client: Client) => [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
function withCookiesOf(client: Client, baseUrl: string): Client {
  const copy = createTrpcHttp(baseUrl);
  for (const [name, value] of client.jar) copy.jar.set(name, value);
  return copy;
}

describe.skipIf(redisMissing)('two gateways whose Redis hangs or dies', () => {
  let redis: RedisServer;
  let mock: FastifyInstance;
  let dist = '';
  const gateways: FastifyInstance[] = [];
  let urls: string[] = [];

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body>portal</body></html>');
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("portal");');
    redis = await startRedisServer();
    mock = await buildMockApp({ devMode: true, adminEnabled: true, logger: false });
    const mockUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
    const env = readEnv({
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'redis-outage-test-secret-0123456789abcdef',
      REDIS_URL: redis.url,
      ...GENEROUS_LIMITS,
    });
    for (let index = 0; index < 2; index += 1) {
      const gateway = await buildGatewayApp({ env, upstreamUrl: mockUrl, webDistDir: dist, logger: false });
      gateways.push(gateway);
      urls.push(await gateway.listen({ port: 0, host: '127.0.0.1' }));
    }
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await mock?.close();
    await redis?.stop();
    rmSync(dist, { recursive: true, force: true });
    urls = [];
  });
  beforeEach(async () => {
    // Whatever the test before did, this one starts with a Redis that answers and gateways that are ready.
    redis.thaw();
    for (const baseUrl of urls) {
      const started = performance.now();
      while ((await fetch(`${baseUrl}/readyz`)).status !== 200) {
        if (performance.now() - started > 10_000) throw new Error('the gateway is not ready');
        await sleep(50);
      }
    }
  });

  /** A logged-in user on the first gateway, and a copy of a cookie that was logged out (revoked). */
  async function users() {
    const [first = '', second = ''] = urls;
    const { client } = await login(first);
    const { client: leaving } = await login(second, createTrpcHttp(second), DEMO);
    const revoked = withCookiesOf(leaving, first);
    expect((await leaving.mutate('auth.logout')).status).toBe(200);
    const refused = await withCookiesOf(revoked, first).query('policies.list', {
      tab: 'all',
      offset: 0,
      limit: 10,
    });
    expect(refused.status).toBe(401);
    return { client, revoked };
  }

  /** Everything a caller of `baseUrl` sees in one pass while Redis is out, with how long each answer took. */
  async function onePass(baseUrl: string, client: Client, revoked: Client) {
    const inSession = withCookiesOf(client, baseUrl);
    const anonymous = createTrpcHttp(baseUrl);
    const health = await timed(NOT_WAITING_MS, () => fetch(`${baseUrl}/healthz`));
    const asset = await timed(NOT_WAITING_MS, () => fetch(`${baseUrl}/assets/app-1a2b.js`));
    const page = await timed(NOT_WAITING_MS, () => fetch(`${baseUrl}/`));
    const config = await timed(NOT_WAITING_MS, () => anonymous.query('config.get'));
    const policies = await timed(FAILS_FAST_MS, () =>
      inSession.query('policies.list', { tab: 'all', offset: 0, limit: 10 }),
    );
    const revokedCall = await timed(FAILS_FAST_MS, () =>
      withCookiesOf(revoked, baseUrl).query('policies.list', { tab: 'all', offset: 0, limit: 10 }),
    );
    const upload = await timed(FAILS_FAST_MS, () =>
      // A chunk of a resumable upload (tus, decision record 0050).
      fetch(`${baseUrl}/upload/tus/some-upload-id`, {
        method: 'PATCH',
        headers: {
          [CSRF_HEADER]: '1',
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          cookie: cookieOf(client),
        },
        body: Buffer.alloc(2048, 1),
      }),
    );
    const file = await timed(FAILS_FAST_MS, () =>
      fetch(`${baseUrl}/files/some-file-token`, { headers: { cookie: cookieOf(client) } }),
    );
    const otp = await timed(FAILS_FAST_MS, () =>
      anonymous.mutate('auth.sendOtp', {
        countryCode: '62',
        phone: '81200000009',
        medium: 'sms',
        languageCode: 'id',
      }),
    );
    const ready = await timed(FAILS_FAST_MS, () => fetch(`${baseUrl}/readyz`));

    for (const quick of [health, asset, page]) {
      expect(quick.value.status).toBe(200);
      expect(quick.ms).toBeLessThan(NOT_WAITING_MS);
    }
    expect(await page.value.text()).toContain('portal');
    expect(config.value.status).toBe(200);
    expect(config.ms).toBeLessThan(NOT_WAITING_MS);

    for (const call of [policies, revokedCall, otp]) {
      // "Try again soon", never "your session expired", and never a revoked session let back in.
      expect(call.value.status).toBe(503);
      expect(call.value.error?.data).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        errorKey: 'server_problem',
      });
      expect(call.ms).toBeLessThan(FAILS_FAST_MS);
    }
    for (const bytes of [upload, file]) {
      expect(bytes.value.status).toBe(503);
      expect(await bytes.value.json()).toEqual({ errorKey: 'server_problem' });
      expect(bytes.ms).toBeLessThan(FAILS_FAST_MS);
    }
    expect(ready.value.status).toBe(503);
    expect(await ready.value.json()).toMatchObject({
      status: 'not_ready',
      checks: { broker: 'ok', store: 'failing' },
      storeKind: 'redis',
    });
    expect(ready.ms).toBeLessThan(FAILS_FAST_MS);
  }

  /** Passes over both gateways for as long as the outage lasts. */
  async function throughoutTheOutage(client: Client, revoked: Client) {
    const until = performance.now() + OUTAGE_MS;
    let passes = 0;
    while (performance.now() < until || passes < 2) {
      for (const baseUrl of urls) await onePass(baseUrl, client, revoked);
      passes += 1;
    }
  }

  /** Milliseconds until a logged-in call answers 200 again on both gateways. */
  async function untilServedAgain(client: Client): Promise<number> {
    const started = performance.now();
    for (const baseUrl of urls) {
      const inSession = withCookiesOf(client, baseUrl);
      while ((await inSession.query('policies.list', { tab: 'all', offset: 0, limit: 10 })).status !== 200) {
        if (performance.now() - started > 10_000) throw new Error('the gateway did not come back');
        await sleep(50);
      }
    }
    return performance.now() - started;
  }

  it('keeps liveness, files and anonymous pages quick and fails the rest fast and typed while Redis hangs', async () => {
    const { client, revoked } = await users();
    redis.freeze();
    await throughoutTheOutage(client, revoked);
    redis.thaw();
    expect(await untilServedAgain(client)).toBeLessThan(3000);
    // The revocation was kept throughout: the logged-out cookie is still refused as such.
    const after = await withCookiesOf(revoked, urls[1] ?? '').query('policies.list', {
      tab: 'all',
      offset: 0,
      limit: 10,
    });
    expect(after.status).toBe(401);
  }, 30_000);

  it('does the same while Redis is dead, and serves again on its own once it is back', async () => {
    const { client, revoked } = await users();
    await redis.kill();
    await throughoutTheOutage(client, revoked);
    await redis.restart();
    expect(await untilServedAgain(client)).toBeLessThan(3000);
  }, 30_000);

  it('lets requests past the rate limit without Redis, and never rate-limits the liveness probe', async () => {
    const own = await startRedisServer();
    const gateway = await buildGatewayApp({
      env: readEnv({ LOG_LEVEL: 'silent', REDIS_URL: own.url, RATE_LIMIT_PER_MINUTE: '3' }),
      upstreamUrl: 'http://127.0.0.1:9',
      webDistDir: null,
      logger: false,
    });
    try {
      const baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
      const status = async (path: string) => (await fetch(`${baseUrl}${path}`)).status;
      const statuses = [];
      for (let index = 0; index < 4; index += 1) statuses.push(await status('/trpc/auth.session'));
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await status('/healthz')).toBe(200);

      await own.kill();
      // The request rate limit protects capacity, not accounts: without its counts, requests pass.
      expect(await status('/trpc/auth.session')).toBe(200);
    } finally {
      await gateway.close();
      await own.stop();
    }
  });
});
