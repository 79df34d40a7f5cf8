import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimCompletionView } from '../../features/claims/components/claim-completion-view.tsx';
import { claimCompletionRoute, requireClaim } from '../../shared/claim-completion/claim-route.ts';
import { claimCompletionQuery } from '../../shared/claim-completion/use-claim-completion.ts';

// `claim_`: the forms replace the benefit selection on screen rather than nesting inside it.
export const Route = createFileRoute('/_authed/policydetail/$id_/claim_/$benefitId')({
  ...claimCompletionRoute,
  staticData: {
    title: () => m.claims_complete_title(),
    backTo: (params) => `/policydetail/${params.id ?? ''}`,
  },
  beforeLoad: ({ search, params }) => requireClaim(search, params.id),
  loader: ({ context: { queryClient }, deps }) => {
    queryClient.ensureQueryData(claimCompletionQuery(deps.claimId)).catch(() => undefined);
  },
  component: ClaimCompletionPage,
});

function ClaimCompletionPage() {
  const { id, benefitId } = Route.useParams();
  const { claimId } = Route.useRouteContext();
  const { step } = Route.useSearch();
  return <ClaimCompletionView policyId={id} benefitId={benefitId} claimId={claimId} step={step} />;
}
