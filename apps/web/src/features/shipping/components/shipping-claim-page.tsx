import { Suspense, lazy, useEffect } from 'react';
import type { ShippingClaimType } from '@portal/contracts/constants';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import type { ShippingSearch } from '../shipping-search.ts';
import { SHIPPING_CLAIM_VIEWS } from '../shipping-claim-types.ts';
import { ShippingClaimForm } from './shipping-claim-form.tsx';

/**
 * The confirmation follows a filed claim: its code is fetched once the form is drawn, so it is there when the
 * claim is filed, without weighing on the form's first paint (decision record 0023). Opened at its own address
 * (a reload), the page area stays empty for that one small file, as while a page's code loads; the footer is
 * below the fold, so nothing moves.
 */
const loadConfirmation = () => import('./shipping-confirmation.tsx');
const ShippingConfirmation = lazy(() =>
  loadConfirmation().then((module) => ({ default: module.ShippingConfirmation })),
);

/** `/tokopedia/shipping` and `/tokopedia/shipping/return`: the form, or the confirmation of the claim just filed. */
export function ShippingClaimPage({
  claimType,
  search,
}: {
  claimType: ShippingClaimType;
  search: ShippingSearch;
}) {
  useDocumentTitle(SHIPPING_CLAIM_VIEWS[claimType].title());
  useEffect(() => void loadConfirmation(), []);
  return search.claim ? (
    <Suspense fallback={null}>
      <ShippingConfirmation claimType={claimType} claimId={search.claim} />
    </Suspense>
  ) : (
    <ShippingClaimForm claimType={claimType} orderIdFromLink={search.id} />
  );
}
