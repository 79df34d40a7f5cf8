import { z } from 'zod';
import { ClaimListFilter } from '@portal/contracts/entities/claim';
import { protectedProcedure, router } from '../trpc/init.ts';
import { orFail } from '../trpc/errors.ts';
import { partnerScope } from './session-view.ts';

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

  /** The comment thread of a claim (spec §3: keyed by entity_ref_id, the claim id). */
  comments: protectedProcedure.input(z.object({ id: z.string().min(1).max(64) })).query(({ ctx, input }) =>
    orFail(ctx.upstream.call('comments', { query: { entity_ref_id: input.id } }), {
      errorKey: 'something_wrong',
    }),
  ),
});
