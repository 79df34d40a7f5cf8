import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimsView } from '../../features/claims/components/claims-view.tsx';
import { claimListQuery } from '../../features/claims/hooks/use-claim-list.ts';
import { PoliciesView } from '../../features/policies/components/policies-view.tsx';
import { policyListQuery } from '../../features/policies/hooks/use-policy-list.ts';
import { HOME_SEARCH_DEFAULTS, homeSearchSchema } from '../../lib/search-params.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export const Route = createFileRoute('/_authed/')({
  validateSearch: homeSearchSchema,
  // Defaults stay out of the address bar: '/' rather than '/?source=polis&tab=all&page=1'.
  search: { middlewares: [stripSearchParams(HOME_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  // Not awaited: the page shows its tabs and skeletons at once and the list fills in; failures are shown
  // (with a retry) by the list itself rather than by the route's error boundary.
  loader: ({ context: { queryClient }, deps }) => {
    const loading =
      deps.source === 'claim'
        ? queryClient.ensureQueryData(claimListQuery(deps.tab, deps.page))
        : queryClient.ensureQueryData(policyListQuery(deps.tab, deps.page));
    loading.catch(() => undefined);
  },
  component: HomePage,
});

function HomePage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle(search.source === 'claim' ? m.claims_title() : m.policies_title());

  const toPage = (page: number) => {
    window.scrollTo({ top: 0 });
    void navigate({ search: (previous) => ({ ...previous, page }) });
  };

  if (search.source === 'claim') {
    return (
      <ClaimsView
        filter={search.tab}
        page={search.page}
        onFilterChange={(tab) => void navigate({ search: { source: 'claim', tab, page: 1 } })}
        onPageChange={toPage}
      />
    );
  }
  return (
    <PoliciesView
      tab={search.tab}
      page={search.page}
      onTabChange={(tab) => void navigate({ search: { source: 'polis', tab, page: 1 } })}
      onPageChange={toPage}
    />
  );
}
