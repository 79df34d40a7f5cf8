import { DEFAULT_POLICY_STATE_FILTER } from '@portal/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

const POLICIES = '/api/v1/policy/policies/';
const DETAILS = '/api/v1/policy/policy-details/';

describe('policy list', () => {
  let app: FastifyInstance;
  let budi: string;

  beforeAll(async () => {
    app = createTestApp();
    budi = await login(app, DEMO_USERS.budi.phone);
  });
  afterAll(() => app.close());

  const list = async (query: string, token = budi) =>
    readResponse('policyList', await call(app, 'GET', `${POLICIES}?${query}`, { token }));

  it('pages the default filter in pages of 10: two pages for the main user', async () => {
    const first = await list(`policyState=${DEFAULT_POLICY_STATE_FILTER}&offset=0&limit=10`);
    const second = await list(`policyState=${DEFAULT_POLICY_STATE_FILTER}&offset=10&limit=10`);
    expect(first.data).toHaveLength(10);
    expect(first.meta).toEqual({ offset: 0, limit: 10, total: 15 });
    expect(second.data).toHaveLength(5);
    expect(second.meta).toEqual({ offset: 10, limit: 10, total: 15 });
    const ids = [...first.data, ...second.data].map((policy) => policy.internal_id);
    expect(new Set(ids).size).toBe(15);
  });

  it('applies the default policyState filter when none is given', async () => {
    expect((await list('')).meta.total).toBe(15);
  });

  it('shows the states the default filter hides when asked for them', async () => {
    const hidden = await list('policyState=CANCELLED,PENDING_PAYMENT,DRAFT');
    expect(hidden.data.map((policy) => policy.internal_id).sort()).toEqual([
      'pol_1016',
      'pol_1017',
      'pol_1018',
    ]);
  });

  it('coverage=active keeps ACTIVE policies, coverage=expired the rest', async () => {
    const active = await list('coverage=active&limit=100');
    const expired = await list('coverage=expired&limit=100');
    expect(active.data.every((policy) => policy.coverage_status === 'ACTIVE')).toBe(true);
    expect(expired.data.every((policy) => policy.coverage_status !== 'ACTIVE')).toBe(true);
    expect(active.meta.total).toBeGreaterThan(0);
    expect(expired.meta.total).toBeGreaterThan(0);
    expect(active.meta.total + expired.meta.total).toBe(15);
  });

  it('filters by partner', async () => {
    const tokopedia = await list('partner=tokopedia&limit=100');
    expect(tokopedia.data.length).toBeGreaterThan(0);
    expect(tokopedia.data.every((policy) => policy.partner === 'tokopedia')).toBe(true);
  });

  it('spans several partners and categories', async () => {
    const all = await list('limit=100');
    expect(new Set(all.data.map((policy) => policy.partner)).size).toBeGreaterThanOrEqual(5);
    for (const category of ['gadget', 'vehicle', 'health', 'travel']) {
      expect(all.data.some((policy) => policy.category_code === category)).toBe(true);
    }
  });

  it('every other policy user has active and expired policies', async () => {
    for (const user of [DEMO_USERS.siti, DEMO_USERS.rizky, DEMO_USERS.putri]) {
      const token = await login(app, user.phone);
      const policies = (await list('limit=100', token)).data;
      expect(
        policies.some((policy) => policy.coverage_status === 'ACTIVE'),
        user.name,
      ).toBe(true);
      expect(
        policies.some((policy) => policy.coverage_status !== 'ACTIVE'),
        user.name,
      ).toBe(true);
    }
  });

  it('shows the dana user only dana policies with partner=dana', async () => {
    const token = await login(app, DEMO_USERS.putri.phone);
    const dana = await list('partner=dana&limit=100', token);
    const all = await list('limit=100', token);
    expect(dana.data.every((policy) => policy.partner === 'dana')).toBe(true);
    expect(dana.meta.total).toBeLessThan(all.meta.total);
  });

  it('refuses a malformed policyState', async () => {
    const body = readError(
      await call(app, 'GET', `${POLICIES}?policyState=completed;drop`, { token: budi }),
      400,
    );
    expect(body.issues?.[0]?.path).toBe('query.policyState');
  });
});

describe('policy details', () => {
  let app: FastifyInstance;
  let budi: string;

  beforeAll(async () => {
    app = createTestApp();
    budi = await login(app, DEMO_USERS.budi.phone);
  });
  afterAll(() => app.close());

  const details = (id: string, token = budi) => call(app, 'GET', `${DETAILS}?er=1&id=${id}`, { token });

  it('returns start time, insured items and benefits in IDR', async () => {
    const policy = readResponse('policyDetails', await details('pol_1002'));
    expect(policy.internal_id).toBe('pol_1002');
    expect(policy.start_time).toBe('2026-09-05T00:00:00+07:00');
    expect(policy.insured_items).toContainEqual({ label: 'Model Perangkat', value: 'iPhone 15' });
    expect(policy.benefits[0]).toMatchObject({ max_claim_payment: 8_000_000, remaining_coverage: 6_250_000 });
    expect(policy.total_remaining_coverage).toBe(6_250_000 + 6_000_000);
    expect(policy.family_members).toEqual([]);
  });

  it('lists family members on a family policy', async () => {
    const policy = readResponse('policyDetails', await details('pol_1004'));
    expect(policy.request.is_family).toBe(true);
    expect(policy.family_members.map((member) => member.relation)).toEqual(['Istri', 'Anak', 'Anak']);
  });

  it('answers 404 for another user’s policy, exactly as for a missing one', async () => {
    const someoneElses = readError(await details('pol_2001'), 404);
    const missing = readError(await details('pol_9999'), 404);
    expect(someoneElses).toEqual({ error: 'Not found', code: 'not_found' });
    expect(missing).toEqual(someoneElses);
  });

  it('requires the id', async () => {
    expect(readError(await call(app, 'GET', DETAILS, { token: budi }), 400).issues?.[0]?.path).toBe(
      'query.id',
    );
  });
});
