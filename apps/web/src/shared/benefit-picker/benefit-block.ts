import type { ClaimBenefit } from '@portal/contracts/entities/benefit';

/** Why a benefit cannot be chosen, or null when it can: used up, or refused for a reason the broker keeps. */
export function benefitBlock(
  benefit: Pick<ClaimBenefit, 'is_claimable' | 'remaining_coverage'>,
): 'exhausted' | 'not-claimable' | null {
  if (benefit.is_claimable) return null;
  return benefit.remaining_coverage <= 0 ? 'exhausted' : 'not-claimable';
}
