import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimChatAfterPage } from '../../features/chat/components/claim-chat-after-page.tsx';
import { ClaimDetailView } from '../../features/claims/components/claim-detail-view.tsx';
import { loadFirstQueries } from '../../first-queries.ts';
import { pathForRole } from '../../lib/roles.ts';

export const Route = createFileRoute('/_authed/claimdetail/$id')({
  staticData: {
    title: () => m.claims_detail_title(),
    backTo: '/?source=claim',
    // The details and the chat thread load side by side, not one after the other.
    firstQueries: [
      { path: 'claims.detail', input: { id: '$id' } },
      { path: 'chat.thread', input: { claimId: '$id' } },
    ],
  },
  loader: ({ context, route, params }) => loadFirstQueries(context, route, params, {}),
  component: ClaimDetailPage,
});

function ClaimDetailPage() {
  const { id } = Route.useParams();
  const { session } = Route.useRouteContext();
  // Agency users reach claim details from the agency claim list.
  const backTo = { href: pathForRole('/?source=claim', session.services), label: m.claims_back_to_list() };
  return <ClaimDetailView id={id} backTo={backTo} chat={<ClaimChatAfterPage claimId={id} />} />;
}
