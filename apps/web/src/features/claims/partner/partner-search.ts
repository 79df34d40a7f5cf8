import { idParam, searchValidator } from '../../../lib/search-params.ts';

/**
 * `?id=` of `/{product}/claim`: the partner's order id as its link gives it (the router reads digits as a
 * number; the id is an opaque string either way). A malformed one is dropped and the user types the order.
 */
export const partnerClaimSearchSchema = searchValidator<{ id?: string }, { id?: string }>((search) => ({
  id: idParam(search.id, 64),
}));
