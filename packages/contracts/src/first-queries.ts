/*
 * The tRPC queries a page asks before it can draw its content (decision record 0023). The gateway answers them
 * while it sends the page and writes the answers into it (apps/gateway/src/http/static.ts); the page puts them in
 * its query cache under the keys its loaders and components ask (apps/web/src/first-queries.ts), so the page's
 * data costs no round trip after its scripts. A query the page does not find there (not answered, failed,
 * another input) it asks itself, as without this.
 *
 * Which queries a page asks first its route file declares, as JSON (`staticData.firstQueries`): the route's
 * loader starts them from that declaration, and the web build copies it into routes.json for the gateway
 * (decision record 0049). This module holds the vocabulary of those declarations and the one reading of them;
 * ./first-queries-schema.ts checks one read from outside the app's types (the gateway's routes.json).
 */

/** What every page of the app asks first: the brand (the root), the session (the protected layout), telemetry. */
export const PAGE_QUERIES = ['config.get', 'auth.session', 'config.telemetry'] as const;

/** A query of a page's own data: the procedure and its input. */
export type RouteQuery =
  | { path: 'policies.list'; input: { tab: string; offset: number; limit: number } }
  | { path: 'claims.detail'; input: { id: string } }
  | { path: 'chat.thread'; input: { claimId: string } };

/** Any query the gateway may answer with a page. */
export type FirstQuery = { path: (typeof PAGE_QUERIES)[number]; input?: undefined } | RouteQuery;
export type FirstQueryPath = FirstQuery['path'];

export const ROUTE_QUERY_PATHS = [
  'policies.list',
  'claims.detail',
  'chat.thread',
] as const satisfies readonly RouteQuery['path'][];

/** A value of the address's search as text, `default` when the search does not name it. */
export interface SearchValue {
  from: 'search';
  name: string;
  default: string;
}

/**
 * A 1-based page number of the search (the first page when absent) as the offset of the page's first item. Only
 * a plain number from 1 to 9999 is read: with any other the query is not asked (its input would be a guess).
 */
export interface SearchPageOffset {
  from: 'search';
  name: string;
  as: 'offset';
  pageSize: number;
}

/** One input value: a literal, a route parameter (`'$id'`), or read from the search. */
type ValueTemplate<Value> = Value extends number ? number | SearchPageOffset : string | SearchValue;
type AnyValueTemplate = ValueTemplate<string> | ValueTemplate<number>;

type TemplateOf<Query extends RouteQuery> = {
  path: Query['path'];
  input: { [Key in keyof Query['input']]: ValueTemplate<Query['input'][Key]> };
  /** Asked only when each search value named here is absent or one of those listed. */
  when?: Readonly<Record<string, readonly string[]>>;
};

/** A first query as a route declares it: JSON only, its input taken from the address. */
export type FirstQueryTemplate = RouteQuery extends infer Query
  ? Query extends RouteQuery
    ? TemplateOf<Query>
    : never
  : never;

/** A search as the gateway has it (the address's) or as the router has it (parsed: `page` is a number). */
export type SearchOf = URLSearchParams | Readonly<Record<string, unknown>>;

const PLAIN_PAGE = /^[1-9][0-9]{0,3}$/;

/**
 * The queries of a page from its declaration, its route's parameters and its search. A query whose condition
 * the search does not meet, or whose input the address does not give, is left out.
 */
export function resolveFirstQueries(
  templates: readonly FirstQueryTemplate[] | undefined,
  params: Readonly<Record<string, string>>,
  search: SearchOf,
): RouteQuery[] {
  // A value of the search as text: the address's is text, the router's has numbers (`page`).
  const read = (name: string) => {
    const value = search instanceof URLSearchParams ? search.get(name) : search[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  };
  return (templates ?? []).flatMap((template): RouteQuery[] => {
    for (const [name, allowed] of Object.entries(template.when ?? {})) {
      const value = read(name);
      if (value !== undefined && !allowed.includes(value)) return [];
    }
    const input: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(template.input as Record<string, AnyValueTemplate>)) {
      let resolved: string | number | undefined;
      if (typeof value !== 'object') {
        resolved = typeof value === 'string' && value.startsWith('$') ? params[value.slice(1)] : value;
      } else {
        const text = read(value.name) ?? ('as' in value ? '1' : value.default);
        resolved = !('as' in value)
          ? text
          : PLAIN_PAGE.test(text)
            ? (Number(text) - 1) * value.pageSize
            : undefined;
      }
      if (resolved === undefined || resolved === '') return [];
      input[key] = resolved;
    }
    return [{ path: template.path, input } as RouteQuery];
  });
}
