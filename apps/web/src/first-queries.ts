import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import {
  PAGE_QUERIES,
  ROUTE_QUERY_PATHS,
  resolveFirstQueries,
  type FirstQuery,
  type FirstQueryPath,
  type SearchOf,
} from '@portal/contracts/first-queries';
import type { Trpc } from './lib/trpc.ts';

/** What the loaders and the seeding ask of a query procedure of the tRPC options proxy. */
interface QueryProcedure {
  queryOptions(input: unknown): Parameters<QueryClient['ensureQueryData']>[0];
  queryKey(input: unknown): QueryKey;
}

/** The queries the gateway may answer with a page. */
const FIRST_QUERY_PATHS: readonly string[] = [...PAGE_QUERIES, ...ROUTE_QUERY_PATHS];

/**
 * The procedure of a first query on the tRPC options proxy ('claims.detail' is `trpc.claims.detail`): its
 * options and its key are those the app's own queries use (the web test first-queries.test.ts holds each one
 * against the loaders' and components' keys).
 */
function procedureOf(trpc: Trpc, path: FirstQueryPath): QueryProcedure {
  const [router = '', procedure = ''] = path.split('.');
  return (trpc as unknown as Record<string, Record<string, QueryProcedure>>)[router]![procedure]!;
}

/**
 * A route's loader starts the first queries its route declares (`staticData.firstQueries`), read from its
 * parameters and its search as the gateway reads them from the address: loader and gateway ask the same. Not
 * awaited: the page shows at once and fills in; a failure is shown by the part of the page that reads it.
 */
export function loadFirstQueries(
  { queryClient, trpc }: { queryClient: QueryClient; trpc: Trpc },
  route: AnyRoute,
  params: Readonly<Record<string, string>>,
  search: SearchOf,
): void {
  for (const query of resolveFirstQueries(route.options.staticData?.firstQueries, params, search)) {
    queryClient
      .ensureQueryData(procedureOf(trpc, query.path).queryOptions(query.input))
      .catch(() => undefined);
  }
}

type Answer = FirstQuery & { data: unknown };

function isAnswer(value: unknown): value is Answer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    'path' in value &&
    typeof value.path === 'string' &&
    FIRST_QUERY_PATHS.includes(value.path)
  );
}

/**
 * The gateway answers the page's first queries while it sends the page and writes the answers into it as JSON
 * that never runs (apps/gateway/src/http/static.ts; which queries: the routes' `staticData.firstQueries`,
 * decision record 0023): the brand, the session, the telemetry settings and the page's own first data. Put in the
 * cache before the router asks, under the keys the loaders and components ask, they are used as if just fetched
 * (the same staleness); a query the page does not find there it asks itself, and its errors show as before.
 */
export function seedFirstQueries(queryClient: QueryClient, trpc: Trpc, element: Element | null): void {
  const text = element?.textContent;
  if (!text) return;
  let answers: unknown;
  try {
    answers = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(answers)) return;
  for (const answer of answers) {
    if (!isAnswer(answer)) continue;
    queryClient.setQueryData(procedureOf(trpc, answer.path).queryKey(answer.input), answer.data);
  }
}
