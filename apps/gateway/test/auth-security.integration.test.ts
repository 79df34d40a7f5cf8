import { describe, expect, it } from 'vitest';
import { createMemoryStores } from '../src/stores/memory.ts';
import { DEMO, journalCount, stackPerTest } from './stack.ts';
import { createTrpcHttp, type TrpcResult } from './trpc-http.ts';

/**
 * OTP abuse and the client address, against the gateway's real default budgets: a stack without the
 * generous limits the other test files use.
 */

const SEND_PATH = '/api/v1/user/send_otp/';
const VERIFY_PATH = '/api/v1/auth/verify-otp-and-get-session/';
/** The mock's QA phone whose every code is wrong and which never locks: a broker that forgets to lock. */
const NEVER_LOCKS = '6281299999002';
const MINUTE = 60_000;

const stacks = stackPerTest();

/** A gateway on the real default limits; `clock` drives its budgets when given. */
function start(env: Record<string, string> = {}, clock?: { now: number }) {
  const stores = clock ? createMemoryStores({ now: () => clock.now }) : undefined;
  return stacks.start(undefined, env, { realLimits: true, ...(stores ? { stores } : {}) });
}

const brokerCalls = (path: string) => journalCount(stacks.current.mockUrl, path);

/** A browser's call, seen through a proxy that says it came from `forwardedFor`. */
function fromAddress(forwardedFor: string) {
  return { 'x-portal-csrf': '1', 'x-forwarded-for': forwardedFor };
}

function sendCode(
  client: ReturnType<typeof createTrpcHttp>,
  phone: string,
  headers?: Record<string, string>,
) {
  return client.mutate(
    'auth.sendOtp',
    { countryCode: '62', phone, medium: 'sms', languageCode: 'id' },
    headers,
  );
}

/** What a page sees of a refusal: status, catalogue key, and when to try again (header and data agree). */
function refusal(result: TrpcResult & { retryAfter?: string | null }) {
  const data = result.error?.data as { errorKey?: string; retryAfterSeconds?: number | null } | undefined;
  return { status: result.status, errorKey: data?.errorKey, retryAfterSeconds: data?.retryAfterSeconds };
}

/** tRPC over HTTP with the Retry-After header kept (the shared client keeps status, body and cookies). */
async function mutateRaw(baseUrl: string, path: string, input: unknown, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-csrf': '1', ...headers },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { error?: { data: Record<string, unknown> } };
  return { status: response.status, retryAfter: response.headers.get('retry-after'), data: body.error?.data };
}

describe('OTP sends are budgeted per phone number, whatever the address', () => {
  it(
    '20 sends to one phone from 20 addresses: 3 reach the broker, 17 are refused with Retry-After',
    { timeout: 20_000 },
    async () => {
      // Behind a proxy the gateway trusts, each send really comes from another address.
      const { baseUrl } = await start({ TRUSTED_PROXIES: '127.0.0.1' });
      const answers = [];
      for (let index = 0; index < 20; index += 1) {
        answers.push(
          await mutateRaw(
            baseUrl,
            'auth.sendOtp',
            { countryCode: '62', phone: '81200000001', medium: 'sms', languageCode: 'id' },
            { 'x-forwarded-for': `198.51.100.${index + 1}` },
          ),
        );
      }
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      expect(await brokerCalls(SEND_PATH)).toBe(3);
      for (const refused of answers.slice(3)) {
        expect(refused.status).toBe(429);
        expect(refused.data).toMatchObject({ errorKey: 'rate_limited', code: 'TOO_MANY_REQUESTS' });
        const seconds = Number(refused.retryAfter);
        expect(seconds).toBeGreaterThan(9 * 60);
        expect(seconds).toBeLessThanOrEqual(10 * 60);
        expect(refused.data?.retryAfterSeconds).toBe(seconds);
      }
    },
  );

  it('a resend spends the same budget as a send; another number still has its own', async () => {
    const { baseUrl } = await start();
    const client = createTrpcHttp(baseUrl);
    const first = await sendCode(client, '81200000001');
    const { operationId, phone } = first.data as { operationId: string; phone: string };
    for (let index = 0; index < 2; index += 1) {
      expect((await client.mutate('auth.resendOtp', { operationId, phone, languageCode: 'id' })).status).toBe(
        200,
      );
    }
    const fourth = await client.mutate('auth.resendOtp', { operationId, phone, languageCode: 'id' });
    expect(refusal(fourth)).toMatchObject({ status: 429, errorKey: 'rate_limited' });
    expect((await sendCode(client, '81200000002')).status).toBe(200);
  });

  it('10 codes a day per phone however they are spread out, then not until a day after the first', async () => {
    const clock = { now: Date.parse('2026-11-22T08:00:00Z') };
    const { baseUrl } = await start({}, clock);
    const client = createTrpcHttp(baseUrl);
    const start0 = clock.now;
    let sent = 0;
    // 3 every 10 minutes (the short budget) until the day's 10 are spent.
    while (sent < 10) {
      for (let index = 0; index < 3 && sent < 10; index += 1) {
        expect((await sendCode(client, '81200000001')).status).toBe(200);
        sent += 1;
      }
      clock.now += 10 * MINUTE;
    }
    const refused = await sendCode(client, '81200000001');
    expect(refusal(refused)).toMatchObject({ status: 429, errorKey: 'rate_limited' });
    // The first code leaves the 24-hour window a day after it was sent.
    const waitSeconds = (refused.error?.data as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(waitSeconds).toBe(Math.ceil((start0 + 24 * 60 * MINUTE - clock.now) / 1000));
    clock.now = start0 + 24 * 60 * MINUTE;
    expect((await sendCode(client, '81200000001')).status).toBe(200);
    expect(await brokerCalls(SEND_PATH)).toBe(11);
  });

  it('many people behind one carrier address can still log in (the per-address budget is generous)', async () => {
    const { baseUrl } = await start();
    const client = createTrpcHttp(baseUrl);
    for (let index = 0; index < 25; index += 1) {
      const result = await sendCode(client, `8129000${String(index).padStart(4, '0')}`);
      expect(result.status, JSON.stringify(result.error)).toBe(200);
    }
  });
});

describe('the client address', () => {
  it('a spoofed X-Forwarded-For buys no new budget, in production too', async () => {
    const { baseUrl } = await start({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      METRICS_TOKEN: 'm'.repeat(20),
      OTP_RATE_LIMIT_PER_MINUTE: '2',
    });
    const client = createTrpcHttp(baseUrl);
    const answers = [];
    for (let index = 0; index < 3; index += 1) {
      answers.push(await sendCode(client, `8129100000${index}`, fromAddress(`203.0.113.${index + 1}`)));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(refusal(answers[2]!)).toMatchObject({ errorKey: 'rate_limited' });
  });

  it('a listed proxy is believed; a request from anywhere else is judged by its own address', async () => {
    const { baseUrl } = await start({
      OTP_RATE_LIMIT_PER_MINUTE: '2',
      TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8',
    });
    const client = createTrpcHttp(baseUrl);
    const viaProxy = [];
    for (let index = 0; index < 3; index += 1) {
      viaProxy.push(
        (await sendCode(client, `8129200000${index}`, fromAddress(`203.0.113.${index + 1}`))).status,
      );
    }
    expect(viaProxy).toEqual([200, 200, 200]);

    // The same gateway behind a proxy it does not list: the header is ignored.
    const other = await start({ OTP_RATE_LIMIT_PER_MINUTE: '2', TRUSTED_PROXIES: '10.0.0.1' });
    const direct = createTrpcHttp(other.baseUrl);
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push(
        (await sendCode(direct, `8129300000${index}`, fromAddress(`203.0.113.${index + 1}`))).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('wrong codes lock the phone at the gateway, whatever the broker does', () => {
  it(
    '150 wrong guesses on one phone: the broker hears 5, the rest are refused as locked with Retry-After',
    { timeout: 30_000 },
    async () => {
      const { baseUrl } = await start();
      const client = createTrpcHttp(baseUrl);
      const sent = await sendCode(client, NEVER_LOCKS.slice(2));
      const { operationId, phone } = sent.data as { operationId: string; phone: string };
      const answers = [];
      for (let guess = 0; guess < 150; guess += 1) {
        answers.push(
          await mutateRaw(
            baseUrl,
            'auth.verifyOtp',
            { operationId, phone, otp: String(guess).padStart(6, '0') },
            {},
          ),
        );
      }
      expect(await brokerCalls(VERIFY_PATH)).toBe(5);
      expect(answers.slice(0, 4).map((answer) => answer.data?.errorKey)).toEqual(
        Array(4).fill('otp_verify_failed'),
      );
      // The fifth wrong code is answered as the lock it causes, so the page can say when to come back.
      for (const locked of answers.slice(4)) {
        expect(locked.status).toBe(429);
        expect(locked.data).toMatchObject({ errorKey: 'otp_locked', code: 'TOO_MANY_REQUESTS' });
        expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60);
        expect(Number(locked.retryAfter)).toBeLessThanOrEqual(15 * 60);
        expect(locked.data?.retryAfterSeconds).toBe(Number(locked.retryAfter));
      }
    },
  );

  it('spread over a whole day, at most 15 guesses reach the broker', { timeout: 30_000 }, async () => {
    const clock = { now: Date.parse('2026-11-22T08:00:00Z') };
    const { baseUrl } = await start({}, clock);
    const client = createTrpcHttp(baseUrl);
    const sent = await sendCode(client, NEVER_LOCKS.slice(2));
    const { operationId, phone } = sent.data as { operationId: string; phone: string };
    const dayEnds = clock.now + 24 * 60 * MINUTE;
    for (let guess = 0; guess < 150 && clock.now < dayEnds; guess += 1) {
      const answer = await client.mutate('auth.verifyOtp', { operationId, phone, otp: '000000' });
      // Waits as told before the next guess.
      const wait = (answer.error?.data as unknown as { retryAfterSeconds?: number | null }).retryAfterSeconds;
      if (wait) clock.now += wait * 1000;
    }
    expect(await brokerCalls(VERIFY_PATH)).toBe(15);
  });

  it('while locked even the right code is refused (a new code does not unlock); after the lock it logs in', async () => {
    const clock = { now: Date.parse('2026-11-22T08:00:00Z') };
    const { baseUrl } = await start({}, clock);
    const client = createTrpcHttp(baseUrl);
    const sent = await sendCode(client, DEMO.phone);
    const { operationId, phone } = sent.data as { operationId: string; phone: string };
    for (let guess = 0; guess < 5; guess += 1) {
      await client.mutate('auth.verifyOtp', { operationId, phone, otp: '000000' });
    }
    const fresh = await sendCode(client, DEMO.phone);
    const next = fresh.data as { operationId: string };
    const right = await client.mutate('auth.verifyOtp', {
      operationId: next.operationId,
      phone,
      otp: DEMO.code,
    });
    expect(refusal(right)).toMatchObject({ status: 429, errorKey: 'otp_locked' });
    expect(client.jar.size).toBe(0);

    clock.now += 15 * MINUTE;
    const after = await client.mutate('auth.verifyOtp', {
      operationId: next.operationId,
      phone,
      otp: DEMO.code,
    });
    expect(after.status, JSON.stringify(after.error)).toBe(200);
    expect(client.jar.size).toBe(1);
  });

  it('a phone change locks the same way, separately from logins of that number', async () => {
    const { baseUrl } = await start();
    const client = createTrpcHttp(baseUrl);
    const login = await sendCode(client, DEMO.phone);
    const loginOp = login.data as { operationId: string; phone: string };
    expect((await client.mutate('auth.verifyOtp', { ...loginOp, otp: DEMO.code })).status).toBe(200);

    const sent = await client.mutate('user.sendPhoneOtp', {
      countryCode: '62',
      phone: '81299990077',
      medium: 'sms',
      languageCode: 'id',
    });
    const { operationId } = sent.data as { operationId: string };
    const statuses = [];
    for (let guess = 0; guess < 7; guess += 1) {
      const answer = await client.mutate('user.updatePhone', {
        countryCode: '62',
        phone: '81299990077',
        operationId,
        otp: '000000',
      });
      statuses.push(`${answer.status} ${answer.error?.data.errorKey}`);
    }
    expect(statuses).toEqual([...Array(4).fill('400 otp_verify_failed'), ...Array(3).fill('429 otp_locked')]);
    // The gateway never asked the broker past the fifth wrong code.
    expect(await brokerCalls('/api/v1/user/update-phone/')).toBe(5);
  });
});

describe('the agency login admits agency users only', () => {
  const LOGOUT_PATH = '/api/v1/auth/logout/';

  async function verifyAtAgencyLogin(client: ReturnType<typeof createTrpcHttp>, phone: string) {
    const sent = await sendCode(client, phone);
    const operation = sent.data as { operationId: string; phone: string };
    return client.mutate('auth.verifyOtp', { ...operation, otp: DEMO.code, agencyLogin: true });
  }

  it('a policyholder is refused with the agency key, gets no session, and the broker session ends', async () => {
    const { baseUrl } = await start();
    const client = createTrpcHttp(baseUrl);
    const answer = await verifyAtAgencyLogin(client, DEMO.phone);
    expect(refusal(answer)).toMatchObject({ status: 403, errorKey: 'agency_login_not_agency' });
    expect(client.jar.size).toBe(0);
    expect((await client.query('auth.session')).data).toBeNull();
    expect(await brokerCalls(LOGOUT_PATH)).toBe(1);
  });

  it('an agent signs in through it; a policyholder still signs in through the regular login', async () => {
    const { baseUrl } = await start();
    const agent = createTrpcHttp(baseUrl);
    const answer = await verifyAtAgencyLogin(agent, '81200000003');
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect((answer.data as { services: string[] }).services).toContain('agency_agent');

    const holder = createTrpcHttp(baseUrl);
    const sent = await sendCode(holder, DEMO.phone);
    const regular = await holder.mutate('auth.verifyOtp', {
      ...(sent.data as { operationId: string; phone: string }),
      otp: DEMO.code,
    });
    expect(regular.status).toBe(200);
  });
});
