import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { createSessionCodec, type SessionData } from '../src/session.ts';
import { freePort } from './free-port.ts';
import { addFault } from './mock-faults.ts';
import { changePhone } from './phone-change.ts';
import { sessionData } from './session-fixture.ts';
import { DEMO, GENEROUS_LIMITS, login, stackPerTest } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

/**
 * Sessions that really end (ASVS V7): the gateway's own absolute lifetime and idle timeout, a session
 * id revoked on logout, on a new login and on a phone change, and a start that refuses unsafe settings.
 */

const SECRET = 'session-lifetime-test-secret-0123456789abcdef';
const codec = createSessionCodec(SECRET);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const stacks = stackPerTest();
const start = (env: Record<string, string> = {}) =>
  stacks.start(undefined, { SESSION_SECRET: SECRET, ...env });

/** The one cookie a logged-in client holds: its name, and the session sealed in it. */
function sessionCookie(client: ReturnType<typeof createTrpcHttp>) {
  const [entry] = [...client.jar];
  if (!entry) throw new Error('no session cookie');
  const [name, value] = entry;
  const session = codec.open(decodeURIComponent(value));
  if (!session) throw new Error('the cookie does not open with the test secret');
  return { name, value, session };
}

/** A client holding `session` sealed as the gateway would (what someone who copied a cookie has). */
function clientWith(baseUrl: string, name: string, session: SessionData, sealer = codec) {
  const client = createTrpcHttp(baseUrl);
  client.jar.set(name, sealer.seal(session));
  return client;
}

/** A token the broker accepts, got straight from it (as any user of the broker can get their own). */
async function brokerToken(mockUrl: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${mockUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<Record<string, unknown>>);
  const sent = await post('/api/v1/user/send_otp/', {
    phone: '6281200000002',
    medium: 'sms',
    language_code: 'id',
  });
  const grant = await post('/api/v1/auth/verify-otp-and-get-session/', {
    operation_id: sent.operation_id,
    phone: '6281200000002',
    otp: DEMO.code,
  });
  return grant.token as string;
}

describe('the gateway ends a session by its own clock, whatever the broker token', () => {
  it('a 30-day-old cookie is refused and cleared, though the broker would still take its token', async () => {
    const { baseUrl } = await start();
    const { client } = await login(baseUrl);
    const { name, session } = sessionCookie(client);
    const now = Date.now();
    const old = clientWith(baseUrl, name, { ...session, issuedAt: now - 30 * DAY, seenAt: now - MINUTE });

    const refused = await old.query('user.profile');
    expect(refused.status).toBe(401);
    expect(refused.error?.data).toMatchObject({ code: 'UNAUTHORIZED', errorKey: 'session_expired' });
    expect(refused.setCookie.join('\n')).toMatch(new RegExp(`${name}=;`));
    expect((await old.query('auth.session')).data).toBeNull();
    // The same token in a fresh cookie still works: only the gateway's lifetime ended it.
    expect((await client.query('user.profile')).status).toBe(200);
  });

  it('12 hours after login the session ends (the default absolute lifetime), even in use', async () => {
    const { baseUrl } = await start();
    const { client } = await login(baseUrl);
    const { name, session } = sessionCookie(client);
    const now = Date.now();
    const busy = clientWith(baseUrl, name, {
      ...session,
      issuedAt: now - 12 * 60 * MINUTE,
      seenAt: now - MINUTE,
    });
    expect((await busy.query('user.profile')).status).toBe(401);
    const younger = clientWith(baseUrl, name, {
      ...session,
      issuedAt: now - 11 * 60 * MINUTE,
      seenAt: now - MINUTE,
    });
    expect((await younger.query('user.profile')).status).toBe(200);
  });

  it('30 minutes unused ends it; use renews it (the cookie is sealed again with the new time)', async () => {
    const { baseUrl } = await start();
    const { client } = await login(baseUrl);
    const { name, session } = sessionCookie(client);
    const now = Date.now();
    const idle = clientWith(baseUrl, name, { ...session, seenAt: now - 31 * MINUTE });
    expect((await idle.query('user.profile')).status).toBe(401);

    const recent = clientWith(baseUrl, name, { ...session, seenAt: now - 20 * MINUTE });
    const answer = await recent.query('user.profile');
    expect(answer.status).toBe(200);
    const renewed = sessionCookie(recent).session;
    expect(renewed.sid).toBe(session.sid);
    expect(renewed.issuedAt).toBe(session.issuedAt);
    expect(renewed.seenAt).toBeGreaterThanOrEqual(now);
    // The cookie's own expiry is what is left of the absolute lifetime, not a fresh 12 hours.
    const maxAge = Number(/max-age=(\d+)/i.exec(answer.setCookie.join('\n'))?.[1]);
    expect(maxAge).toBeLessThanOrEqual(Math.ceil((session.issuedAt + 12 * 60 * MINUTE - now) / 1000));
  });

  it('SESSION_IDLE_SECONDS and SESSION_MAX_AGE_SECONDS set the limits', async () => {
    const { baseUrl } = await start({ SESSION_IDLE_SECONDS: '300', SESSION_MAX_AGE_SECONDS: '3600' });
    const { client } = await login(baseUrl);
    const { name, session } = sessionCookie(client);
    const now = Date.now();
    expect(
      (await clientWith(baseUrl, name, { ...session, seenAt: now - 6 * MINUTE }).query('user.profile'))
        .status,
    ).toBe(401);
    expect(
      (
        await clientWith(baseUrl, name, { ...session, issuedAt: now - 61 * MINUTE, seenAt: now }).query(
          'user.profile',
        )
      ).status,
    ).toBe(401);
  });
});

describe('logout, a new login and a phone change end the old session at the gateway', () => {
  it("a cookie replayed after logout is refused, though the broker's logout failed; the answer says so", async () => {
    const { baseUrl, mockUrl } = await start();
    const { client } = await login(baseUrl);
    const copied = createTrpcHttp(baseUrl);
    for (const [name, value] of client.jar) copied.jar.set(name, value);
    await addFault(mockUrl, { path: '/api/v1/auth/logout/', status: 500 });

    const out = await client.mutate('auth.logout');
    expect(out.status).toBe(200);
    expect(client.jar.size).toBe(0);

    // The broker still takes the token; the gateway does not take the cookie.
    const replayed = await copied.query('user.profile');
    expect(replayed.status).toBe(401);
    expect(replayed.error?.data.errorKey).toBe('session_expired');
    expect((await copied.query('auth.session')).data).toBeNull();
    // And the page learns that the broker did not confirm.
    expect(out.data).toEqual({ ok: true, brokerLoggedOut: false });
  });

  it('a logout the broker confirms says so', async () => {
    const { baseUrl } = await start();
    const { client } = await login(baseUrl);
    expect((await client.mutate('auth.logout')).data).toEqual({ ok: true, brokerLoggedOut: true });
  });

  it("a new login ends the cookie's previous session", async () => {
    const { baseUrl } = await start();
    const { client } = await login(baseUrl);
    const before = sessionCookie(client);
    await login(baseUrl, client);
    const replayed = createTrpcHttp(baseUrl);
    replayed.jar.set(before.name, before.value);
    expect((await replayed.query('user.profile')).status).toBe(401);
    expect((await client.query('user.profile')).status).toBe(200);
    expect(sessionCookie(client).session.sid).not.toBe(before.session.sid);
  });

  it("a phone change ends every session of the user, even where the broker's session check fails", async () => {
    const { baseUrl, mockUrl } = await start();
    const { client } = await login(baseUrl);
    const { client: otherDevice } = await login(baseUrl);
    const changed = await changePhone(client, mockUrl);
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);

    // With the broker unable to say, the gateway would otherwise fall back on the cookie's session.
    await addFault(mockUrl, { path: '/api/v1/auth/verify-session/', status: 503 });
    expect((await otherDevice.query('auth.session')).data).toBeNull();
  });
});

describe('rotating SESSION_SECRET', () => {
  it('keeps everybody signed in: the old secret still opens, new cookies are sealed with the new one', async () => {
    const { baseUrl, mockUrl } = await start();
    const { client } = await login(baseUrl);
    const gatewayOn = async (secret: string) => {
      const gateway = await buildGatewayApp({
        env: readEnv({ LOG_LEVEL: 'silent', ...GENEROUS_LIMITS, SESSION_SECRET: secret }),
        upstreamUrl: mockUrl,
        webDistDir: null,
        logger: false,
      });
      rotated.push(gateway);
      return gateway.listen({ port: 0, host: '127.0.0.1' });
    };
    const rotated: Awaited<ReturnType<typeof buildGatewayApp>>[] = [];
    const NEW = 'the-next-session-secret-0123456789abcdef';
    try {
      // The same browser, after the deploy that lists the new secret first.
      const during = await gatewayOn(`${NEW},${SECRET}`);
      const sameBrowser = createTrpcHttp(during);
      for (const [name, value] of client.jar) sameBrowser.jar.set(name, value);
      expect((await sameBrowser.query('user.profile')).status).toBe(200);
      // A login now is sealed with the new secret: it holds once the old one is removed, and not before.
      const { client: fresh } = await login(during);
      const after = createTrpcHttp(await gatewayOn(NEW));
      for (const [name, value] of fresh.jar) after.jar.set(name, value);
      expect((await after.query('user.profile')).status).toBe(200);
      const before = createTrpcHttp(baseUrl);
      for (const [name, value] of fresh.jar) before.jar.set(name, value);
      expect((await before.query('user.profile')).status).toBe(401);
    } finally {
      for (const gateway of rotated) await gateway.close();
    }
  });
});

describe('fail-closed configuration', () => {
  const DEV_SECRET = 'dev-only-session-secret-change-me-0123456789';

  it('without SESSION_SECRET the public development secret neither opens nor forges a session', async () => {
    // A gateway started with nothing set, as `npm start` and a careless deployment are.
    const { baseUrl, mockUrl } = await stacks.start(undefined, {});
    const { client } = await login(baseUrl, createTrpcHttp(baseUrl), DEMO);
    const [[name, victimCookie] = ['', '']] = [...client.jar];
    const devCodec = createSessionCodec(DEV_SECRET);
    // Whoever sees a cookie (a log, a proxy) cannot read the broker token out of it with the public secret…
    expect(devCodec.open(decodeURIComponent(victimCookie))).toBeNull();
    // …nor seal a session the gateway takes, even around a token the broker accepts.
    const now = Date.now();
    const token = await brokerToken(mockUrl);
    const forged = sessionData({ sid: 'forged-session-id-000000', token, issuedAt: now, seenAt: now });
    const attacker = clientWith(baseUrl, name, forged, devCodec);
    expect((await attacker.query('user.profile')).status).toBe(401);
  });

  it('production refuses the development secret unless ALLOW_DEV_SECRET says so; NODE_ENV alone decides nothing', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
    expect(() => readEnv({ NODE_ENV: 'production', SESSION_SECRET: DEV_SECRET })).toThrow(
      /public development secret/,
    );
    const demo = { NODE_ENV: 'production', ALLOW_DEV_SECRET: 'true', METRICS_ENABLED: 'false' };
    expect(readEnv(demo).SESSION_SECRET).toBe(DEV_SECRET);
    // Development without a secret: a random one per process, never the public one.
    const first = readEnv({});
    expect(first.SESSION_SECRET).not.toBe(DEV_SECRET);
    expect(first.sessionSecretSource).toBe('random');
    expect(readEnv({}).SESSION_SECRET).not.toBe(first.SESSION_SECRET);
    expect(readEnv({ ALLOW_DEV_SECRET: 'true' }).SESSION_SECRET).toBe(DEV_SECRET);
    expect(() => readEnv({ ALLOW_DEV_SECRET: 'perhaps' })).toThrow(/ALLOW_DEV_SECRET/);
  });

  it('TRUSTED_PROXIES takes addresses, ranges and names, and refuses anything else', () => {
    expect(readEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(readEnv({ TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12,loopback,::1' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      '::1',
    ]);
    expect(() => readEnv({ TRUSTED_PROXIES: 'true' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readEnv({ TRUSTED_PROXIES: '*' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/prefix/);
  });

  it(
    'production will not run the embedded mock broker unless ALLOW_EMBEDDED_MOCK says so',
    { timeout: 60_000 },
    async () => {
      const refused = await runServer({
        NODE_ENV: 'production',
        SESSION_SECRET: SECRET,
        METRICS_TOKEN: 'a-metrics-scrape-token',
        PORT: String(await freePort()),
        MOCK_PORT: String(await freePort()),
      });
      expect(refused.code).not.toBe(0);
      expect(refused.output).toMatch(/UPSTREAM_URL is required in production/);
      expect(refused.output).not.toMatch(/Portal ready/);

      const allowed = await runServer(
        {
          NODE_ENV: 'production',
          SESSION_SECRET: SECRET,
          METRICS_TOKEN: 'a-metrics-scrape-token',
          PORT: String(await freePort()),
          MOCK_PORT: String(await freePort()),
          ALLOW_EMBEDDED_MOCK: 'true',
        },
        /Portal ready/,
      );
      expect(allowed.output).toMatch(/Portal ready/);
    },
  );
});

/** Runs the real server entry; stops it once `until` appears in its output, or waits for it to exit. */
function runServer(
  env: Record<string, string>,
  until?: RegExp,
): Promise<{ code: number | null; output: string }> {
  const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: gatewayDir,
      // Only what the test sets (node is started by its path; tsx comes from the gateway's node_modules).
      env: { LOG_LEVEL: 'warn', WEB_DIST_DIR: '/nonexistent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not finish: ${output}`));
    }, 45_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
