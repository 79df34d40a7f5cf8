import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { DEMO, login as loginTo, startStack } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

let clock = new Date('2026-11-22T08:00:00Z');
let stack: Awaited<ReturnType<typeof startStack>>;
let gateway: FastifyInstance;
let baseUrl: string;
let mockUrl: string;

beforeAll(async () => {
  stack = await startStack(() => clock);
  ({ gateway, baseUrl, mockUrl } = stack);
});

afterAll(async () => {
  await stack?.close();
});

beforeEach(async () => {
  clock = new Date('2026-11-22T08:00:00Z');
  await fetch(`${mockUrl}/__admin/reset`, { method: 'POST' });
});

const login = (client = createTrpcHttp(baseUrl), who = DEMO) => loginTo(baseUrl, client, who);

describe('login, browse, logout', () => {
  it('logs in by OTP and keeps the broker token out of the page', async () => {
    const { client, verified } = await login();
    expect(verified.status).toBe(200);
    expect(verified.data).toMatchObject({ user: { name: expect.any(String) }, services: ['b2b2c_user'] });
    expect(JSON.stringify(verified.data)).not.toMatch(/token/i);
    const cookie = verified.setCookie.find((line) => line.startsWith('portal_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await client.query('auth.session');
    expect(session.data).toMatchObject({ services: ['b2b2c_user'], isDana: false });
  });

  it('lists policies in pages of ten and filters by tab', async () => {
    const { client } = await login();
    const first = await client.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
    const page = first.data as { data: { coverage_status: string }[]; meta: { total: number } };
    expect(page.data).toHaveLength(10);
    expect(page.meta.total).toBeGreaterThan(10);
    const second = await client.query('policies.list', { tab: 'all', offset: 10, limit: 10 });
    expect((second.data as { data: unknown[] }).data.length).toBe(page.meta.total - 10);

    const active = await client.query('policies.list', { tab: 'active', offset: 0, limit: 50 });
    const expired = await client.query('policies.list', { tab: 'expired', offset: 0, limit: 50 });
    const activeCards = (active.data as { data: { coverage_status: string }[] }).data;
    const expiredCards = (expired.data as { data: { coverage_status: string }[] }).data;
    expect(activeCards.length).toBeGreaterThan(0);
    expect(expiredCards.length).toBeGreaterThan(0);
    expect(activeCards.every((card) => card.coverage_status === 'ACTIVE')).toBe(true);
    expect(expiredCards.every((card) => card.coverage_status !== 'ACTIVE')).toBe(true);
    expect(activeCards.length + expiredCards.length).toBe(page.meta.total);
  });

  it('lists claims by tab', async () => {
    const { client } = await login();
    const all = await client.query('claims.list', { filter: 'all', offset: 0, limit: 50 });
    const settled = await client.query('claims.list', { filter: 'settled', offset: 0, limit: 50 });
    const allCards = (all.data as { data: { status_group: string }[] }).data;
    const settledCards = (settled.data as { data: { status_group: string }[] }).data;
    expect(allCards.length).toBeGreaterThan(settledCards.length);
    expect(
      settledCards.every((card) => ['settled', 'rejected', 'claim_rejected'].includes(card.status_group)),
    ).toBe(true);
    // Each card names its status in each language (the portal's label of a known status).
    const named = (all.data as { data: { status_code: string; statusNames: Record<string, string> }[] }).data;
    expect(named.every((card) => Object.keys(card.statusNames).sort().join() === 'en,id,th,vi')).toBe(true);
    expect(named.find((card) => card.status_code === 'document_reprocess')?.statusNames).toEqual({
      id: 'Unggah ulang',
      en: 'Re-upload',
      th: 'อัปโหลดใหม่',
      vi: 'Tải lên lại',
    });
  });

  it('opens a policy detail, and refuses another user’s policy', async () => {
    const { client } = await login();
    const list = await client.query('policies.list', { tab: 'all', offset: 0, limit: 1 });
    const id = (list.data as { data: { internal_id: string }[] }).data[0]?.internal_id;
    const detail = await client.query('policies.detail', { id });
    // With the address of its endorsement page, which the page links to as it is.
    expect(detail.data).toMatchObject({
      internal_id: id,
      endorsementLink: { path: expect.stringMatching(/\/endorse(\/|$)/) },
    });

    const other = await login(createTrpcHttp(baseUrl), { ...DEMO, phone: '81200000002' });
    const refused = await other.client.query('policies.detail', { id });
    expect(refused.error?.data).toMatchObject({ code: 'NOT_FOUND', errorKey: 'policy_detail_failed' });
  });

  it('logs out: the session is gone and the old cookie no longer works upstream', async () => {
    const { client } = await login();
    const staleCookie = client.jar.get('portal_session');
    const out = await client.mutate('auth.logout');
    expect(out.status).toBe(200);
    expect(out.setCookie.some((line) => /portal_session=;/.test(line))).toBe(true);
    expect((await client.query('auth.session')).data).toBeNull();
    const afterLogout = await client.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.error?.data.errorKey).toBe('session_expired');

    // Replaying the old cookie: the gateway revoked its session id, so it answers 401 before asking the broker
    // (session-lifetime.integration.test.ts: even when the broker's logout failed).
    const replay = createTrpcHttp(baseUrl);
    replay.jar.set('portal_session', staleCookie ?? '');
    const replayed = await replay.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
    expect(replayed.status).toBe(401);
    expect(replayed.error?.data).toMatchObject({ code: 'UNAUTHORIZED', errorKey: 'session_expired' });
  });
});

describe('details, agency, profile and brand', () => {
  it('opens a claim detail with its history and its comment thread', async () => {
    const { client } = await login();
    const list = await client.query('claims.list', { filter: 'all', offset: 0, limit: 50 });
    const claims = (list.data as { data: { claim_id: string }[] }).data;
    const withHistory = await Promise.all(
      claims.map(async (claim) => (await client.query('claims.detail', { id: claim.claim_id })).data),
    );
    for (const [index, detail] of withHistory.entries()) {
      expect(detail).toMatchObject({
        claim_id: claims[index]?.claim_id,
        status: { status_code: expect.any(String) },
      });
    }
    expect(
      withHistory.some((detail) => (detail as { status_history: unknown[] }).status_history.length > 0),
    ).toBe(true);
    const thread = await client.query('chat.thread', { claimId: claims[0]?.claim_id });
    expect(thread.data).toMatchObject({ entity_ref_id: claims[0]?.claim_id, comments: expect.any(Array) });
  });

  it('files a claim on a benefit: it appears in the list, initiated', async () => {
    const { client } = await login();
    const offer = await client.query('claims.benefits', { policyId: 'pol_1010' });
    expect(offer.data).toMatchObject({
      policyId: 'pol_1010',
      productKey: 'gosure-personal-accident-insurance',
      isActive: true,
    });
    const benefits = (offer.data as { benefits: { benefit_id: string }[] }).benefits;
    expect(benefits.map((benefit) => benefit.benefit_id)).toContain('ben_1010_1');

    const created = await client.mutate('claims.create', {
      policyId: 'pol_1010',
      benefitId: 'ben_1010_1',
      idempotencyKey: 'test-create-1010',
    });
    const { claimId } = created.data as { claimId: string };
    const detail = await client.query('claims.detail', { id: claimId });
    expect(detail.data).toMatchObject({ claim_id: claimId, status: { status_code: 'initiated' } });
    const initiated = await client.query('claims.list', { filter: 'initiated', offset: 0, limit: 50 });
    expect(
      (initiated.data as { data: { claim_id: string }[] }).data.map((claim) => claim.claim_id),
    ).toContain(claimId);
  });

  it('tells a known refusal of a benefit in the portal’s words, with the broker’s code', async () => {
    const { client } = await login();
    const refused = await client.mutate('claims.create', {
      policyId: 'pol_1004',
      benefitId: 'ben_1004_1',
      idempotencyKey: 'test-create-1004',
    });
    expect(refused.error?.data).toMatchObject({
      code: 'BAD_REQUEST',
      errorKey: 'coverage_exhausted',
      serverCode: 'coverage_exhausted',
    });
  });

  it('refuses another user’s claim with the claim-detail key', async () => {
    const budi = await login();
    const claimId = (
      (await budi.client.query('claims.list', { filter: 'all', offset: 0, limit: 1 })).data as {
        data: { claim_id: string }[];
      }
    ).data[0]?.claim_id;
    const siti = await login(createTrpcHttp(baseUrl), { ...DEMO, phone: '81200000002' });
    const refused = await siti.client.query('claims.detail', { id: claimId });
    expect(refused.error?.data).toMatchObject({ code: 'NOT_FOUND', errorKey: 'claim_detail_failed' });
  });

  it('serves agency lists and details to agency users only', async () => {
    const agent = await login(createTrpcHttp(baseUrl), { ...DEMO, phone: '81200000003' });
    const policies = await agent.client.query('agency.policyList', {
      productCode: 'car-protection',
      page: 1,
      pageSize: 5,
    });
    const page = policies.data as { data: { reference_id: string }[]; total: number };
    expect(page.data.length).toBeGreaterThan(0);
    const detail = await agent.client.query('agency.policyDetail', { id: page.data[0]?.reference_id });
    expect(detail.data).toMatchObject({ reference_id: page.data[0]?.reference_id });
    const claims = await agent.client.query('agency.claimList', { filter: 'all', page: 1, pageSize: 10 });
    expect((claims.data as { data: unknown[] }).data.length).toBeGreaterThan(0);

    const { client: policyholder } = await login();
    const refused = await policyholder.query('agency.policyList', {
      productCode: 'car-protection',
      page: 1,
      pageSize: 5,
    });
    expect(refused.error?.data.code).toBe('FORBIDDEN');
  });

  it('reads the profile and documents of the logged-in user', async () => {
    const { client } = await login();
    expect((await client.query('user.profile')).data).toMatchObject({
      name: expect.any(String),
      phone: expect.any(String),
    });
    expect((await client.query('documents.list')).data).toEqual(expect.any(Array));
  });

  it('picks the brand skin from the host', async () => {
    const client = createTrpcHttp(baseUrl);
    const plain = await client.query('config.get');
    expect(plain.data).toMatchObject({ brand: 'default', configs: expect.any(Array) });
    // fetch cannot set Host; the gateway sees the real browser's Host when the broker domain points at it.
    const broker = await gateway.inject({
      method: 'GET',
      url: '/trpc/config.get',
      headers: { host: 'portal.broker.test' },
    });
    expect(broker.json()).toMatchObject({ result: { data: { brand: 'broker' } } });
  });
});

describe('OTP failures', () => {
  it('refuses an expired code', async () => {
    const client = createTrpcHttp(baseUrl);
    const sent = await client.mutate('auth.sendOtp', { ...DEMO, medium: 'sms', languageCode: 'id' });
    const { operationId, phone } = sent.data as { operationId: string; phone: string };
    clock = new Date(clock.getTime() + 5 * 60_000 + 1_000);
    const verified = await client.mutate('auth.verifyOtp', { operationId, phone, otp: DEMO.code });
    expect(verified.error?.data).toMatchObject({ code: 'BAD_REQUEST', errorKey: 'otp_expired' });
  });

  it('locks the code after five wrong tries, even for the right code', async () => {
    const client = createTrpcHttp(baseUrl);
    const sent = await client.mutate('auth.sendOtp', { ...DEMO, medium: 'whatsapp', languageCode: 'en' });
    const { operationId, phone } = sent.data as { operationId: string; phone: string };
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await client.mutate('auth.verifyOtp', { operationId, phone, otp: '000000' });
      expect(wrong.error?.data.errorKey).toBe('otp_verify_failed');
    }
    const sixth = await client.mutate('auth.verifyOtp', { operationId, phone, otp: DEMO.code });
    expect(sixth.error?.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', errorKey: 'otp_locked' });
    expect(client.jar.has('portal_session')).toBe(false);
  });

  it('reports a failed send with the catalogue key', async () => {
    const client = createTrpcHttp(baseUrl);
    const sent = await client.mutate('auth.sendOtp', {
      countryCode: '62',
      phone: '81299999001',
      medium: 'sms',
      languageCode: 'id',
    });
    expect(sent.error?.data.errorKey).toBe('otp_send_failed');
  });

  it('rejects a malformed phone before calling the broker', async () => {
    const client = createTrpcHttp(baseUrl);
    const sent = await client.mutate('auth.sendOtp', {
      countryCode: '62',
      phone: '12ab',
      medium: 'sms',
      languageCode: 'id',
    });
    expect(sent.status).toBe(400);
    expect(sent.error?.data.errorKey).toBe('invalid_input');
  });
});

describe('OTP send budget', () => {
  it('refuses a sixth code request within a minute from one client, with the rate-limit key', async () => {
    const strict = await buildGatewayApp({
      // The per-address budget alone (the per-phone ones: auth-security.integration.test.ts).
      env: readEnv({
        LOG_LEVEL: 'silent',
        OTP_RATE_LIMIT_PER_MINUTE: '5',
        OTP_PHONE_SENDS_PER_10_MIN: '100',
      }),
      upstreamUrl: mockUrl,
      webDistDir: null,
      logger: false,
    });
    const client = createTrpcHttp(await strict.listen({ port: 0, host: '127.0.0.1' }));
    try {
      const send = () => client.mutate('auth.sendOtp', { ...DEMO, medium: 'sms', languageCode: 'id' });
      for (let attempt = 1; attempt <= 5; attempt++) expect((await send()).status).toBe(200);
      const sixth = await send();
      expect(sixth.status).toBe(429);
      expect(sixth.error?.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', errorKey: 'rate_limited' });
    } finally {
      await strict.close();
    }
  });
});

describe('cross-site protection', () => {
  it('refuses a mutation without the page header', async () => {
    const client = createTrpcHttp(baseUrl);
    const result = await client.mutate('auth.logout', undefined, {});
    expect(result.status).toBe(403);
  });

  it('refuses a mutation from another origin or a cross-site fetch', async () => {
    const client = createTrpcHttp(baseUrl);
    const fromEvil = await client.mutate('auth.logout', undefined, {
      'x-portal-csrf': '1',
      origin: 'https://evil.example',
    });
    expect(fromEvil.status).toBe(403);
    const crossSite = await client.mutate('auth.logout', undefined, {
      'x-portal-csrf': '1',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
  });

  it('lets a same-origin mutation through', async () => {
    const client = createTrpcHttp(baseUrl);
    const result = await client.mutate('auth.logout', undefined, {
      'x-portal-csrf': '1',
      origin: baseUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(result.status).toBe(200);
  });
});
