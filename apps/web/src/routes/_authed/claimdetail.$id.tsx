import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import {
  ClaimChatAfterPage,
  chatThreadQuery,
} from '../../features/chat/components/claim-chat-after-page.tsx';
import { ClaimDetailView } from '../../features/claims/components/claim-detail-view.tsx';
import { claimDetailQuery } from '../../features/claims/hooks/use-claim-detail.ts';
import { pathForRole } from '../../lib/roles.ts';

export const Route = createFileRoute('/_authed/claimdetail/$id')({
  staticData: { title: () => m.claims_detail_title(), backTo: '/?source=claim' },
  // The details and the chat thread load side by side, not one after the other.
  loader: ({ context: { queryClient }, params }) => {
    queryClient.ensureQueryData(claimDetailQuery(params.id)).catch(() => undefined);
    queryClient.ensureQueryData(chatThreadQuery(params.id)).catch(() => undefined);
  },
  component: ClaimDetailPage,
});

function ClaimDetailPage() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  // Agency users reach claim details from the agency claim list.
  const backTo = { href: pathForRole('/?source=claim', session.services), label: m.claims_back_to_list() };
  return <ClaimDetailView id={id} backTo={backTo} chat={<ClaimChatAfterPage claimId={id} />} />;
}
