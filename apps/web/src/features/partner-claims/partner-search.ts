import * as z from 'zod/mini';

/**
 * `?id=` of `/{product}/claim`: the partner's order id as its link gives it (the router reads digits as a
 * number; the id is an opaque string either way). A malformed one is dropped and the user types the order.
 */
export const partnerClaimSearchSchema = z.object({
  id: z.catch(
    z.optional(
      z.pipe(z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number()]), z.transform(String)),
    ),
    undefined,
  ),
});
