import { POLICY_PAGE_SIZE } from './constants.ts';
import { matchRoute } from './page-routes.ts';

/*
 * The tRPC queries a page asks before it can draw its content, in one table for the gateway and the web app
 * (decision record 0023). The gateway answers them while it sends the page and writes the answers into
 * it (apps/gateway/src/http/static.ts); the page puts them in its query cache under the keys its loaders and
 * components ask (apps/web/src/first-queries.ts), so the page's data costs no round trip after its scripts.
 * A query the page does not find there (not answered, failed, another input) it asks itself, as without this.
 */

/** What every page of the app asks first: the brand (the root), the session (the protected layout), telemetry. */
export const PAGE_QUERIES = ['config.get', 'auth.session', 'config.telemetry'] as const;

/** The input of a page of the policy list, as its loader asks it (1-based page, the portal's page size). */
export function policyListInput<Tab extends string>(tab: Tab, page: number) {
  return { tab, offset: (page - 1) * POLICY_PAGE_SIZE, limit: POLICY_PAGE_SIZE };
}

/** A query of a page's own data: the procedure and its input. */
export type RouteQuery =
  | { path: 'policies.list'; input: ReturnType<typeof policyListInput<string>> }
  | { path: 'claims.detail'; input: { id: string } }
  | { path: 'chat.thread'; input: { claimId: string } };

/** Any query the gateway may answer with a page. */
export type FirstQuery = { path: (typeof PAGE_QUERIES)[number]; input?: undefined } | RouteQuery;
export type FirstQueryPath = FirstQuery['path'];

/** The search of `/` in the plain form the portal's own links write (`?tab=active&page=2`). */
const PLAIN_PAGE = /^[1-9][0-9]{0,3}$/;

/**
 * Route (TanStack Router's path: `$name` is a parameter) → the queries its loader starts, from the address's
 * parameters and search. Only addresses whose queries are certain are listed; anything else returns none.
 */
export const ROUTE_FIRST_QUERIES: Readonly<
  Record<string, (params: Readonly<Record<string, string>>, search: URLSearchParams) => RouteQuery[]>
> = {
  // `/` shows the policy list unless the search names another list (those are asked by the page itself).
  // A tab the list does not know is refused by the procedure and so left out; the page then asks its default.
  '/': (_params, search) => {
    const source = search.get('source');
    const page = search.get('page') ?? '1';
    if ((source !== null && source !== 'polis') || !PLAIN_PAGE.test(page)) return [];
    return [{ path: 'policies.list', input: policyListInput(search.get('tab') ?? 'all', Number(page)) }];
  },
  // The claim and its chat thread load side by side (the route's loader).
  '/claimdetail/$id': ({ id = '' }) => [
    { path: 'claims.detail', input: { id } },
    { path: 'chat.thread', input: { claimId: id } },
  ],
};

/** The queries of the page at this address (its path as sent, not decoded, and its search). */
export function firstQueriesOf(pathname: string, search: URLSearchParams): RouteQuery[] {
  for (const [route, queries] of Object.entries(ROUTE_FIRST_QUERIES)) {
    const params = matchRoute(route, pathname);
    if (params) return queries(params, search);
  }
  return [];
}
