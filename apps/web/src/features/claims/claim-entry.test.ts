import { describe, expect, it } from 'vitest';
import type { ClaimBenefit } from '@portal/contracts/entities/benefit';
import { claimEntryState, isBenefitsUnavailable } from './claim-entry.ts';

const benefit = (overrides: Partial<ClaimBenefit> = {}): ClaimBenefit => ({
  benefit_id: 'ben_1',
  name: 'Biaya Pengobatan',
  remaining_coverage: 5_000_000,
  max_claim_payment: 5_000_000,
  description: null,
  requires_service_center: false,
  is_claimable: true,
  ...overrides,
});

describe('claimEntryState', () => {
  it('offers a choice when at least one benefit of an active policy can be claimed', () => {
    const benefits = [
      benefit({ is_claimable: false, remaining_coverage: 0 }),
      benefit({ benefit_id: 'ben_2' }),
    ];
    expect(claimEntryState({ isActive: true, benefits })).toBe('choose');
  });

  it('treats an empty list as benefits that cannot be shown', () => {
    expect(claimEntryState({ isActive: true, benefits: [] })).toBe('no-benefits');
  });

  it('offers nothing on a policy that is not active', () => {
    expect(claimEntryState({ isActive: false, benefits: [benefit({ is_claimable: false })] })).toBe(
      'inactive',
    );
  });

  it('tells a policy whose cover has not started from one that has ended', () => {
    const benefits = [benefit()];
    expect(claimEntryState({ isActive: false, notStarted: true, benefits })).toBe('not-started');
    expect(claimEntryState({ isActive: false, notStarted: false, benefits })).toBe('inactive');
  });

  it('says so when no benefit can be claimed', () => {
    const benefits = [benefit({ is_claimable: false, remaining_coverage: 0 })];
    expect(claimEntryState({ isActive: true, benefits })).toBe('none-claimable');
  });
});

describe('isBenefitsUnavailable', () => {
  it('is true only for the benefits error of the catalogue', () => {
    expect(isBenefitsUnavailable({ data: { errorKey: 'benefits_unavailable' } })).toBe(true);
    expect(isBenefitsUnavailable({ data: { errorKey: 'policy_detail_failed' } })).toBe(false);
    expect(isBenefitsUnavailable(new Error('network'))).toBe(false);
  });
});
