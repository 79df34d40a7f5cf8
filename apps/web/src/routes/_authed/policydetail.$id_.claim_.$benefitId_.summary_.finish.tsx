import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimFinishView } from '../../features/claims/components/claim-finish-view.tsx';
import {
  claimCompletionQuery,
  claimCompletionRoute,
  requireClaim,
} from '../../features/claims/completion/claim-route.ts';
import { pathForRole } from '../../lib/roles.ts';

export const Route = createFileRoute('/_authed/policydetail/$id_/claim_/$benefitId_/summary_/finish')({
  ...claimCompletionRoute,
  staticData: { title: () => m.claims_finish_title(), backTo: '/?source=claim' },
  beforeLoad: ({ search, params }) => requireClaim(search, params.id),
  loader: ({ context: { queryClient }, deps }) => {
    queryClient.ensureQueryData(claimCompletionQuery(deps.claimId)).catch(() => undefined);
  },
  component: ClaimFinishPage,
});

function ClaimFinishPage() {
  const { claimId, session } = Route.useRouteContext();
  return <ClaimFinishView claimId={claimId} listPath={pathForRole('/?source=claim', session.services)} />;
}
