/**
 * The sealed proof of the endorsement OTP (endorsements.verifyOtp) is kept for the tab, per policy, so a
 * reload does not ask for a new code; it is of no use after its 15 minutes or for another policy.
 */
const keyOf = (internalId: string) => `endorse-verification:${internalId}`;

interface StoredVerification {
  verification: string;
  expiresAt: number;
}

export function readVerification(internalId: string, now = Date.now()): string | undefined {
  try {
    const text = sessionStorage.getItem(keyOf(internalId));
    if (!text) return undefined;
    const stored = JSON.parse(text) as Partial<StoredVerification>;
    if (typeof stored.verification === 'string' && (stored.expiresAt ?? 0) > now) return stored.verification;
    sessionStorage.removeItem(keyOf(internalId));
  } catch {
    // Storage unavailable or changed by hand: verify again.
  }
  return undefined;
}

export function saveVerification(internalId: string, stored: StoredVerification): void {
  try {
    sessionStorage.setItem(keyOf(internalId), JSON.stringify(stored));
  } catch {
    // Without storage the verification lasts until the page is left.
  }
}

export function forgetVerification(internalId: string): void {
  try {
    sessionStorage.removeItem(keyOf(internalId));
  } catch {
    // Nothing kept.
  }
}
