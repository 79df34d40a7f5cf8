import { idParam, searchValidator } from '../../lib/search-params.ts';

/**
 * `/tokopedia/shipping[/return]`: `?id=` is the order (invoice) number when Tokopedia's link gives it; `?claim=`
 * is the claim just filed, so the confirmation survives a reload. A malformed value is dropped (the router
 * reads digits as a number; both are opaque strings either way).
 */
export interface ShippingSearch {
  id?: string;
  claim?: string;
}

export const shippingSearchSchema = searchValidator<ShippingSearch, ShippingSearch>((search) => ({
  id: idParam(search.id, 64),
  claim: idParam(search.claim, 64),
}));
