import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { FirstQuery, FirstQueryPath } from '@portal/contracts/first-queries';
import type { PolicyTab } from './lib/search-params.ts';
import type { Trpc } from './lib/trpc.ts';

/** The query key each query the gateway may answer with the page has in the cache (the tRPC options' own). */
const QUERY_KEYS: {
  [P in FirstQueryPath]: (trpc: Trpc, input: Extract<FirstQuery, { path: P }>['input']) => QueryKey;
} = {
  'config.get': (trpc) => trpc.config.get.queryKey(),
  'auth.session': (trpc) => trpc.auth.session.queryKey(),
  'config.telemetry': (trpc) => trpc.config.telemetry.queryKey(),
  // The gateway writes only answers, and the procedure refuses a tab it does not know: a written tab is one.
  'policies.list': (trpc, input) => trpc.policies.list.queryKey({ ...input, tab: input.tab as PolicyTab }),
  'claims.detail': (trpc, input) => trpc.claims.detail.queryKey(input),
  'chat.thread': (trpc, input) => trpc.chat.thread.queryKey(input),
};

type Answer = FirstQuery & { data: unknown };

function isAnswer(value: unknown): value is Answer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    'path' in value &&
    typeof value.path === 'string' &&
    Object.hasOwn(QUERY_KEYS, value.path)
  );
}

/**
 * The gateway answers the page's first queries while it sends the page and writes the answers into it as JSON
 * that never runs (apps/gateway/src/http/static.ts; which queries: packages/contracts/src/first-queries.ts,
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
    const keyOf = QUERY_KEYS[answer.path] as (trpc: Trpc, input: unknown) => QueryKey;
    queryClient.setQueryData(keyOf(trpc, answer.input), answer.data);
  }
}
