import {
  COUNTRY_CODES,
  OTP_MEDIUMS,
  partnerClaimPath,
  type CountryCode,
  type OtpMedium,
} from '@portal/contracts/constants';
import { LOGIN_FLOWS, type LoginFlow } from '../../lib/search-params.ts';

/** A login between "send OTP" and "verify": kept in sessionStorage so a reload of /verify keeps working. */
export interface PendingLogin {
  operationId: string;
  /** International number as the gateway returned it, e.g. 6281200000001. */
  phone: string;
  countryCode: CountryCode;
  /** What the user typed, to refill the form when they go back to change it. */
  nationalPhone: string;
  medium: OtpMedium;
  /** Epoch ms of the last send, for the resend countdown. */
  sentAt: number;
  redirect?: string;
  flow?: LoginFlow;
  id?: string;
  /** Started on the agency login: the gateway admits agency users only. */
  agencyLogin?: true;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);
const isFilled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * What sessionStorage held, if it is a pending login (another tab's older format or a hand edit is not).
 * Plain checks rather than a schema library: the login document carries no zod (decision record 0027).
 */
export function parsePendingLogin(value: unknown): PendingLogin | null {
  if (typeof value !== 'object' || value === null) return null;
  const { operationId, phone, countryCode, nationalPhone, medium, sentAt, redirect, flow, id, agencyLogin } =
    value as Record<string, unknown>;
  if (!isFilled(operationId) || !isFilled(phone) || typeof nationalPhone !== 'string') return null;
  if (!isOneOf(COUNTRY_CODES, countryCode) || !isOneOf(OTP_MEDIUMS, medium) || typeof sentAt !== 'number') {
    return null;
  }
  if (redirect !== undefined && typeof redirect !== 'string') return null;
  if (flow !== undefined && !isOneOf(LOGIN_FLOWS, flow)) return null;
  if (id !== undefined && typeof id !== 'string') return null;
  if (agencyLogin !== undefined && agencyLogin !== true) return null;
  return {
    operationId,
    phone,
    countryCode,
    nationalPhone,
    medium,
    sentAt,
    ...(redirect === undefined ? {} : { redirect }),
    ...(flow === undefined ? {} : { flow }),
    ...(id === undefined ? {} : { id }),
    ...(agencyLogin === true ? { agencyLogin } : {}),
  };
}

const STORAGE_KEY = 'portal.pendingLogin';

export function readPendingLogin(): PendingLogin | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    return parsePendingLogin(JSON.parse(raw));
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

/** Where a finished login goes: the remembered page, else the claim flow it started from, else the list. */
export function loginDestination(pending: Pick<PendingLogin, 'redirect' | 'flow' | 'id'>): string {
  // Only a path of this site: the login document goes there with a full page load.
  if (pending.redirect && /^\/(?![/\\])/.test(pending.redirect)) return pending.redirect;
  if (pending.flow) {
    const path = partnerClaimPath(pending.flow);
    return pending.id ? `${path}?${new URLSearchParams({ id: pending.id })}` : path;
  }
  return '/';
}
