import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimFinishView } from '../../features/claims/components/claim-finish-view.tsx';
import { claimCompletionQuery } from '../../features/claims/hooks/use-claim-completion.ts';
import { claimCompletionSearchSchema } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/policydetail/$id_/claim_/$benefitId_/summary_/finish')({
  validateSearch: claimCompletionSearchSchema,
  staticData: { title: () => m.claims_finish_title(), backTo: '/?source=claim' },
  loaderDeps: ({ search }) => ({ claimId: search.claim }),
  loader: ({ context: { queryClient }, deps }) => {
    queryClient.ensureQueryData(claimCompletionQuery(deps.claimId)).catch(() => undefined);
  },
  component: ClaimFinishPage,
});

function ClaimFinishPage() {
  const { claim } = Route.useSearch();
  return <ClaimFinishView claimId={claim} />;
}
