import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimCompletionView } from '../../features/claims/components/claim-completion-view.tsx';
import {
  claimCompletionQuery,
  claimCompletionRoute,
  requireClaim,
} from '../../features/claims/completion/claim-route.ts';
import { preloadDynamicForm } from '../../shared/form/form-parts.tsx';

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
    // The form engine comes beside the claim, so a form step draws with it (a failure shows in its place).
    void preloadDynamicForm();
  },
  component: ClaimCompletionPage,
});

function ClaimCompletionPage() {
  const { id, benefitId } = Route.useParams();
  const { claimId } = Route.useRouteContext();
  const { step } = Route.useSearch();
  return <ClaimCompletionView policyId={id} benefitId={benefitId} claimId={claimId} step={step} />;
}
