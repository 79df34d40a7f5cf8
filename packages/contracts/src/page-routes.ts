/*
 * What the gateway must know of the web app's pages (TanStack Router paths: `$name` is a parameter), declared
 * here once for both: the web app's tests check this list against its route files.
 */

/**
 * The pages that need a session (the routes under the app's `_authed` layout). The gateway sends an anonymous
 * visitor of one straight to the login document, remembering the address (spec §2), instead of serving the app
 * only for it to send the browser there.
 */
export const SIGNED_IN_ROUTES = [
  '/',
  '/$partner/$orderId/success',
  '/$partner/claim',
  '/$partner/claim-details/$id',
  '/$partner/claim-form',
  '/agency/policydetail/$id',
  '/agency/policydetail/$id/claim',
  '/bank-accounts',
  '/claimdetail/$id',
  '/claimdetail/$id/complete',
  '/documents',
  '/policydetail/$id',
  '/policydetail/$id/claim',
  '/policydetail/$id/claim/$benefitId',
  '/policydetail/$id/claim/$benefitId/summary',
  '/policydetail/$id/claim/$benefitId/summary/finish',
  '/profile',
  '/tokopedia/shipping',
  '/tokopedia/shipping/return',
] as const;

/**
 * The addresses of the login document (login.html, decision record 0027): a first visit there loads the login
 * forms only, not the whole app. Only these exact paths.
 */
export const LOGIN_DOCUMENT_PATHS = ['/generate-otp', '/verify'] as const;

/** The login page an anonymous visitor of a signed-in page is sent to, with the address in `redirect`. */
export const LOGIN_PATH = '/generate-otp';

/** The route's parameters when the path matches it segment by segment, else null. */
export function matchRoute(route: string, pathname: string): Record<string, string> | null {
  const wanted = route.split('/');
  const given = pathname.split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith('$')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return null;
      }
      if (decoded === '') return null;
      params[segment.slice(1)] = decoded;
    } else if (segment !== value) return null;
  }
  return params;
}

/** Whether the page at this path (as sent, not decoded) needs a session. A trailing slash is the same page. */
export function needsSession(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SIGNED_IN_ROUTES.some((route) => matchRoute(route, path) !== null);
}

/** The login address that brings the visitor back to `href` (a path and its search) once signed in. */
export function loginAddressFor(href: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: href }).toString()}`;
}
