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

  it('marks nothing elsewhere or for a list the user does not have', () => {
    expect(activeListSource('/profile', {}, POLICY)).toBeNull();
    expect(activeListSource('/agency/policydetail/agp_1', {}, POLICY)).toBeNull();
  });
});
