import { createFileRoute, redirect } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { claimCompletionQuery, completionPath } from '../../features/claims/completion/claim-route.ts';
import { ClaimDetailView } from '../../features/claims/components/claim-detail-view.tsx';

/**
 * 'Kirim dokumen' / 'Lengkapi' on a claim card or detail: the claim's completion lives under its policy and
 * benefit (spec §2), which the card does not carry, so this address looks them up and goes there.
 */
export const Route = createFileRoute('/_authed/claimdetail/$id_/complete')({
  staticData: { title: () => m.claims_complete_title(), backTo: '/?source=claim' },
  beforeLoad: async ({ context: { queryClient }, params }) => {
    const completion = await queryClient.ensureQueryData(claimCompletionQuery(params.id)).catch(() => null);
    // Without the lookup the claim detail tells what went wrong, with a retry.
    if (!completion) return;
    throw redirect({
      to: '/policydetail/$id/claim/$benefitId',
      params: completionPath(completion),
      search: { claim: completion.claimId },
      replace: true,
    });
  },
  component: ClaimCompleteFallback,
});

function ClaimCompleteFallback() {
  const { id } = Route.useParams();
  return <ClaimDetailView id={id} backTo={{ href: '/?source=claim', label: m.claims_back_to_list() }} />;
}
