import { redirect } from '@tanstack/react-router';

/** Where this document was loaded: read once, when the app starts. */
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * The login pages are their own light document, login.html, which the gateway serves at /generate-otp and
 * /verify (decision record 0027). When the app navigates there (a logout, a 401, a protected page, a link), the
 * route hands the address over with a full page load in place of the current history entry, so the back button
 * and the address bar stay as the app's navigation left them. A preload (a link hovered) goes nowhere.
 *
 * Only when the app itself was served for that address (a server that does not know the login document) does
 * it stay, so a misconfigured server shows an empty page instead of reloading forever.
 */
export function handOverToLoginDocument(
  location: { pathname: string; href: string },
  preload: boolean,
): void {
  if (preload || location.pathname === documentPath) return;
  throw redirect({ href: location.href, reloadDocument: true, replace: true });
}
