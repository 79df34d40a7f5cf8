import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { readEnv } from '../src/env.ts';
import { addFault } from './mock-faults.ts';
import { changePhone } from './phone-change.ts';
import { main as endUser } from '../src/sessions/end-user-cli.ts';
import { redisMissing, redisServerPerFile } from './redis-server.ts';
import { DEMO, journalCount, login } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';
import { startTwoGateways, withCookiesOf } from './two-gateways.ts';

/**
 * Two gateway instances on one Redis and one mock broker, as behind a load balancer: what
 * one instance ends, spends or creates, the other sees.
 */
describe.skipIf(redisMissing)('two gateway instances on one Redis', () => {
  const redis = redisServerPerFile();
  let mock: FastifyInstance;
  let mockUrl = '';
  const started: FastifyInstance[] = [];

  beforeAll(async () => {
    mock = await buildMockApp({ devMode: true, adminEnabled: true, logger: false });
    mockUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await mock.close();
  });
  beforeEach(async () => {
    await fetch(`${mockUrl}/__admin/reset`, { method: 'POST' });
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((gateway) => gateway.close()));
  });

  /** Two gateways with the same settings and secret on their own key prefix; answers their base URLs. */
  async function twoGateways(env: Record<string, string> = {}): Promise<[string, string]> {
    const settings = readEnv({
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'two-instances-test-secret-0123456789abcdef',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `two-instances-${randomUUID()}:`,
      RATE_LIMIT_PER_MINUTE: '100000',
      OTP_RATE_LIMIT_PER_MINUTE: '100000',
      OTP_PHONE_SENDS_PER_10_MIN: '100000',
      OTP_PHONE_SENDS_PER_DAY: '100000',
      ...env,
    });
    return startTwoGateways(settings, mockUrl, started);
  }

  const sendCode = (baseUrl: string, phone = DEMO.phone) =>
    createTrpcHttp(baseUrl).mutate('auth.sendOtp', {
      countryCode: DEMO.countryCode,
      phone,
      medium: 'sms',
      languageCode: 'id',
    });
  const listPolicies = (client: ReturnType<typeof createTrpcHttp>) =>
    client.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
  /** How many calls the mock broker received on `path`. */
  const brokerCalls = (path: string) => journalCount(mockUrl, path);
  const POLICY_LIST = '/api/v1/policy/policies/';

  it('refuses on the other instance a session logged out on one, even when the broker logout failed', async () => {
    const [first, second] = await twoGateways();
    const { client } = await login(first);
    const elsewhere = withCookiesOf(client, second);
    const copy = withCookiesOf(client, first);
    expect((await listPolicies(elsewhere)).status).toBe(200);

    // The broker keeps the token alive: only the gateway's own revocation can end the session.
    await addFault(mockUrl, { method: 'POST', path: '/api/v1/auth/logout/', status: 500 });
    expect((await client.mutate('auth.logout')).status).toBe(200);

    const callsBefore = await brokerCalls(POLICY_LIST);
    const replayed = await listPolicies(elsewhere);
    expect(replayed.status).toBe(401);
    expect(replayed.error?.data.code).toBe('UNAUTHORIZED');
    // And on the instance that logged out, from a copy of the cookie.
    expect((await listPolicies(copy)).status).toBe(401);
    // Refused by the gateways themselves: the broker was not asked.
    expect(await brokerCalls(POLICY_LIST)).toBe(callsBefore);
  });

  it('ends on the other instance every session of a user whose phone changed on one', async () => {
    const [first, second] = await twoGateways();
    const { client: phoneOne } = await login(first);
    const { client: phoneTwo } = await login(second);
    expect((await listPolicies(phoneTwo)).status).toBe(200);

    const changed = await changePhone(phoneOne, mockUrl);
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);

    const callsBefore = await brokerCalls(POLICY_LIST);
    const other = await listPolicies(phoneTwo);
    expect(other.status).toBe(401);
    expect(other.error?.data.code).toBe('UNAUTHORIZED');
    expect(await brokerCalls(POLICY_LIST)).toBe(callsBefore);
  });

  it('refuses on the other instance, at once, a session its user ended from the list on one', async () => {
    const [first, second] = await twoGateways();
    const { client: laptop } = await login(first);
    const { client: phone } = await login(second);
    expect((await listPolicies(phone)).status).toBe(200);

    const listed = await laptop.query('sessions.list');
    const sessions = listed.data as { id: string; current: boolean }[];
    expect(sessions.map((session) => session.current)).toEqual([true, false]);
    const other = sessions.find((session) => !session.current);
    expect((await laptop.mutate('sessions.end', { id: other?.id })).status).toBe(200);

    const callsBefore = await brokerCalls(POLICY_LIST);
    expect((await listPolicies(phone)).status).toBe(401);
    expect(await brokerCalls(POLICY_LIST)).toBe(callsBefore);
    // The list on either instance has only the laptop now.
    const fromSecond = withCookiesOf(laptop, second);
    expect(((await fromSecond.query('sessions.list')).data as unknown[]).length).toBe(1);
  });

  it("signs a user out on every instance from the operator's command, by user id or by phone", async () => {
    const prefix = `two-instances-${randomUUID()}:`;
    const [first, second] = await twoGateways({ REDIS_KEY_PREFIX: prefix });
    const env = () => readEnv({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, LOG_LEVEL: 'silent' });
    const run = async (args: string[]) => {
      const out: string[] = [];
      const code = await endUser(args, {
        env,
        stdout: { write: (text: string) => out.push(text) },
        stderr: { write: (text: string) => out.push(text) },
      });
      return { code, text: out.join('') };
    };

    const { client: one, verified } = await login(first);
    const { client: two } = await login(second);
    const userId = (verified.data as { user: { id: string } }).user.id;
    const byUser = await run(['--user', userId]);
    expect(byUser).toEqual({ code: 0, text: expect.stringContaining('2 listed sessions ended') });
    for (const client of [one, withCookiesOf(two, first)])
      expect((await listPolicies(client)).status).toBe(401);

    // The user can log in again at once, and the phone finds that user's new session.
    const { client: again } = await login(second);
    expect((await listPolicies(again)).status).toBe(200);
    const byPhone = await run(['--phone', `${DEMO.countryCode}${DEMO.phone}`]);
    expect(byPhone.code).toBe(0);
    expect((await listPolicies(again)).status).toBe(401);
  });

  it('spends one phone’s code budget on both instances', async () => {
    const [first, second] = await twoGateways({ OTP_PHONE_SENDS_PER_10_MIN: '3' });
    expect((await sendCode(first)).status).toBe(200);
    expect((await sendCode(second)).status).toBe(200);
    expect((await sendCode(first)).status).toBe(200);
    for (const baseUrl of [second, first]) {
      const refused = await sendCode(baseUrl);
      expect(refused.status).toBe(429);
      expect(refused.error?.data).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        errorKey: 'rate_limited',
        retryAfterSeconds: expect.any(Number),
      });
    }
    // Another phone still has its own budget.
    expect((await sendCode(second, '81200000002')).status).toBe(200);
  });

  it('spends one client address’s code budget on both instances', async () => {
    const [first, second] = await twoGateways({ OTP_RATE_LIMIT_PER_MINUTE: '2' });
    expect((await sendCode(first, '81200000001')).status).toBe(200);
    expect((await sendCode(second, '81200000002')).status).toBe(200);
    const refused = await sendCode(first, '81200000003');
    expect(refused.status).toBe(429);
    expect(refused.error?.data.errorKey).toBe('rate_limited');
  });

  it('counts requests of one address on both instances in one rate-limit window', async () => {
    const [first, second] = await twoGateways({ RATE_LIMIT_PER_MINUTE: '4' });
    const statuses: number[] = [];
    for (const baseUrl of [first, second, first, second, first, second]) {
      statuses.push((await fetch(`${baseUrl}/trpc/auth.session`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('creates one claim when the same creation reaches both instances at once', async () => {
    const [first, second] = await twoGateways();
    const { client } = await login(first);
    const other = withCookiesOf(client, second);
    const before = await brokerCalls('/api/v4/claim/create/');

    const input = { policyId: 'pol_1002', benefitId: 'ben_1002_2', idempotencyKey: randomUUID() };
    const answers = await Promise.all([
      client.mutate('claims.create', input),
      other.mutate('claims.create', input),
      client.mutate('claims.create', input),
      other.mutate('claims.create', input),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const claimIds = new Set(answers.map((answer) => (answer.data as { claimId: string }).claimId));
    expect(claimIds.size).toBe(1);
    expect((await brokerCalls('/api/v4/claim/create/')) - before).toBe(1);
  });
  it('counts a thread the user read on one instance as read on the other, without asking the broker', async () => {
    const [first, second] = await twoGateways();
    const { client } = await login(first);
    const other = withCookiesOf(client, second);
    // Seeded: clm_1102 has one customer-service reply Budi has not opened yet.
    expect((await other.query('chat.unread', { claimIds: ['clm_1102'] })).data).toEqual({ clm_1102: 1 });

    const thread = (await client.query('chat.thread', { claimId: 'clm_1102' })).data as {
      comments: { id: string; sender_type: string }[];
    };
    const reply = thread.comments.findLast((comment) => comment.sender_type === 'agent');
    const marked = await client.mutate('chat.markRead', { claimId: 'clm_1102', commentId: reply?.id });
    expect(marked.status).toBe(200);

    const reads = await brokerCalls('/api/v1/tanya/comments/');
    expect((await other.query('chat.unread', { claimIds: ['clm_1102'] })).data).toEqual({ clm_1102: 0 });
    expect((await client.query('chat.unread', { claimIds: ['clm_1102'] })).data).toEqual({ clm_1102: 0 });
    // The replies the first instance kept are the second's too: neither read the thread again.
    expect(await brokerCalls('/api/v1/tanya/comments/')).toBe(reads);
  });
});
