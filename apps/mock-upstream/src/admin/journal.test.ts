import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS, DEV_OTP_CODE, SSO_DEMO_TOKEN } from '../store/seed-users.ts';
import { call, createTestApp, login, readResponse, sendOtp } from '../testing/harness.ts';
import { JOURNAL_BODY_CAP, JOURNAL_CAPACITY, RequestJournal, type JournalRecord } from './journal.ts';
import type { JournalEntry } from './journal-entry.ts';
import { REDACTED } from './journal-masking.ts';

interface JournalPage {
  total: number;
  capacity: number;
  capacityBytes: number;
  evicted: number;
  count: number;
  nextBefore?: number | null;
  nextAfter?: number | null;
  entries: JournalEntry[];
}

async function journal(app: FastifyInstance, query = '', tenant?: string): Promise<JournalPage> {
  const response = await call(app, 'GET', `/__admin/journal${query}`, tenant ? { tenant } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JournalPage;
}

const summary = (entry: JournalEntry) => `${entry.method} ${entry.path} ${entry.status}`;

describe('request journal (/__admin/journal)', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('records each call’s request and answer, newest first, with its endpoint, caller and timing', async () => {
    app = createTestApp();
    await sendOtp(app, DEMO_USERS.siti.phone);
    const token = await login(app, DEMO_USERS.budi.phone);
    const policies = await call(app, 'GET', '/api/v1/policy/policies/?offset=0&limit=5', { token });

    const { entries, total } = await journal(app);
    expect(total).toBe(4);
    expect(entries.map(summary)).toEqual([
      'GET /api/v1/policy/policies/ 200',
      'POST /api/v1/auth/verify-otp-and-get-session/ 200',
      'POST /api/v1/user/send_otp/ 200',
      'POST /api/v1/user/send_otp/ 200',
    ]);
    const [policyList, , , firstSend] = entries;
    expect(policyList).toMatchObject({
      tenant: 'default',
      endpoint: 'policyList',
      userId: DEMO_USERS.budi.id,
      faultId: null,
      stubId: null,
      dropped: false,
      url: 'http://localhost:80/api/v1/policy/policies/?offset=0&limit=5',
      query: { offset: '0', limit: '5' },
      body: null,
      parts: null,
      response: { contentType: 'application/json; charset=utf-8', truncated: false, sha256: null },
    });
    expect(policyList!.response!.body).toEqual(policies.json());
    expect(policyList!.response!.size).toBe(policies.rawPayload.length);
    expect(policyList!.durationMs).toBeGreaterThanOrEqual(0);
    expect(new Date(policyList!.startedAt).toISOString()).toBe(policyList!.startedAt);
    expect(firstSend).toMatchObject({
      endpoint: 'sendOtp',
      userId: null,
      body: { phone: DEMO_USERS.siti.phone, medium: 'sms', language_code: 'id' },
      response: { body: { result: true, operation_id: expect.stringMatching(/^otp_/) } },
    });
    expect(policyList!.seq).toBeGreaterThan(firstSend!.seq);
  });

  it('records what the answer created: a new claim’s id', async () => {
    app = createTestApp();
    const token = await login(app, DEMO_USERS.budi.phone);
    const created = await call(app, 'POST', '/api/v4/claim/create/', {
      token,
      payload: {
        application_no: 'APP-2026-001010',
        benefit_id: 'ben_1010_1',
        source: 'portal',
        user_id: 'me',
      },
    });
    const { claim_id } = readResponse('createClaim', created);
    const [entry] = (await journal(app, '?endpoint=createClaim')).entries;
    expect(entry).toMatchObject({
      status: 201,
      body: { application_no: 'APP-2026-001010', benefit_id: 'ben_1010_1' },
      response: { body: { claim_id } },
    });
  });

  it('cuts an answer longer than 64 KiB, saying so and keeping its original size', async () => {
    app = createTestApp();
    const long = { error: 'Maintenance', detail: 'é'.repeat(50_000) };
    await call(app, 'POST', '/__admin/faults', {
      payload: { path: '/api/v1/app/pre/', status: 503, body: long, times: 1 },
    });
    const answered = await call(app, 'GET', '/api/v1/app/pre/');
    expect(answered.statusCode).toBe(503);

    const [entry] = (await journal(app)).entries;
    const response = entry!.response!;
    expect(response.truncated).toBe(true);
    expect(response.size).toBe(answered.rawPayload.length);
    expect(response.size).toBeGreaterThan(JOURNAL_BODY_CAP);
    expect(typeof response.body).toBe('string');
    const kept = response.body as string;
    expect(Buffer.byteLength(kept)).toBeLessThanOrEqual(JOURNAL_BODY_CAP);
    expect(answered.body.startsWith(kept)).toBe(true);
    expect(entry!.faultId).toBe('flt_1');
  });

  it('cuts a request body longer than 64 KiB too', async () => {
    app = createTestApp();
    const payload = {
      phone: DEMO_USERS.siti.phone,
      medium: 'sms',
      language_code: 'id',
      note: 'x'.repeat(70_000),
    };
    await call(app, 'POST', '/api/v1/user/send_otp/', { payload });
    const [entry] = (await journal(app)).entries;
    expect(entry).toMatchObject({ truncated: true, size: JSON.stringify(payload).length });
    expect(JSON.stringify(payload).startsWith(entry!.body as string)).toBe(true);
  });

  describe('masking', () => {
    it('hides the session token, the OTP code and the Authorization header', async () => {
      app = createTestApp();
      const token = await login(app, DEMO_USERS.siti.phone);
      await call(app, 'GET', '/api/v1/auth/verify-session/', { token });
      const page = await journal(app);
      const [session, verify] = page.entries;
      expect(session!.headers.authorization).toBe(REDACTED);
      expect(session!.userId).toBe(DEMO_USERS.siti.id);
      expect(verify!.body).toMatchObject({ otp: REDACTED, phone: DEMO_USERS.siti.phone });
      expect(verify!.response!.body).toMatchObject({ token: REDACTED });
      const text = JSON.stringify(page);
      expect(text).not.toContain(token);
      expect(text).not.toContain(`"${DEV_OTP_CODE}"`);
    });

    it('hides SSO access tokens, tokenised links and endorsement authorizations', async () => {
      app = createTestApp();
      await call(app, 'POST', '/api/v1/auth/verify-sso-token/', {
        payload: { access_token: SSO_DEMO_TOKEN },
      });
      await call(app, 'GET', '/api/v1/policy/token-policy-details/?id=pol_1001&token=etk-1001-once');
      const sent = await call(app, 'POST', '/api/v1/policy/endorsement/send_otp/', {
        payload: { internal_id: 'pol_1001', medium: 'sms', language_code: 'id' },
      });
      const verified = await call(app, 'POST', '/api/v1/policy/endorsement/verify_otp/', {
        payload: { internal_id: 'pol_1001', operation_id: sent.json().operation_id, otp: DEV_OTP_CODE },
      });
      const authorization = (verified.json() as { authorization_token: string }).authorization_token;
      expect(authorization).toBeTruthy();

      const page = await journal(app);
      const byEndpoint = (id: string) => page.entries.find((entry) => entry.endpoint === id)!;
      expect(byEndpoint('verifySsoToken').body).toEqual({ access_token: REDACTED });
      expect(byEndpoint('verifySsoToken').response!.body).toMatchObject({ token: REDACTED });
      expect(byEndpoint('tokenPolicyDetails').query).toEqual({ id: 'pol_1001', token: REDACTED });
      expect(byEndpoint('tokenPolicyDetails').url).toContain(`token=${REDACTED}`);
      expect(byEndpoint('endorsementVerifyOtp').body).toMatchObject({ otp: REDACTED });
      expect(byEndpoint('endorsementVerifyOtp').response!.body).toEqual({ authorization_token: REDACTED });
      const text = JSON.stringify(page);
      for (const secret of [SSO_DEMO_TOKEN, 'etk-1001-once', authorization])
        expect(text).not.toContain(secret);
      // The QA read of the last code is not the journal: it still shows the code.
      const otp = await call(app, 'GET', `/__admin/otp/${DEMO_USERS.budi.phone}`);
      expect(otp.json()).toMatchObject({ code: DEV_OTP_CODE });
    });

    it('hides secrets in a body cut at the cap', async () => {
      app = createTestApp();
      const payload = {
        access_token: 'secret-sso-value',
        padding: 'x'.repeat(70_000),
      };
      await call(app, 'POST', '/api/v1/auth/verify-sso-token/', { payload });
      const [entry] = (await journal(app)).entries;
      expect(entry!.truncated).toBe(true);
      expect(entry!.body).toContain(`"access_token":"${REDACTED}"`);
      expect(JSON.stringify(entry)).not.toContain('secret-sso-value');
    });
  });

  describe('filters', () => {
    it('by endpoint, method, path pattern, status or status class, and user', async () => {
      app = createTestApp();
      const token = await login(app, DEMO_USERS.budi.phone);
      await call(app, 'GET', '/api/v1/policy/policies/', { token });
      await call(app, 'GET', '/api/v1/policy/policy-details/?er=1&id=pol_9999', { token });
      await call(app, 'GET', '/api/v1/app/pre/');

      const paths = async (query: string) => (await journal(app, query)).entries.map((entry) => entry.path);
      expect(await paths('?endpoint=policyDetails')).toEqual(['/api/v1/policy/policy-details/']);
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
      expect(await paths('?status=2xx&method=GET')).toEqual(['/api/v1/app/pre/', '/api/v1/policy/policies/']);
      expect(await paths(`?userId=${DEMO_USERS.budi.id}`)).toEqual([
        '/api/v1/policy/policy-details/',
        '/api/v1/policy/policies/',
      ]);
      expect(await paths('?limit=2')).toEqual(['/api/v1/app/pre/', '/api/v1/policy/policy-details/']);
      expect(await journal(app, '?limit=2')).toMatchObject({ total: 5, count: 2, nextBefore: 4 });
    });

    it('by start time: since (inclusive) and until (exclusive)', async () => {
      app = createTestApp();
      for (let index = 0; index < 6; index += 1) {
        await call(app, 'GET', '/api/v1/app/pre/');
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      const all = (await journal(app, '?order=asc')).entries;
      const middle = all[2]!.startedAt;
      const last = all[5]!.startedAt;
      const seqs = async (query: string) =>
        (await journal(app, `?order=asc&${query}`)).entries.map((entry) => entry.seq);
      const startedAtOrAfter = (iso: string) =>
        all.filter((entry) => entry.startedAt >= iso).map((entry) => entry.seq);
      const startedBefore = (iso: string) =>
        all.filter((entry) => entry.startedAt < iso).map((entry) => entry.seq);

      expect(await seqs(`since=${middle}`)).toEqual(startedAtOrAfter(middle));
      expect(await seqs(`since=${middle}`)).toContain(all[2]!.seq);
      expect(await seqs(`until=${middle}`)).toEqual(startedBefore(middle));
      expect(await seqs(`until=${middle}`)).not.toContain(all[2]!.seq);
      expect(await seqs(`since=${middle}&until=${last}`)).toEqual(
        startedAtOrAfter(middle).filter((seq) => startedBefore(last).includes(seq)),
      );
      // A zone offset names the same instant.
      const inJakarta = new Date(Date.parse(middle) + 7 * 3600_000).toISOString().replace('Z', '+07:00');
      expect(await seqs(`since=${encodeURIComponent(inJakarta)}`)).toEqual(startedAtOrAfter(middle));
    });

    it('refuses a bad parameter with 400 invalid_request naming it', async () => {
      app = createTestApp();
      const cases: [string, string][] = [
        ['?status=abc', 'query.status'],
        ['?endpoint=noSuchEndpoint', 'query.endpoint'],
        ['?method=TRACE', 'query.method'],
        ['?since=yesterday', 'query.since'],
        ['?until=2026-11-22', 'query.until'],
        ['?before=abc', 'query.before'],
        ['?after=-1', 'query.after'],
        ['?order=up', 'query.order'],
        ['?limit=0', 'query.limit'],
        ['?limit=1001', 'query.limit'],
        ['?path=%5E(', 'query.path'],
      ];
      for (const [query, path] of cases) {
        const response = await call(app, 'GET', `/__admin/journal${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toMatchObject({ code: 'invalid_request', issues: [{ path }] });
      }
      const unknown = await call(app, 'GET', '/__admin/journal?colour=red');
      expect(unknown.statusCode).toBe(400);
      expect(JSON.stringify(unknown.json().issues)).toContain('colour');
    });
  });

  describe('paging', () => {
    // 2,600 calls through the app: seconds on a quiet machine, far longer on a loaded one.
    it('pages through more than 1000 entries with the cursor, either way, without loss or duplicates', async () => {
      app = createTestApp();
      const calls = 2600;
      for (let index = 0; index < calls; index += 1) {
        // Every fifth call is refused (no token): a filter that pages too.
        if (index % 5 === 0) await call(app, 'GET', '/api/v1/policy/policies/');
        else await call(app, 'GET', '/api/v1/app/pre/');
      }

      const newestFirst: number[] = [];
      let pages = 0;
      for (let before: number | null | undefined = undefined; before !== null; pages += 1) {
        const page: JournalPage = await journal(app, `?limit=1000${before ? `&before=${before}` : ''}`);
        newestFirst.push(...page.entries.map((entry) => entry.seq));
        before = page.nextBefore;
      }
      expect(pages).toBe(3);
      expect(newestFirst).toHaveLength(calls);
      expect(new Set(newestFirst).size).toBe(calls);
      expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));

      const oldestFirst: number[] = [];
      for (let after: number | null | undefined = 0; after !== null && after !== undefined;) {
        const page: JournalPage = await journal(app, `?order=asc&limit=1000&after=${after}`);
        oldestFirst.push(...page.entries.map((entry) => entry.seq));
        after = page.nextAfter;
      }
      expect(oldestFirst).toEqual([...newestFirst].reverse());

      const refused: number[] = [];
      for (let before: number | null | undefined = undefined; before !== null;) {
        const page: JournalPage = await journal(
          app,
          `?status=401&limit=150${before ? `&before=${before}` : ''}`,
        );
        expect(page.entries.every((entry) => entry.status === 401)).toBe(true);
        refused.push(...page.entries.map((entry) => entry.seq));
        before = page.nextBefore;
      }
      expect(refused).toHaveLength(calls / 5);
      expect(new Set(refused).size).toBe(calls / 5);
    }, 90_000);

    it('answers the capacity, and the last page carries no cursor', async () => {
      app = createTestApp();
      await call(app, 'GET', '/api/v1/app/pre/');
      expect(await journal(app)).toMatchObject({
        total: 1,
        capacity: JOURNAL_CAPACITY,
        evicted: 0,
        count: 1,
        nextBefore: null,
      });
      expect(await journal(app, '?order=asc')).toMatchObject({ nextAfter: null });
    });
  });

  it('GET /__admin/journal/:seq answers one entry in full', async () => {
    app = createTestApp();
    await login(app, DEMO_USERS.budi.phone);
    const [latest] = (await journal(app, '?limit=1')).entries;
    const one = await call(app, 'GET', `/__admin/journal/${latest!.seq}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(latest);
    expect((await call(app, 'GET', '/__admin/journal/999999')).statusCode).toBe(404);
    const bad = await call(app, 'GET', '/__admin/journal/first');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_request', issues: [{ path: 'params.seq' }] });
  });

  it('is kept per tenant', async () => {
    app = createTestApp();
    const token = await login(app, DEMO_USERS.budi.phone, 'suite-a');
    await call(app, 'GET', '/api/v1/policy/policies/', { token, tenant: 'suite-a' });
    await call(app, 'GET', '/api/v1/app/pre/');

    const suite = await journal(app, '', 'suite-a');
    expect(suite.entries.map((entry) => entry.endpoint)).toEqual([
      'policyList',
      'verifyOtpAndGetSession',
      'sendOtp',
    ]);
    expect(suite.entries.every((entry) => entry.tenant === 'suite-a')).toBe(true);
    expect(suite.entries[0]!.userId).toBe(DEMO_USERS.budi.id);
    expect((await journal(app)).entries.map((entry) => entry.endpoint)).toEqual(['appPre']);
    expect((await call(app, 'GET', `/__admin/journal/${suite.entries[0]!.seq}`)).statusCode).toBe(404);
  });

  it('journals a logout under the user who logged out', async () => {
    app = createTestApp();
    const token = await login(app, DEMO_USERS.siti.phone);
    await call(app, 'POST', '/api/v1/auth/logout/', { token });
    expect((await journal(app, '?limit=1')).entries[0]).toMatchObject({
      path: '/api/v1/auth/logout/',
      status: 204,
      userId: DEMO_USERS.siti.id,
      response: { size: 0, body: null },
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
      response: null,
    });
    expect(entries[1]).toMatchObject({
      path: '/api/v1/policy/policies/',
      status: 401,
      response: { body: { code: 'unauthorized' } },
    });
  });

  it('does not record admin calls, the health check or unknown routes', async () => {
    app = createTestApp();
    await call(app, 'GET', '/__admin/faults');
    await call(app, 'GET', '/__health');
    await call(app, 'GET', '/api/v9/nothing-here/');
    expect(await journal(app)).toMatchObject({ total: 0, count: 0, entries: [] });
  });

  it('is cleared by DELETE and by a reset; numbering goes on', async () => {
    app = createTestApp();
    await call(app, 'GET', '/api/v1/app/pre/');
    expect((await call(app, 'DELETE', '/__admin/journal')).statusCode).toBe(204);
    expect((await journal(app)).total).toBe(0);
    await call(app, 'GET', '/api/v1/app/pre/');
    expect((await journal(app)).entries[0]!.seq).toBe(2);
    await call(app, 'POST', '/__admin/reset');
    expect((await journal(app)).total).toBe(0);
  });

  it('is not kept at all when the admin API is off', async () => {
    app = createTestApp({ adminEnabled: false });
    expect((await call(app, 'GET', '/api/v1/app/pre/')).statusCode).toBe(200);
    expect((await call(app, 'GET', '/__admin/journal')).statusCode).toBe(404);
    expect((await call(app, 'GET', '/__admin/journal.har')).statusCode).toBe(404);
  });
});

describe('RequestJournal', () => {
  const record = (path: string, bytes = 0): Omit<JournalRecord, 'seq'> => ({
    startedAt: 0,
    durationMs: 1,
    method: 'GET',
    url: path,
    path,
    query: {},
    headers: {},
    protocol: 'http',
    httpVersion: '1.1',
    body: { kind: 'none' },
    endpoint: null,
    userId: null,
    status: 200,
    faultId: null,
    stubId: null,
    answer: null,
    bytes,
  });
  const all = { limit: 1000, order: 'desc' } as const;
  const paths = (journal: RequestJournal) => journal.find(all).records.map((entry) => entry.path);

  it('keeps only the most recent calls up to its entry capacity', () => {
    const bounded = new RequestJournal(3);
    for (let index = 1; index <= 5; index += 1) bounded.record(record(`/call/${index}`));
    expect(bounded.size).toBe(3);
    expect(bounded.evicted).toBe(2);
    expect(paths(bounded)).toEqual(['/call/5', '/call/4', '/call/3']);
    expect(bounded.find(all).records.map((entry) => entry.seq)).toEqual([5, 4, 3]);
    expect(bounded.get(2)).toBeUndefined();
    expect(bounded.get(4)?.path).toBe('/call/4');
  });

  it('keeps only as many as fit its byte capacity, and always the latest', () => {
    const bounded = new RequestJournal(100, 5000);
    for (let index = 1; index <= 4; index += 1) bounded.record(record(`/call/${index}`, 2000));
    expect(paths(bounded)).toEqual(['/call/4', '/call/3']);
    expect(bounded.bytes).toBe(4000);
    bounded.record(record('/huge', 9000));
    expect(paths(bounded)).toEqual(['/huge']);
  });

  it('keeps finding entries by seq after many evictions', () => {
    const bounded = new RequestJournal(10);
    for (let index = 1; index <= 5000; index += 1) bounded.record(record(`/call/${index}`));
    expect(bounded.size).toBe(10);
    expect(bounded.get(4991)?.path).toBe('/call/4991');
    expect(bounded.get(4990)).toBeUndefined();
    expect(bounded.find({ ...all, before: 4995, limit: 2 })).toMatchObject({ next: 4993 });
  });

  it('starts filling again after a clear', () => {
    const bounded = new RequestJournal(2);
    bounded.record(record('/a'));
    bounded.record(record('/b'));
    bounded.clear();
    bounded.record(record('/c'));
    expect(paths(bounded)).toEqual(['/c']);
    expect(bounded.get(3)?.path).toBe('/c');
  });
});
