import { loginSearchSchema, type LoginSearch } from '../lib/search-params.ts';

/** The two addresses the login document answers (the gateway serves it for both, decision record 0027). */
export const LOGIN_PAGE_PATHS = ['/generate-otp', '/verify'] as const;
export type LoginPagePath = (typeof LOGIN_PAGE_PATHS)[number];

export function isLoginPagePath(pathname: string): pathname is LoginPagePath {
  return (LOGIN_PAGE_PATHS as readonly string[]).includes(pathname);
}

/**
 * The login's search params as the app's router reads them: a value that is JSON is taken as JSON (the router
 * writes `?id=123` for the number and `?id=%22123%22` for the string), anything else as the text it is.
 */
export function readLoginSearch(search: string): LoginSearch {
  const values: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    try {
      values[key] = JSON.parse(value);
    } catch {
      values[key] = value;
    }
  }
  return loginSearchSchema.parse(values);
}

/** The reverse, as the router writes it, so an address made here reads the same in the app. */
export function writeLoginSearch(search: LoginSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (typeof value !== 'string') continue;
    let text = value;
    try {
      JSON.parse(value);
      text = JSON.stringify(value); // '123' would read back as a number
    } catch {
      // plain text stays as it is
    }
    params.set(key, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
