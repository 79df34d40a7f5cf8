import { z } from 'zod';
import { ClaimListFilter } from '@portal/contracts/entities/claim';
import type { Context } from '../trpc/context.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { orFail, portalError } from '../trpc/errors.ts';
import { partnerScope } from './session-view.ts';

function policyDetail(ctx: Context, id: string) {
  return orFail(ctx.upstream.call('policyDetails', { query: { er: 1, id } }), {
    errorKey: 'policy_detail_failed',
  });
}

/** How claims opened here are labelled for the broker. */
const CLAIM_SOURCE = 'customer-portal';

export const claimsRouter = router({
  list: protectedProcedure
    .input(
      z.object({
        filter: ClaimListFilter.default('all'),
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(1).max(50).default(10),
      }),
    )
    .query(({ ctx, input }) =>
      orFail(
        ctx.upstream.call('claimList', {
          query: {
            filter: input.filter,
            offset: input.offset,
            limit: input.limit,
            partner_id: partnerScope(ctx.session, ctx.config.defaultPartner),
          },
        }),
        { errorKey: 'claim_list_failed' },
      ),
    ),

  detail: protectedProcedure.input(z.object({ id: z.string().min(1).max(64) })).query(({ ctx, input }) =>
    orFail(ctx.upstream.call('claimDetails', { query: { claim_id: input.id } }), {
      errorKey: 'claim_detail_failed',
    }),
  ),

  /** Benefits a claim can be filed for on one of the user's policies (spec §3 benefits response). */
  benefits: protectedProcedure
    .input(z.object({ policyId: z.string().min(1).max(64) }))
    .query(async ({ ctx, input }) => {
      const policy = await policyDetail(ctx, input.policyId);
      const benefits = await orFail(
        ctx.upstream.call('claimBenefitsV4', { query: { application_no: policy.application_no } }),
        { errorKey: 'benefits_unavailable' },
      );
      return {
        policyId: policy.internal_id,
        productName: policy.product_display_name,
        isActive: policy.coverage_status === 'ACTIVE',
        benefits: benefits.benefit_list_data,
        isMultiBenefitClaimable: benefits.is_multi_benefit_claimable,
      };
    }),

  /**
   * Opens a claim: validate-claim first (its error text and code are the broker's), then create (201).
   * Spec §8: a failure shows the server's own error text.
   */
  create: protectedProcedure
    .input(z.object({ policyId: z.string().min(1).max(64), benefitId: z.string().min(1).max(64) }))
    .mutation(async ({ ctx, input }) => {
      // A session from before the broker sent user ids cannot file; logging in again fetches the id.
      const userId = ctx.session.user.id;
      if (!userId) throw portalError('UNAUTHORIZED', 'session_expired');
      const policy = await policyDetail(ctx, input.policyId);
      const claim = { application_no: policy.application_no, benefit_id: input.benefitId, user_id: userId };
      const claimFailure = { errorKey: 'something_wrong', passServerMessage: true } as const;
      await orFail(ctx.upstream.call('validateClaim', { body: claim }), claimFailure);
      const created = await orFail(
        ctx.upstream.call('createClaim', { body: { ...claim, source: CLAIM_SOURCE, question_data: [] } }),
        claimFailure,
      );
      return { claimId: created.claim_id };
    }),

  /** The comment thread of a claim (spec §3: keyed by entity_ref_id, the claim id). */
  comments: protectedProcedure.input(z.object({ id: z.string().min(1).max(64) })).query(({ ctx, input }) =>
    orFail(ctx.upstream.call('comments', { query: { entity_ref_id: input.id } }), {
      errorKey: 'something_wrong',
    }),
  ),
});
