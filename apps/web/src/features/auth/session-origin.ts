import { partnerClaimPath } from '@portal/contracts/constants';
import { LOGIN_FLOWS, type LoginFlow } from '../../lib/search-params.ts';

/**
 * Where the current session was started from. Spec §2 and §8: a ride-hailing passenger or driver whose
 * session expires goes back to that claim entry, not to the generic login.
 */
const STORAGE_KEY = 'portal.sessionOrigin';

export function rememberSessionOrigin(flow: LoginFlow | undefined): void {
  try {
    if (flow) window.localStorage.setItem(STORAGE_KEY, flow);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage blocked: an expired session then goes to the generic login
  }
}

export function sessionOrigin(): LoginFlow | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return (LOGIN_FLOWS as readonly (string | null)[]).includes(value) ? (value as LoginFlow) : null;
  } catch {
    return null;
  }
}

export type UnauthorizedDestination =
  { kind: 'path'; href: string } | { kind: 'login'; to: '/generate-otp' | '/agency/login'; redirect: string };

/**
 * Where a 401 sends the user (spec §8): the ride-hailing claim path when the session came from there,
 * otherwise the login (the agency one for agency users), which brings them back to `currentHref`.
 */
export function unauthorizedDestination(input: {
  origin: LoginFlow | null;
  isAgencyUser: boolean;
  currentHref: string;
}): UnauthorizedDestination {
  if (input.origin === 'gojek-passenger' || input.origin === 'go-driver') {
    return { kind: 'path', href: partnerClaimPath(input.origin) };
  }
  return {
    kind: 'login',
    to: input.isAgencyUser ? '/agency/login' : '/generate-otp',
    redirect: input.currentHref,
  };
}
