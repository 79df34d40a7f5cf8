import { createFileRoute } from '@tanstack/react-router';
import { ShippingClaimPage } from '../../features/shipping/components/shipping-claim-page.tsx';
import { shippingSearchSchema } from '../../features/shipping/shipping-search.ts';

/** Spec §2 `/tokopedia/shipping`: a claim for goods damaged or lost in delivery. */
export const Route = createFileRoute('/_authed/tokopedia/shipping/')({
  validateSearch: shippingSearchSchema,
  component: function ShippingClaimRoute() {
    return <ShippingClaimPage claimType="shipping" search={Route.useSearch()} />;
  },
});
