import { z } from 'zod';
import { PARTNER_CLAIM_PRODUCTS } from '@portal/contracts/constants';
import type { ClaimBenefit } from '@portal/contracts/entities/benefit';
import { PARTNER_CLAIM_TABLE, type PartnerClaimCalls } from '@portal/contracts/partner-claims';
import { sessionOwner } from '../files/file-refs.ts';
import type { Context } from '../trpc/context.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { claimFailure, orFail, portalError, refusalCodeOf } from '../trpc/errors.ts';
import { CREATE_REMEMBER_MS, IdempotencyKey } from '../trpc/inputs.ts';

const Product = z.enum(PARTNER_CLAIM_PRODUCTS);
/** A partner's order (trip) id as it arrives in the partner's link or is typed by the user. */
const OrderId = z.string().trim().min(1).max(64);
const BenefitId = z.string().min(1).max(64);

/**
 * The benefits list says a benefit cannot be claimed, not why. A benefit with coverage left that is not
 * claimable is asked about once (validate-claim, where the product has one): the broker's
 * `claim_window_closed` lets the page say the trip is too old, instead of "not claimable now".
 */
async function outsideClaimWindow(
  ctx: Pick<Context, 'upstream'>,
  calls: PartnerClaimCalls,
  orderId: string,
  benefits: readonly ClaimBenefit[],
): Promise<boolean> {
  const blocked = benefits.find((benefit) => !benefit.is_claimable && benefit.remaining_coverage > 0);
  if (!calls.validate || !blocked) return false;
  const code = await refusalCodeOf(
    ctx.upstream.call(calls.validate, { body: { order_id: orderId, benefit_id: blocked.benefit_id } }),
  );
  return code === 'claim_window_closed';
}

export const partnerClaimsRouter = router({
  /**
   * Registers (or finds) the user's order with the broker, then lists its benefits. An order the broker does
   * not know for this user is NOT_FOUND with the broker's text; an order without benefits is
   * 'benefits_unavailable' (spec §8 'Maaf, kami tidak dapat menampilkan benefit anda').
   */
  start: protectedProcedure
    .input(
      z.object({
        product: Product,
        orderId: OrderId,
        tripDate: z.iso.date().optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { calls } = PARTNER_CLAIM_TABLE[input.product];
      const order = await orFail(
        ctx.upstream.call(calls.createOrder, {
          body: { order_id: input.orderId, trip_date: input.tripDate },
        }),
        {
          errorKey: 'something_wrong',
          passServerMessage: true,
          byCode: { not_found: 'order_not_found' },
          byCodeWithOwnText: true,
        },
      );
      const benefits = await orFail(
        ctx.upstream.call(calls.benefits, { query: { order_id: order.order_id } }),
        { errorKey: 'benefits_unavailable' },
      );
      if (benefits.benefit_list_data.length === 0) throw portalError('NOT_FOUND', 'benefits_unavailable');
      return {
        orderId: order.order_id,
        applicationNo: order.application_no,
        benefits: benefits.benefit_list_data,
        outsideClaimWindow: await outsideClaimWindow(ctx, calls, order.order_id, benefits.benefit_list_data),
      };
    }),

  /**
   * Opens the claim: validate-claim first where the product has one (its error text and code are the
   * broker's, as in claims.create), then create-claim. Sent once per idempotency key (decision 0008).
   */
  create: protectedProcedure
    .input(
      z.object({
        product: Product,
        orderId: OrderId,
        benefitId: BenefitId,
        idempotencyKey: IdempotencyKey,
      }),
    )
    .mutation(({ ctx, input }) => {
      const { calls } = PARTNER_CLAIM_TABLE[input.product];
      const key = `partner-claim-create:${input.product}:${input.idempotencyKey}`;
      return ctx.config.stores.idempotency.run(
        `${sessionOwner(ctx.session)}:${key}`,
        CREATE_REMEMBER_MS,
        async () => {
          const claim = { order_id: input.orderId, benefit_id: input.benefitId };
          const refused = claimFailure({ not_found: 'order_not_found' });
          if (calls.validate) await orFail(ctx.upstream.call(calls.validate, { body: claim }), refused);
          const created = await orFail(
            ctx.upstream.call(
              calls.create,
              { body: { ...claim, question_data: [] } },
              { headers: { 'idempotency-key': key } },
            ),
            refused,
          );
          return { claimId: created.claim_id };
        },
      );
    }),
});
