import { QueryClient } from '@tanstack/react-query';
import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { resolveFirstQueries } from '@portal/contracts/first-queries';
import { matchRoute } from '@portal/contracts/page-routes';
import { chatThreadQuery } from './features/chat/components/claim-chat-after-page.tsx';
import { claimDetailQuery } from './features/claims/hooks/use-claim-detail.ts';
import { policyListQuery } from './features/policies/hooks/use-policy-list.ts';
import { seedFirstQueries } from './first-queries.ts';
import { appConfigQuery } from './lib/app-config.ts';
import { homeSearchSchema } from './lib/search-params.ts';
import { trpc } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';

/** The page's bootstrap element as the gateway writes it (only its text is read). */
const pageWith = (answers: unknown) => ({ textContent: JSON.stringify(answers) }) as Element;

const { routesByPath } = createRouter({ routeTree, context: { queryClient: new QueryClient(), trpc } });
const routes = Object.values(routesByPath) as AnyRoute[];

/** The page at an address and its parameters (the routes here have no rivals at one address). */
function pageAt(pathname: string) {
  for (const route of routes) {
    const params = matchRoute(route.fullPath.replace(/(.)\/$/, '$1'), pathname);
    if (params) return { route, params };
  }
  return null;
}

/**
 * What the gateway writes for an address: the queries its route declares (as routes.json carries them), read
 * from the address, each with an answer.
 */
function answersFor(address: string) {
  const url = new URL(address, 'http://portal.test');
  const page = pageAt(url.pathname);
  return resolveFirstQueries(
    page?.route.options.staticData?.firstQueries,
    page?.params ?? {},
    url.searchParams,
  ).map((query) => ({ ...query, data: { of: query } }));
}

/** The keys the route's loader asks for an address, with the router's reading of its search. */
function loaderKeys(address: string, search: Record<string, unknown>) {
  const url = new URL(address, 'http://portal.test');
  const page = pageAt(url.pathname)!;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { queryFn: () => new Promise(() => {}) } },
  });
  const loader = page.route.options.loader as (context: object) => void;
  loader({ context: { queryClient, trpc }, route: page.route, params: page.params, deps: search });
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

/** The router's reading of a search (its numbers are numbers: `?page=2` is 2). */
const routerSearch = (search: Record<string, unknown>) => homeSearchSchema.parse(search);

describe('the page’s first queries, answered with the page', () => {
  it('are in the cache under the keys the loaders ask, as the policy list page reads them', () => {
    for (const [address, search] of [
      ['/', {}],
      ['/?tab=active&page=2', { tab: 'active', page: 2 }],
      ['/?source=polis&tab=expired', { source: 'polis', tab: 'expired' }],
    ] as const) {
      const queryClient = new QueryClient();
      seedFirstQueries(queryClient, trpc, pageWith(answersFor(address)));
      const { tab, page } = routerSearch(search) as { tab: 'all' | 'active' | 'expired'; page: number };
      const list = queryClient.getQueryState(policyListQuery(tab, page).queryKey);
      expect(list?.data, address).toBeDefined();
      // As if just fetched: fresh for the query's own stale time, so the loader and the list do not ask again.
      expect(list?.isInvalidated).toBe(false);
      expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
      // The route's loader starts the very query the gateway answered, and nothing else.
      expect(loaderKeys(address, routerSearch(search))).toEqual([policyListQuery(tab, page).queryKey]);
    }
  });

  it('hold a claim and its chat thread under the claim detail loader’s keys', () => {
    const queryClient = new QueryClient();
    seedFirstQueries(queryClient, trpc, pageWith(answersFor('/claimdetail/clm_1101')));
    expect(queryClient.getQueryData(claimDetailQuery('clm_1101').queryKey)).toEqual({
      of: { path: 'claims.detail', input: { id: 'clm_1101' } },
    });
    expect(queryClient.getQueryData(chatThreadQuery('clm_1101').queryKey)).toEqual({
      of: { path: 'chat.thread', input: { claimId: 'clm_1101' } },
    });
    expect(loaderKeys('/claimdetail/clm_1101', {})).toEqual([
      claimDetailQuery('clm_1101').queryKey,
      chatThreadQuery('clm_1101').queryKey,
    ]);
  });

  it('are not guessed for another list, an odd page or another page', () => {
    expect(answersFor('/?source=claim')).toEqual([]);
    expect(answersFor('/?page=0')).toEqual([]);
    expect(answersFor('/?page=x')).toEqual([]);
    expect(answersFor('/claimdetail/clm_1/complete')).toEqual([]);
    expect(answersFor('/policydetail/pol_1')).toEqual([]);
  });

  it('seed the brand, the session (a null one too) and leave out what the page does not know', () => {
    const queryClient = new QueryClient();
    seedFirstQueries(
      queryClient,
      trpc,
      pageWith([
        { path: 'config.get', data: { brand: 'default' } },
        { path: 'auth.session', data: null },
        { path: 'users.delete', data: {} },
        { path: 'claims.detail', input: { id: 'clm_1' } },
        'junk',
      ]),
    );
    expect(queryClient.getQueryData(appConfigQuery().queryKey)).toEqual({ brand: 'default' });
    expect(queryClient.getQueryState(trpc.auth.session.queryKey())?.status).toBe('success');
    expect(queryClient.getQueryData(trpc.auth.session.queryKey())).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
  });

  it('leave the cache empty when the page has no answers or unreadable ones', () => {
    const queryClient = new QueryClient();
    seedFirstQueries(queryClient, trpc, null);
    seedFirstQueries(queryClient, trpc, { textContent: '{"not":' } as Element);
    seedFirstQueries(queryClient, trpc, pageWith({ 'config.get': {} }));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
