import { z } from 'zod';
import { SHIPPING_CLAIM_RULES, SHIPPING_CLAIM_TYPES } from '@portal/contracts/constants';
import { sessionOwner } from '../files/file-refs.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { claimFailure, orFail } from '../trpc/errors.ts';
import { CREATE_REMEMBER_MS, IdempotencyKey } from '../trpc/inputs.ts';
import { fileUrlOf } from '../claims/claim-files.ts';

const rules = SHIPPING_CLAIM_RULES;

export const shippingClaimsRouter = router({
  /**
   * Files a Tokopedia shipping claim (goods damaged or lost in delivery) or a return claim (returned goods) for
   * an order of one of the user's shipping policies: the photos are refs from uploads, unsealed here like
   * claims.attachFile does. The claim then is an ordinary claim (claim list, details, completion with payout).
   * Sent once per idempotency key (decision 0008).
   */
  create: protectedProcedure
    .input(
      z.object({
        claimType: z.enum(SHIPPING_CLAIM_TYPES),
        orderId: z.string().trim().min(1).max(rules.orderIdMax),
        airwayBillNo: z.string().trim().regex(rules.airwayBillPattern),
        description: z.string().trim().min(rules.descriptionMin).max(rules.descriptionMax),
        documentRefs: z.array(z.string().min(1).max(2048)).min(rules.photosMin).max(rules.photosMax),
        idempotencyKey: IdempotencyKey,
      }),
    )
    .mutation(({ ctx, input }) => {
      const documentUrls = input.documentRefs.map((ref) => fileUrlOf(ctx, ref));
      const key = `shipping-claim-create:${input.idempotencyKey}`;
      return ctx.config.stores.idempotency.run(
        `${sessionOwner(ctx.session)}:${key}`,
        CREATE_REMEMBER_MS,
        async () => {
          const created = await orFail(
            ctx.upstream.call(
              'createShippingClaim',
              {
                body: {
                  claim_type: input.claimType,
                  order_id: input.orderId,
                  airway_bill_no: input.airwayBillNo.toUpperCase(),
                  description: input.description,
                  document_urls: documentUrls,
                },
              },
              { headers: { 'idempotency-key': key } },
            ),
            claimFailure({
              shipping_order_not_found: 'order_not_found',
              shipping_claim_exists: 'shipping_claim_exists',
            }),
          );
          // The claim number is what the user quotes to customer service; without it the id serves.
          const details = await ctx.upstream
            .call('claimDetails', { query: { claim_id: created.claim_id } })
            .catch(() => null);
          return { claimId: created.claim_id, claimNo: details?.claim_no ?? null };
        },
      );
    }),
});
