import { createFileRoute, redirect } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimFinishView } from '../../features/claims/components/claim-finish-view.tsx';
import { claimCompletionQuery } from '../../shared/claim-completion/use-claim-completion.ts';
import { pathForRole } from '../../lib/roles.ts';
import { claimCompletionSearchSchema } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_authed/policydetail/$id_/claim_/$benefitId_/summary_/finish')({
  validateSearch: claimCompletionSearchSchema,
  staticData: { title: () => m.claims_finish_title(), backTo: '/?source=claim' },
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
  component: ClaimFinishPage,
});

function ClaimFinishPage() {
  const { claimId, session } = Route.useRouteContext();
  return <ClaimFinishView claimId={claimId} listPath={pathForRole('/?source=claim', session.services)} />;
}
