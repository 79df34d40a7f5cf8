import type { ShippingClaimType } from '@portal/contracts/constants';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { ShippingSearch } from '../shipping-search.ts';
import { SHIPPING_CLAIM_VIEWS } from '../shipping-claim-types.ts';
import { ShippingClaimForm } from './shipping-claim-form.tsx';
import { ShippingConfirmation } from './shipping-confirmation.tsx';

/** `/tokopedia/shipping` and `/tokopedia/shipping/return`: the form, or the confirmation of the claim just filed. */
export function ShippingClaimPage({
  claimType,
  search,
}: {
  claimType: ShippingClaimType;
  search: ShippingSearch;
}) {
  useDocumentTitle(SHIPPING_CLAIM_VIEWS[claimType].title());
  return search.claim ? (
    <ShippingConfirmation claimType={claimType} claimId={search.claim} />
  ) : (
    <ShippingClaimForm claimType={claimType} orderIdFromLink={search.id} />
  );
}
