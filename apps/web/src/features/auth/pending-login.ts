import * as z from 'zod/mini';
import { COUNTRY_CODES, OTP_MEDIUMS, RIDE_HAILING_CLAIM_PATHS } from '@portal/contracts/constants';
import { LOGIN_FLOWS, type LoginFlow } from '../../lib/search-params.ts';

/** A login between "send OTP" and "verify": kept in sessionStorage so a reload of /verify keeps working. */
export const PendingLogin = z.object({
  operationId: z.string().check(z.minLength(1)),
  /** International number as the gateway returned it, e.g. 6281200000001. */
  phone: z.string().check(z.minLength(1)),
  countryCode: z.enum(COUNTRY_CODES),
  /** What the user typed, to refill the form when they go back to change it. */
  nationalPhone: z.string(),
  medium: z.enum(OTP_MEDIUMS),
  /** Epoch ms of the last send, for the resend countdown. */
  sentAt: z.number(),
  redirect: z.optional(z.string()),
  flow: z.optional(z.enum(LOGIN_FLOWS)),
  id: z.optional(z.string()),
});
export type PendingLogin = z.infer<typeof PendingLogin>;

const STORAGE_KEY = 'portal.pendingLogin';

export function readPendingLogin(): PendingLogin | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = PendingLogin.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function savePendingLogin(pending: PendingLogin): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // storage blocked: the verify page then sends the user back to request a new code
  }
}

export function clearPendingLogin(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

const FLOW_CLAIM_PATHS: Record<LoginFlow, string> = {
  'gojek-passenger': RIDE_HAILING_CLAIM_PATHS.passenger,
  'go-driver': RIDE_HAILING_CLAIM_PATHS.driver,
  'go-life': '/go-life/claim',
};

/** Where a finished login goes: the remembered page, else the claim flow it started from, else the list. */
export function loginDestination(pending: Pick<PendingLogin, 'redirect' | 'flow' | 'id'>): string {
  if (pending.redirect) return pending.redirect;
  if (pending.flow) {
    const path = FLOW_CLAIM_PATHS[pending.flow];
    return pending.id ? `${path}?${new URLSearchParams({ id: pending.id })}` : path;
  }
  return '/';
}
