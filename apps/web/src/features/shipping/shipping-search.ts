import * as z from 'zod/mini';

const optionalId = z.catch(
  z.optional(
    z.pipe(z.union([z.string().check(z.minLength(1), z.maxLength(64)), z.number()]), z.transform(String)),
  ),
  undefined,
);

/**
 * `/tokopedia/shipping[/return]`: `?id=` is the order (invoice) number when Tokopedia's link gives it; `?claim=`
 * is the claim just filed, so the confirmation survives a reload. A malformed value is dropped.
 */
export const shippingSearchSchema = z.object({ id: optionalId, claim: optionalId });
export type ShippingSearch = z.output<typeof shippingSearchSchema>;
