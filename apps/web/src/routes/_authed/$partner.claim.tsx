import { createFileRoute, notFound } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { PartnerClaimView } from '../../features/claims/partner/components/partner-claim-view.tsx';
import { partnerProductOf } from '../../features/claims/partner/partner-products.ts';
import { partnerClaimSearchSchema } from '../../features/claims/partner/partner-search.ts';

/** Spec §2 `/gojek-passenger/claim`, `/go-driver/claim`, `/go-life/claim`: one page, the product is data. */
export const Route = createFileRoute('/_authed/$partner/claim')({
  validateSearch: partnerClaimSearchSchema,
  staticData: { title: () => m.partner_claim_title(), backTo: '/?source=claim' },
  beforeLoad: ({ params }) => {
    const product = partnerProductOf(params.partner);
    if (!product) throw notFound();
    return { product };
  },
  component: PartnerClaimPage,
});

function PartnerClaimPage() {
  const { product } = Route.useRouteContext();
  const { id } = Route.useSearch();
  return <PartnerClaimView key={`${product.key}:${id ?? ''}`} product={product} linkedOrderId={id} />;
}
