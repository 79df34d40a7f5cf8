import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimDetailView } from '../../features/claims/components/claim-detail-view.tsx';
import { claimCommentsQuery, claimDetailQuery } from '../../features/claims/hooks/use-claim-detail.ts';
import { hasPolicyRole } from '../../lib/roles.ts';

export const Route = createFileRoute('/_authed/claimdetail/$id')({
  staticData: { title: () => m.claims_detail_title(), backTo: '/?source=claim' },
  // The details and the comment thread load side by side, not one after the other.
  loader: ({ context: { queryClient }, params }) => {
    queryClient.ensureQueryData(claimDetailQuery(params.id)).catch(() => undefined);
    queryClient.ensureQueryData(claimCommentsQuery(params.id)).catch(() => undefined);
  },
  component: ClaimDetailPage,
});

function ClaimDetailPage() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  // Agency users reach claim details from the agency claim list.
  const backTo = hasPolicyRole(session.services)
    ? { href: '/?source=claim', label: m.claims_back_to_list() }
    : { href: '/?source=agency-claim', label: m.claims_back_to_list() };
  return <ClaimDetailView id={id} backTo={backTo} />;
}
