import { ClaimCard } from '@portal/contracts/entities/claim';
import { AgencyPolicy } from '@portal/contracts/entities/agency';
import { PolicyDetail } from '@portal/contracts/entities/policy';
import { describe, expect, it } from 'vitest';
import { createSeed } from './seed.ts';

describe('seed', () => {
  it('is the same on every call', () => {
    expect(createSeed()).toEqual(createSeed());
  });

  it('hands out fresh objects, so a reset never sees earlier changes', () => {
    const first = createSeed();
    first.users[0]!.name = 'Changed';
    expect(createSeed().users[0]!.name).not.toBe('Changed');
  });

  it('matches the contract schemas', () => {
    const seed = createSeed();
    for (const policy of seed.policies) PolicyDetail.parse(policy.detail);
    for (const claim of seed.claims) ClaimCard.parse(claim.card);
    for (const record of seed.agencyPolicies) AgencyPolicy.parse(record.policy);
  });

  it('uses unique ids', () => {
    const seed = createSeed();
    const unique = (ids: string[]) => expect(new Set(ids).size).toBe(ids.length);
    unique(seed.users.map((user) => user.id));
    unique(seed.users.map((user) => user.phone));
    unique(seed.policies.map((policy) => policy.detail.internal_id));
    unique(seed.claims.map((claim) => claim.card.claim_id));
    unique(seed.agencyPolicies.map((record) => record.policy.reference_id));
  });

  it('gives family members only to family policies', () => {
    for (const { detail } of createSeed().policies) {
      expect(detail.family_members.length > 0, detail.internal_id).toBe(detail.request.is_family);
    }
  });
});
