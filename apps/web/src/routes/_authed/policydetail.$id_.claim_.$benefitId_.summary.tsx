import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimSummaryView } from '../../features/claims/components/claim-summary-view.tsx';
import {
  claimCompletionQuery,
  claimCompletionRoute,
  requireClaim,
} from '../../features/claims/completion/claim-route.ts';

export const Route = createFileRoute('/_authed/policydetail/$id_/claim_/$benefitId_/summary')({
  ...claimCompletionRoute,
  staticData: {
    title: () => m.claims_summary_title(),
    backTo: (params) => `/policydetail/${params.id ?? ''}`,
  },
  beforeLoad: ({ search, params }) => requireClaim(search, params.id),
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
