import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimSummaryView } from '../../features/claims/components/claim-summary-view.tsx';
import { claimCompletionQuery } from '../../features/claims/hooks/use-claim-completion.ts';
import { claimCompletionSearchSchema } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/policydetail/$id_/claim_/$benefitId_/summary')({
  validateSearch: claimCompletionSearchSchema,
  staticData: {
    title: () => m.claims_summary_title(),
    backTo: (params) => `/policydetail/${params.id ?? ''}`,
  },
  loaderDeps: ({ search }) => ({ claimId: search.claim }),
  loader: ({ context: { queryClient }, deps }) => {
    queryClient.ensureQueryData(claimCompletionQuery(deps.claimId)).catch(() => undefined);
  },
  component: ClaimSummaryPage,
});

function ClaimSummaryPage() {
  const { id, benefitId } = Route.useParams();
  const { claim } = Route.useSearch();
  return <ClaimSummaryView policyId={id} benefitId={benefitId} claimId={claim} />;
}
