import { describe, expect, it } from 'vitest';
import { activeListSource } from './nav-items.ts';

const POLICY = ['polis', 'claim'] as const;
const AGENCY = ['agency-policy', 'agency-claim'] as const;

describe('activeListSource', () => {
  it('follows ?source on the list page', () => {
    expect(activeListSource('/', {}, POLICY)).toBe('polis');
    expect(activeListSource('/', { source: 'claim' }, POLICY)).toBe('claim');
    expect(activeListSource('/', { source: 'agency-claim' }, AGENCY)).toBe('agency-claim');
  });

  it('marks the list a detail page belongs to', () => {
    expect(activeListSource('/policydetail/pol_1', {}, POLICY)).toBe('polis');
    expect(activeListSource('/claimdetail/clm_1', {}, POLICY)).toBe('claim');
    expect(activeListSource('/claimdetail/clm_7', {}, AGENCY)).toBe('agency-claim');
    expect(activeListSource('/agency/policydetail/agp_1', {}, AGENCY)).toBe('agency-policy');
  });

  it("marks an opened claim's pages under its policy as the claims', the benefit choice as the policy's", () => {
    expect(activeListSource('/policydetail/pol_1/claim', {}, POLICY)).toBe('polis');
    expect(activeListSource('/policydetail/pol_1/claim/ben_1', { claim: 'clm_1' }, POLICY)).toBe('claim');
    expect(activeListSource('/policydetail/pol_1/claim/ben_1/summary/finish', {}, POLICY)).toBe('claim');
  });

  it('marks nothing elsewhere or for a list the user does not have', () => {
    expect(activeListSource('/profile', {}, POLICY)).toBeNull();
    expect(activeListSource('/agency/policydetail/agp_1', {}, POLICY)).toBeNull();
  });
});
