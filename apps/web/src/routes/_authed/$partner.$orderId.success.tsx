import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { PartnerClaimSuccessView } from '../../features/claims/partner/components/partner-claim-success-view.tsx';
import { partnerProductOf } from '../../features/claims/partner/partner-products.ts';
import { claimCompletionSearchSchema } from '../../lib/search-params.ts';
import { claimCompletionQuery } from '../../features/claims/completion/claim-route.ts';

/** Spec §2 `/{product}/{orderId}/success?claim=…`: the claim is in. */
export const Route = createFileRoute('/_authed/$partner/$orderId/success')({
  validateSearch: claimCompletionSearchSchema,
  staticData: { title: () => m.partner_success_title(), backTo: '/?source=claim' },
  beforeLoad: ({ params, search }) => {
    const product = partnerProductOf(params.partner);
    if (!product) throw notFound();
    if (!search.claim)
      throw redirect({ to: '/$partner/claim', params: { partner: product.key }, replace: true });
    return { product, claimId: search.claim };
  },
  loaderDeps: ({ search }) => ({ claimId: search.claim ?? '' }),
  loader: ({ context: { queryClient }, deps }) => {
    queryClient.ensureQueryData(claimCompletionQuery(deps.claimId)).catch(() => undefined);
  },
  component: PartnerClaimSuccessPage,
});

function PartnerClaimSuccessPage() {
  const { product, claimId } = Route.useRouteContext();
  return <PartnerClaimSuccessView product={product} claimId={claimId} />;
}
