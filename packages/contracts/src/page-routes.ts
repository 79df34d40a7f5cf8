/*
 * The login page and how an address is matched against a TanStack Router path (`$name` is a parameter). Which
 * pages need a session the web build writes in its routes.json (decision record 0049).
 */

/**
 * The addresses of the login document (login.html, decision record 0027): a first visit there loads the login
 * forms only, not the whole app. Only these exact paths.
 */
export const LOGIN_DOCUMENT_PATHS = ['/generate-otp', '/verify'] as const;

/** The login page an anonymous visitor of a signed-in page is sent to, with the address in `redirect`. */
export const LOGIN_PATH = '/generate-otp';

/**
 * The route's parameters when the path (as sent, not decoded) matches it segment by segment, else null. Literal
 * segments match in any case, as the router's do.
 */
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
    } else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

/** The login address that brings the visitor back to `href` (a path and its search) once signed in. */
export function loginAddressFor(href: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: href }).toString()}`;
}
