import { createFileRoute, notFound } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import {
  ClaimChatAfterPage,
  chatThreadQuery,
} from '../../features/chat/components/claim-chat-after-page.tsx';
import { ClaimDetailView } from '../../features/claims/components/claim-detail-view.tsx';
import { claimDetailQuery } from '../../features/claims/hooks/use-claim-detail.ts';
import { partnerProductOf } from '../../features/claims/partner/partner-products.ts';

/** Spec §2 `/{product}/claim-details/{id}`: the claim as its own detail page shows it. */
export const Route = createFileRoute('/_authed/$partner/claim-details/$id')({
  staticData: { title: () => m.claims_detail_title(), backTo: '/?source=claim' },
  beforeLoad: ({ params }) => {
    if (!partnerProductOf(params.partner)) throw notFound();
  },
  loader: ({ context: { queryClient }, params }) => {
    queryClient.ensureQueryData(claimDetailQuery(params.id)).catch(() => undefined);
    queryClient.ensureQueryData(chatThreadQuery(params.id)).catch(() => undefined);
  },
  component: PartnerClaimDetailPage,
});

function PartnerClaimDetailPage() {
  const { id } = Route.useParams();
  return (
    <ClaimDetailView
      id={id}
      backTo={{ href: '/?source=claim', label: m.claims_back_to_list() }}
      chat={<ClaimChatAfterPage claimId={id} />}
    />
  );
}
