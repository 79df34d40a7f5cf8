import { createFileRoute, redirect } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimSummaryView } from '../../features/claims/components/claim-summary-view.tsx';
import { claimCompletionQuery } from '../../shared/claim-completion/use-claim-completion.ts';
import { claimCompletionSearchSchema } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/policydetail/$id_/claim_/$benefitId_/summary')({
  validateSearch: claimCompletionSearchSchema,
  staticData: {
    title: () => m.claims_summary_title(),
    backTo: (params) => `/policydetail/${params.id ?? ''}`,
  },
  // Without the claim there is nothing to complete: choose the benefit (spec §2), which opens one.
  beforeLoad: ({ search, params }) => {
    if (!search.claim)
      throw redirect({ to: '/policydetail/$id/claim', params: { id: params.id }, replace: true });
    return { claimId: search.claim };
  },
  loaderDeps: ({ search }) => ({ claimId: search.claim ?? '' }),
  loader: ({ context: { queryClient }, deps }) => {
    queryClient.ensureQueryData(claimCompletionQuery(deps.claimId)).catch(() => undefined);
  },
  component: ClaimSummaryPage,
});

function ClaimSummaryPage() {
  const { id, benefitId } = Route.useParams();
  const { claimId } = Route.useRouteContext();
  return <ClaimSummaryView policyId={id} benefitId={benefitId} claimId={claimId} />;
}
