import { describe, expect, it } from 'vitest';
import { benefitBlock } from './benefit-block.ts';

const benefit = (overrides: { is_claimable?: boolean; remaining_coverage?: number } = {}) => ({
  is_claimable: true,
  remaining_coverage: 5_000_000,
  ...overrides,
});

describe('benefitBlock', () => {
  it('blocks nothing claimable', () => {
    expect(benefitBlock(benefit())).toBeNull();
  });

  it('names a used-up cover, and otherwise only that it cannot be claimed now', () => {
    expect(benefitBlock(benefit({ is_claimable: false, remaining_coverage: 0 }))).toBe('exhausted');
    expect(benefitBlock(benefit({ is_claimable: false }))).toBe('not-claimable');
  });
});
