import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, sendOtp } from '../testing/harness.ts';
import { REDACTED, RequestJournal, type JournalEntry, type JournalRecord } from './journal.ts';

interface JournalPage {
  total: number;
  count: number;
  entries: JournalEntry[];
}

async function journal(app: FastifyInstance, query = ''): Promise<JournalPage> {
  const response = await call(app, 'GET', `/__admin/journal${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JournalPage;
}

describe('request journal (/__admin/journal)', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('records catalogue calls newest first, with query, body, status, duration and the caller', async () => {
    app = createTestApp();
    await sendOtp(app, DEMO_USERS.siti.phone);
    const token = await login(app, DEMO_USERS.budi.phone);
    await call(app, 'GET', '/api/v1/policy/policies/?offset=0&limit=5', { token });

    const { entries } = await journal(app);
    expect(entries.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'GET /api/v1/policy/policies/ 200',
      'POST /api/v1/auth/verify-otp-and-get-session/ 200',
      'POST /api/v1/user/send_otp/ 200',
      'POST /api/v1/user/send_otp/ 200',
    ]);
    const [policyList, , , firstSend] = entries;
    expect(policyList).toMatchObject({
      query: { offset: '0', limit: '5' },
      body: null,
      userId: DEMO_USERS.budi.id,
      faultId: null,
      dropped: false,
    });
    expect(policyList!.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(policyList!.timestamp)).not.toBeNaN();
    expect(firstSend).toMatchObject({
      body: { phone: DEMO_USERS.siti.phone, medium: 'sms', language_code: 'id' },
      userId: null,
    });
    expect(policyList!.seq).toBeGreaterThan(firstSend!.seq);
  });

  it('redacts the Authorization header and keeps the user id', async () => {
    app = createTestApp();
    const token = await login(app, DEMO_USERS.siti.phone);
    await call(app, 'GET', '/api/v1/auth/verify-session/', { token });
    const [entry] = (await journal(app, '?limit=1')).entries;
    expect(entry!.headers.authorization).toBe(REDACTED);
    expect(JSON.stringify(await journal(app))).not.toContain(token);
    expect(entry!.userId).toBe(DEMO_USERS.siti.id);
  });

  it('journals a logout under the user who logged out', async () => {
    app = createTestApp();
    const token = await login(app, DEMO_USERS.siti.phone);
    await call(app, 'POST', '/api/v1/auth/logout/', { token });
    expect((await journal(app, '?limit=1')).entries[0]).toMatchObject({
      path: '/api/v1/auth/logout/',
      status: 204,
      userId: DEMO_USERS.siti.id,
    });
  });

  it('records failures, injected faults and dropped connections', async () => {
    app = createTestApp();
    await call(app, 'GET', '/api/v1/policy/policies/');
    await call(app, 'POST', '/__admin/faults', {
      payload: { path: '/api/v1/app/pre/', dropConnection: true, times: 1 },
    });
    await expect(call(app, 'GET', '/api/v1/app/pre/')).rejects.toThrow();

    const { entries } = await journal(app);
    expect(entries[0]).toMatchObject({
      path: '/api/v1/app/pre/',
      status: null,
      dropped: true,
      faultId: 'flt_1',
    });
    expect(entries[1]).toMatchObject({ path: '/api/v1/policy/policies/', status: 401 });
  });

  it('does not record admin calls, the health check or unknown routes', async () => {
    app = createTestApp();
    await call(app, 'GET', '/__admin/faults');
    await call(app, 'GET', '/__health');
    await call(app, 'GET', '/api/v9/nothing-here/');
    expect(await journal(app)).toEqual({ total: 0, count: 0, entries: [] });
  });

  it('filters by method, path pattern, status or status class, user and limit', async () => {
    app = createTestApp();
    const token = await login(app, DEMO_USERS.budi.phone);
    await call(app, 'GET', '/api/v1/policy/policies/', { token });
    await call(app, 'GET', '/api/v1/policy/policy-details/?er=1&id=pol_9999', { token });
    await call(app, 'GET', '/api/v1/app/pre/');

    const paths = async (query: string) => (await journal(app, query)).entries.map((entry) => entry.path);
    expect(await paths('?method=post')).toEqual([
      '/api/v1/auth/verify-otp-and-get-session/',
      '/api/v1/user/send_otp/',
    ]);
    expect(await paths('?path=/api/v1/policy/*')).toEqual([
      '/api/v1/policy/policy-details/',
      '/api/v1/policy/policies/',
    ]);
    expect(await paths('?path=%5E.*details')).toEqual(['/api/v1/policy/policy-details/']);
    expect(await paths('?status=404')).toEqual(['/api/v1/policy/policy-details/']);
    expect(await paths('?status=4xx')).toEqual(['/api/v1/policy/policy-details/']);
    expect(await paths(`?userId=${DEMO_USERS.budi.id}`)).toEqual([
      '/api/v1/policy/policy-details/',
      '/api/v1/policy/policies/',
    ]);
    expect(await paths('?limit=2')).toEqual(['/api/v1/app/pre/', '/api/v1/policy/policy-details/']);
    expect(await journal(app, '?limit=2')).toMatchObject({ total: 5, count: 2 });
  });

  it('refuses bad filters', async () => {
    app = createTestApp();
    for (const query of ['?status=abc', '?limit=0', '?limit=5000', '?path=%5E(', '?colour=red']) {
      const response = await call(app, 'GET', `/__admin/journal${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('is cleared by DELETE and by a reset', async () => {
    app = createTestApp();
    await call(app, 'GET', '/api/v1/app/pre/');
    expect((await call(app, 'DELETE', '/__admin/journal')).statusCode).toBe(204);
    expect((await journal(app)).total).toBe(0);
    await call(app, 'GET', '/api/v1/app/pre/');
    await call(app, 'POST', '/__admin/reset');
    expect((await journal(app)).total).toBe(0);
  });

  it('is not kept at all when the admin API is off', async () => {
    app = createTestApp({ adminEnabled: false });
    expect((await call(app, 'GET', '/api/v1/app/pre/')).statusCode).toBe(200);
    expect((await call(app, 'GET', '/__admin/journal')).statusCode).toBe(404);
  });
});

describe('RequestJournal', () => {
  const record = (path: string): JournalRecord => ({
    startedAt: 0,
    method: 'GET',
    path,
    query: {},
    body: null,
    headers: {},
    userId: null,
    status: 200,
    durationMs: 1,
    faultId: null,
  });
  const all = { limit: 1000 };

  it('keeps only the most recent calls up to its capacity', () => {
    const bounded = new RequestJournal(3);
    for (let index = 1; index <= 5; index += 1) bounded.record(record(`/call/${index}`));
    expect(bounded.size).toBe(3);
    const entries = bounded.find(all);
    expect(entries.map((entry) => entry.path)).toEqual(['/call/5', '/call/4', '/call/3']);
    expect(entries.map((entry) => entry.seq)).toEqual([5, 4, 3]);
  });

  it('starts filling again after a clear', () => {
    const bounded = new RequestJournal(2);
    bounded.record(record('/a'));
    bounded.record(record('/b'));
    bounded.clear();
    bounded.record(record('/c'));
    expect(bounded.find(all).map((entry) => entry.path)).toEqual(['/c']);
  });
});
