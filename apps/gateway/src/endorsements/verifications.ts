import { createSealer } from '../session.ts';

/** The broker keeps an endorsement OTP's authorization this long (15 minutes); the sealed copy no longer. */
export const ENDORSEMENT_VERIFICATION_TTL_MS = 15 * 60_000;

interface SealedVerification {
  /** The policy (internal id) the OTP proved the visitor may change. */
  i: string;
  /** The broker's authorization token. */
  a: string;
  /** Expiry, epoch ms. */
  e: number;
}

/**
 * The authorized flow's proof (spec §6): after the endorsement OTP is verified the broker answers an
 * authorization token, which the page never reads. It travels sealed (encrypted and tamper-evident, like a
 * file ref) and opens only for the policy it was granted for and until it expires; no server memory holds
 * it, so any gateway instance takes the submit.
 */
export function createEndorsementVerifications(secret: string, now: () => number = Date.now) {
  const sealer = createSealer(secret, 'endorsement-verification');
  return {
    issue(internalId: string, authorization: string): { verification: string; expiresAt: number } {
      const expiresAt = now() + ENDORSEMENT_VERIFICATION_TTL_MS;
      const sealed: SealedVerification = { i: internalId, a: authorization, e: expiresAt };
      return { verification: sealer.seal(JSON.stringify(sealed)), expiresAt };
    },
    /** The broker's authorization, or null when changed, expired or granted for another policy. */
    open(verification: string, internalId: string): string | null {
      const text = sealer.open(verification);
      if (text === null) return null;
      try {
        const sealed = JSON.parse(text) as Partial<SealedVerification>;
        return sealed.i === internalId && typeof sealed.a === 'string' && (sealed.e ?? 0) > now()
          ? sealed.a
          : null;
      } catch {
        return null;
      }
    },
  };
}
export type EndorsementVerifications = ReturnType<typeof createEndorsementVerifications>;
