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
});
