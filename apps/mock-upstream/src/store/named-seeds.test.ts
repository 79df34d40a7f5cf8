import { AgencyPolicy } from '@portal/contracts/entities/agency';
import { ClaimCard } from '@portal/contracts/entities/claim';
import { PolicyDetail } from '@portal/contracts/entities/policy';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';
import { createNamedSeed, SEED_NAMES } from './named-seeds.ts';
import { createSeed } from './seed.ts';
import { DEMO_USERS } from './seed-users.ts';

const POLICY_LIST = '/api/v1/policy/policies/?offset=0&limit=10';
const CLAIM_LIST = '/api/v1/claim/list/?filter=all&offset=0&limit=10';

async function totals(app: FastifyInstance, phone: string) {
  const token = await login(app, phone);
  return {
    policies: readResponse('policyList', await call(app, 'GET', POLICY_LIST, { token })).meta.total,
    claims: readResponse('claimList', await call(app, 'GET', CLAIM_LIST, { token })).meta_data.total,
  };
}

describe('named seeds', () => {
  it.each(SEED_NAMES)('%s is the same on every call and matches the contract schemas', (name) => {
    const seed = createNamedSeed(name);
    expect(createNamedSeed(name)).toEqual(seed);
    for (const policy of seed.policies) PolicyDetail.parse(policy.detail);
    for (const claim of seed.claims) ClaimCard.parse(claim.card);
    for (const record of seed.agencyPolicies) AgencyPolicy.parse(record.policy);
  });

  it('default is the seed the mock always had', () => {
    expect(createNamedSeed('default')).toEqual(createSeed());
  });

  it('empty keeps the users but has no policies, claims or agency policies', () => {
    const seed = createNamedSeed('empty');
    expect(seed.users).toEqual(createSeed().users);
    expect([seed.policies, seed.claims, seed.agencyPolicies]).toEqual([[], [], []]);
  });

  it('large adds hundreds of records with unique ids, each claim on its owner’s policy', () => {
    const seed = createNamedSeed('large');
    const unique = (ids: string[]) => expect(new Set(ids).size).toBe(ids.length);
    unique(seed.policies.map((policy) => policy.detail.internal_id));
    unique(seed.claims.map((claim) => claim.card.claim_id));
    unique(seed.agencyPolicies.map((record) => record.policy.reference_id));
    const owned = (userId: string) => seed.policies.filter((policy) => policy.owner_id === userId).length;
    expect(owned(DEMO_USERS.budi.id)).toBe(518);
    expect(owned(DEMO_USERS.siti.id)).toBe(55);
    const ownerOfPolicy = new Map(
      seed.policies.map((policy) => [policy.detail.internal_id, policy.owner_id]),
    );
    for (const claim of seed.claims) expect(ownerOfPolicy.get(claim.policy_id)).toBe(claim.owner_id);
  });
});

describe('seeds through the admin API', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('GET /__admin/seeds lists the seeds and the current one', async () => {
    app = createTestApp();
    const body = (await call(app, 'GET', '/__admin/seeds')).json() as {
      current: string;
      seeds: { name: string }[];
    };
    expect(body.current).toBe('default');
    expect(body.seeds.map((seed) => seed.name)).toEqual(['default', 'empty', 'large']);
  });

  it('reset to empty: same users can log in, with no policies or claims', async () => {
    app = createTestApp();
    expect((await call(app, 'POST', '/__admin/reset', { payload: { seed: 'empty' } })).statusCode).toBe(204);
    expect(await totals(app, DEMO_USERS.budi.phone)).toEqual({ policies: 0, claims: 0 });
    expect((await call(app, 'GET', '/__admin/state')).json()).toMatchObject({
      seed: 'empty',
      counts: {
        users: Object.keys(DEMO_USERS).length,
        policies: 0,
        claims: 0,
        agencyPolicies: 0,
        sessions: 1,
      },
    });
  });

  it('reset to large: the main user pages through hundreds of policies and claims', async () => {
    app = createTestApp();
    await call(app, 'POST', '/__admin/reset', { payload: { seed: 'large' } });
    expect(await totals(app, DEMO_USERS.budi.phone)).toEqual({ policies: 515, claims: 509 });

    const token = await login(app, DEMO_USERS.budi.phone);
    const lastPage = await call(app, 'GET', '/api/v1/policy/policies/?offset=510&limit=10', { token });
    expect(readResponse('policyList', lastPage).data).toHaveLength(5);
    expect((await call(app, 'GET', '/__admin/seeds')).json()).toMatchObject({ current: 'large' });
  });

  it('a reset without a seed goes back to the default seed', async () => {
    app = createTestApp();
    await call(app, 'POST', '/__admin/reset', { payload: { seed: 'empty' } });
    await call(app, 'POST', '/__admin/reset');
    expect(await totals(app, DEMO_USERS.budi.phone)).toEqual({ policies: 15, claims: 9 });
    expect((await call(app, 'GET', '/__admin/state')).json()).toMatchObject({ seed: 'default' });
  });

  it('refuses an unknown seed', async () => {
    app = createTestApp();
    const response = await call(app, 'POST', '/__admin/reset', { payload: { seed: 'huge' } });
    expect(readError(response, 400).issues?.[0]?.path).toBe('body.seed');
  });

  it('the app can start from a named seed', async () => {
    app = createTestApp({ seed: 'large' });
    expect((await totals(app, DEMO_USERS.siti.phone)).policies).toBe(55);
  });
});
