import { AGENCY_PRODUCT_CODES } from '@portal/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

const AGENCY_POLICIES = '/api/v1/agency/policy-list/';

describe('agency policy list', () => {
  let app: FastifyInstance;
  let agent: string;

  beforeAll(async () => {
    app = createTestApp();
    agent = await login(app, DEMO_USERS.agus.phone);
  });
  afterAll(() => app.close());

  const list = async (query: string, token = agent) =>
    readResponse('agencyPolicyList', await call(app, 'GET', `${AGENCY_POLICIES}?${query}`, { token }));

  it.each(AGENCY_PRODUCT_CODES)('the agent has %s policies in every coverage status', async (productCode) => {
    const policies = await list(`status=COMPLETED&product_code=${productCode}&page_size=100`);
    expect(
      policies.data.every((policy) => policy.provider_package.package.product.code === productCode),
    ).toBe(true);
    expect(new Set(policies.data.map((policy) => policy.coverage_period.status))).toEqual(
      new Set(['ACTIVE', 'INACTIVE', 'EXPIRED']),
    );
  });

  it('filters by coverage_status', async () => {
    const active = await list('product_code=car-protection&coverage_status=ACTIVE&page_size=100');
    expect(active.total).toBe(4);
    expect(active.data.every((policy) => policy.coverage_period.status === 'ACTIVE')).toBe(true);
  });

  it('pages with page and page_size', async () => {
    const first = await list('product_code=car-protection&page=1&page_size=5');
    const second = await list('product_code=car-protection&page=2&page_size=5');
    expect(first).toMatchObject({ page: 1, page_size: 5, total: 6 });
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(1);
  });

  it('serves the agency customer their own policies', async () => {
    const customer = await login(app, DEMO_USERS.dewi.phone);
    const policies = await list('product_code=travel-protection', customer);
    expect(policies.data.map((policy) => policy.name)).toEqual(['Dewi Lestari']);
  });

  it('refuses a non-agency user with 403 forbidden', async () => {
    const budi = await login(app, DEMO_USERS.budi.phone);
    const response = await call(app, 'GET', `${AGENCY_POLICIES}?product_code=car-protection`, {
      token: budi,
    });
    expect(readError(response, 403)).toEqual({ error: 'Forbidden', code: 'forbidden' });
  });

  it('requires a known product_code', async () => {
    const response = await call(app, 'GET', `${AGENCY_POLICIES}?product_code=boat-protection`, {
      token: agent,
    });
    expect(readError(response, 400).issues?.[0]?.path).toBe('query.product_code');
  });
});
