import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { m } from '@portal/i18n/messages';
import { ListNav } from '../../components/layout/list-nav.tsx';
import { ListSkeleton } from '../../components/list-states.tsx';
import { agencyPolicyListQuery } from '../../features/agency/hooks/use-agency-policies.ts';
import { agencyClaimListQuery } from '../../features/claims/hooks/use-agency-claim-list.ts';
import { claimListQuery } from '../../features/claims/hooks/use-claim-list.ts';
import { PoliciesView } from '../../features/policies/components/policies-view.tsx';
import { loadFirstQueries } from '../../first-queries.ts';
import { listSourcesFor } from '../../lib/roles.ts';
import { HOME_SEARCH_DEFAULTS, homeSearchSchema, type HomeSearch } from '../../lib/search-params.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/*
 * The policy list is the page most users land on; the claim and agency lists (with their page-size select
 * and chat badges) come as their own chunks, started by the loader beside their data (decision record 0023).
 */
const claimsView = () => import('../../features/claims/components/claims-view.tsx');
const agencyPoliciesView = () => import('../../features/agency/components/agency-policies-view.tsx');
const ClaimsView = lazy(() => claimsView().then((module) => ({ default: module.ClaimsView })));
const AgencyPoliciesView = lazy(() =>
  agencyPoliciesView().then((module) => ({ default: module.AgencyPoliciesView })),
);
const UnreadRepliesBadge = lazy(() =>
  import('../../features/chat/components/unread-replies-badge.tsx').then((module) => ({
    default: module.UnreadRepliesBadge,
  })),
);

/**
 * Starts loading the page of a list other than the policy list (and its view), into the cache the list reads;
 * the policy list is the route's first query.
 */
function loadOtherList(queryClient: QueryClient, search: HomeSearch): Promise<unknown> {
  switch (search.source) {
    case 'claim':
      void claimsView();
      return queryClient.ensureQueryData(claimListQuery(search.tab, search.page));
    case 'agency-policy':
      void agencyPoliciesView();
      return queryClient.ensureQueryData(agencyPolicyListQuery({ ...search, pageSize: search.size }));
    case 'agency-claim':
      void claimsView();
      return queryClient.ensureQueryData(agencyClaimListQuery(search.tab, search.page, search.size));
    default:
      return Promise.resolve();
  }
}

/** A claim card's unread customer-service replies (one call for the page's claims). */
const unreadBadge = (claimId: string, pageClaimIds: readonly string[]) => (
  <UnreadRepliesBadge claimId={claimId} pageClaimIds={pageClaimIds} />
);

const TITLES: Record<HomeSearch['source'], () => string> = {
  polis: () => m.policies_title(),
  claim: () => m.claims_title(),
  'agency-policy': () => m.agency_policies_title(),
  'agency-claim': () => m.agency_claims_title(),
};

export const Route = createFileRoute('/_authed/')({
  validateSearch: homeSearchSchema,
  // Defaults stay out of the address bar: '/' rather than '/?source=polis&tab=all&page=1'.
  search: { middlewares: [stripSearchParams(HOME_SEARCH_DEFAULTS)] },
  // The policy list, unless the search names another list: `page` is 1-based, with POLICY_PAGE_SIZE (10) to a
  // page as the list's own query asks it (first-queries.test.ts holds both the same).
  staticData: {
    firstQueries: [
      {
        path: 'policies.list',
        when: { source: ['polis'] },
        input: {
          tab: { from: 'search', name: 'tab', default: 'all' },
          offset: { from: 'search', name: 'page', as: 'offset', pageSize: 10 },
          limit: 10,
        },
      },
    ],
  },
  // Spec §6: each role has its own lists; a list that is not the user's opens the role's first one.
  beforeLoad: ({ context, search }) => {
    const sources = listSourcesFor(context.session.services);
    if (!sources.includes(search.source)) {
      throw redirect({ to: '/', search: { source: sources[0] }, replace: true });
    }
  },
  loaderDeps: ({ search }) => search,
  // Not awaited: the page shows its tabs and skeletons at once and the list fills in; failures are shown
  // (with a retry) by the list itself rather than by the route's error boundary.
  loader: ({ context, route, params, deps }) => {
    loadFirstQueries(context, route, params, deps);
    loadOtherList(context.queryClient, deps).catch(() => undefined);
  },
  component: HomePage,
});

function HomePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { session } = Route.useRouteContext();
  useDocumentTitle(TITLES[search.source]());

  const toPage = (page: number) => {
    window.scrollTo({ top: 0 });
    void navigate({ search: (previous) => ({ ...previous, page }) });
  };

  return (
    <>
      {/* Without a header (dana users, spec §2) the lists still need a way between them. */}
      {session.isDana ? (
        <ListNav services={session.services} className="mb-4 border-b border-slate-200" />
      ) : null}
      <Suspense fallback={<ListSkeleton label={m.common_loading()} />}>
        <HomeList search={search} onPageChange={toPage} navigate={navigate} />
      </Suspense>
    </>
  );
}

function HomeList({
  search,
  onPageChange,
  navigate,
}: {
  search: HomeSearch;
  onPageChange: (page: number) => void;
  navigate: ReturnType<typeof Route.useNavigate>;
}) {
  switch (search.source) {
    case 'claim':
      return (
        <ClaimsView
          filter={search.tab}
          page={search.page}
          onFilterChange={(tab) => void navigate({ search: { source: 'claim', tab, page: 1 } })}
          onPageChange={onPageChange}
          claimBadge={unreadBadge}
        />
      );
    case 'agency-claim':
      return (
        <ClaimsView
          filter={search.tab}
          page={search.page}
          onFilterChange={(tab) =>
            void navigate({ search: { source: 'agency-claim', tab, page: 1, size: search.size } })
          }
          onPageChange={onPageChange}
          agency={{
            pageSize: search.size,
            onPageSizeChange: (size) =>
              void navigate({ search: { source: 'agency-claim', tab: search.tab, page: 1, size } }),
          }}
          claimBadge={unreadBadge}
        />
      );
    case 'agency-policy':
      return (
        <AgencyPoliciesView
          product={search.product}
          coverage={search.coverage}
          page={search.page}
          size={search.size}
          onFiltersChange={(filters) => void navigate({ search: { ...search, ...filters, page: 1 } })}
          onPageChange={onPageChange}
        />
      );
    default:
      return (
        <PoliciesView
          tab={search.tab}
          page={search.page}
          onTabChange={(tab) => void navigate({ search: { source: 'polis', tab, page: 1 } })}
          onPageChange={onPageChange}
        />
      );
  }
}
