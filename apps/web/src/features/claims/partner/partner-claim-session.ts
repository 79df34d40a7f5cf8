import type { PartnerClaimProduct } from '@portal/contracts/constants';
import { userKey } from '../../../lib/session-store.ts';

/**
 * What a partner claim flow keeps for the tab's life (sessionStorage): the claim opened in it, so a user
 * whose session ends mid-claim and comes back to `/{product}/claim` (spec §8) can finish it. (Its key for
 * opening the claim, so a retry or a double tap opens it once, is `lib/creation-keys.ts`'s.)
 */
export interface ClaimInProgress {
  orderId: string;
  claimId: string;
}

const progressKey = (product: PartnerClaimProduct) => userKey(`partner-claim:${product}`);

export function parseClaimInProgress(raw: string | null): ClaimInProgress | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'orderId' in value &&
      'claimId' in value &&
      typeof value.orderId === 'string' &&
      typeof value.claimId === 'string'
    ) {
      return { orderId: value.orderId, claimId: value.claimId };
    }
  } catch {
    // a damaged entry is no claim
  }
  return null;
}

export function readClaimInProgress(product: PartnerClaimProduct): ClaimInProgress | null {
  try {
    return parseClaimInProgress(window.sessionStorage.getItem(progressKey(product)));
  } catch {
    return null;
  }
}

export function rememberClaimInProgress(product: PartnerClaimProduct, claim: ClaimInProgress | null): void {
  try {
    if (claim) window.sessionStorage.setItem(progressKey(product), JSON.stringify(claim));
    else window.sessionStorage.removeItem(progressKey(product));
  } catch {
    // storage blocked: the user types the order again
  }
}
