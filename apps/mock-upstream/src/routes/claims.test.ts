import { CLAIM_FILTER_GROUPS, CLAIM_LIST_FILTERS } from '@portal/contracts/entities/claim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readResponse } from '../testing/harness.ts';

const CLAIMS = '/api/v1/claim/list/';
const REQUIRED_GROUPS = [
  'initiated',
  'document_pending',
  'document_received',
  'document_reprocess',
  'settled',
  'rejected',
] as const;

describe('claim list', () => {
  let app: FastifyInstance;
  let budi: string;

  beforeAll(async () => {
    app = createTestApp();
    budi = await login(app, DEMO_USERS.budi.phone);
  });
  afterAll(() => app.close());

  const list = async (query: string, token = budi) =>
    readResponse('claimList', await call(app, 'GET', `${CLAIMS}?${query}`, { token }));

  it.each(CLAIM_LIST_FILTERS)('the %s tab shows only its status groups', async (filter) => {
    const claims = await list(`filter=${filter}&limit=100`);
    expect(claims.data.length).toBeGreaterThan(0);
    for (const claim of claims.data) expect(CLAIM_FILTER_GROUPS[filter]).toContain(claim.status_group);
  });

  it('a rejected claim’s card carries the reason its details give; other cards carry none', async () => {
    const claims = (await list('filter=settled&limit=100')).data;
    const rejected = claims.find((claim) => claim.claim_id === 'clm_1108');
    expect(rejected?.rejection_reason).toBe(
      'Laporan kehilangan bagasi dari maskapai (Property Irregularity Report) tidak dilampirkan.',
    );
    const others = claims.filter((claim) => claim.status_group === 'settled');
    expect(others.length).toBeGreaterThan(0);
    for (const claim of others) expect(claim.rejection_reason).toBeUndefined();
  });

  it('the tabs split the whole list', async () => {
    const all = (await list('filter=all&limit=100')).meta_data.total;
    const parts = await Promise.all(
      (['initiated', 'after-documents', 'settled'] as const).map(
        async (filter) => (await list(`filter=${filter}&limit=100`)).meta_data.total,
      ),
    );
    expect(parts.reduce((sum, count) => sum + count, 0)).toBe(all);
  });

  it('pages with offset and limit under meta_data, newest first', async () => {
    const first = await list('offset=0&limit=5');
    const second = await list('offset=5&limit=5');
    expect(first.meta_data).toEqual({ offset: 0, limit: 5, total: 9 });
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(4);
    const created = [...first.data, ...second.data].map((claim) => Date.parse(claim.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('filters by partner_id', async () => {
    const shopee = await list('partner_id=shopee');
    expect(shopee.data.length).toBeGreaterThan(0);
    expect(shopee.data.every((claim) => claim.product_key.startsWith('shopee'))).toBe(true);
  });

  it('claims waiting for documents carry a submission deadline, closed ones do not', async () => {
    const claims = (await list('limit=100')).data;
    for (const claim of claims) {
      if (claim.status_group === 'initiated' || claim.status_group === 'document_pending') {
        expect(claim.max_doc_submission_date, claim.claim_id).not.toBeNull();
      }
      if (claim.status_group === 'settled' || claim.status_group === 'rejected') {
        expect(claim.max_doc_submission_date, claim.claim_id).toBeNull();
      }
    }
  });

  it('every policy user has a claim in every status group', async () => {
    for (const user of [DEMO_USERS.budi, DEMO_USERS.siti, DEMO_USERS.rizky, DEMO_USERS.putri]) {
      const token = await login(app, user.phone);
      const groups = new Set((await list('limit=100', token)).data.map((claim) => claim.status_group));
      for (const group of REQUIRED_GROUPS) expect(groups.has(group), `${user.name}: ${group}`).toBe(true);
    }
  });

  it('shows a user only their own claims', async () => {
    const siti = await login(app, DEMO_USERS.siti.phone);
    const claims = (await list('limit=100', siti)).data;
    expect(claims.every((claim) => claim.policy_holder_name === DEMO_USERS.siti.name)).toBe(true);
  });
});
