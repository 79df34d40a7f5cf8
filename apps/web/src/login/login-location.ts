import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { loginSearchSchema, type LoginSearch } from '../lib/search-params.ts';

/** The two addresses the login document answers (the gateway serves it for both, decision record 0027). */
export const LOGIN_PAGE_PATHS = ['/generate-otp', '/verify'] as const;
export type LoginPagePath = (typeof LOGIN_PAGE_PATHS)[number];

export function isLoginPagePath(pathname: string): pathname is LoginPagePath {
  return (LOGIN_PAGE_PATHS as readonly string[]).includes(pathname);
}

/**
 * The login's search params read and written with the app's router's own serialisers (JSON values, as the
 * router writes `?id=123` for a number and `?id=%22123%22` for a string), so an address made here reads the same
 * in the app. Only these functions come from the router package, not the router.
 */
export function readLoginSearch(search: string): LoginSearch {
  return loginSearchSchema.parse(defaultParseSearch(search));
}

export function writeLoginSearch(search: LoginSearch): string {
  return defaultStringifySearch(search);
}
