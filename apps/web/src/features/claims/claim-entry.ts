import type { ClaimBenefit } from '@portal/contracts/entities/benefit';
import { errorKeyOf } from '../../lib/error-data.ts';

/** What the benefits call answers for one policy (the gateway's `claims.benefits`). */
export interface ClaimEntryData {
  isActive: boolean;
  /** The cover has not started yet (agency policies); otherwise a policy that is not active has ended. */
  notStarted?: boolean;
  benefits: readonly ClaimBenefit[];
}

/**
 * What the benefit selection can offer: nothing to show (spec §8: an empty list is the benefits error),
 * a policy whose cover has ended or not yet started, benefits none of which can be claimed now, or a choice.
 */
export type ClaimEntryState = 'no-benefits' | 'inactive' | 'not-started' | 'none-claimable' | 'choose';

export function claimEntryState(data: ClaimEntryData): ClaimEntryState {
  if (data.benefits.length === 0) return 'no-benefits';
  if (!data.isActive) return data.notStarted ? 'not-started' : 'inactive';
  if (!data.benefits.some((benefit) => benefit.is_claimable)) return 'none-claimable';
  return 'choose';
}

/**
 * Spec §8: the benefits call failing is told like an empty list ('Maaf, kami tidak dapat menampilkan
 * benefit anda', with customer service on WhatsApp); a failed policy lookup is an ordinary error with a retry.
 */
export function isBenefitsUnavailable(error: unknown): boolean {
  return errorKeyOf(error) === 'benefits_unavailable';
}
