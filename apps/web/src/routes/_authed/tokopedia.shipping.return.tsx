import { createFileRoute } from '@tanstack/react-router';
import { ShippingClaimPage } from '../../features/shipping/components/shipping-claim-page.tsx';
import { shippingSearchSchema } from '../../features/shipping/shipping-search.ts';

/** Spec §2 `/tokopedia/shipping/return`: a claim for returned goods. */
export const Route = createFileRoute('/_authed/tokopedia/shipping/return')({
  validateSearch: shippingSearchSchema,
  component: function ShippingReturnRoute() {
    return <ShippingClaimPage claimType="return" search={Route.useSearch()} />;
  },
});
