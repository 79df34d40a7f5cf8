import type { ClaimCard } from '@portal/contracts/entities/claim';
import { getLocale } from '@portal/i18n/runtime';
import claimStatusNames from './claim-status-names.ts';

/**
 * The status label in the user's language for a known status code; for a code the portal does not know
 * yet, the broker's display name (external one first), which is better than nothing.
 */
export function claimStatusLabel(
  claim: Pick<ClaimCard, 'status_code' | 'status_display_name' | 'external_status_display_name'>,
): string {
  const names = claimStatusNames(getLocale());
  return Object.hasOwn(names, claim.status_code)
    ? names[claim.status_code]!
    : (claim.external_status_display_name ?? claim.status_display_name);
}
