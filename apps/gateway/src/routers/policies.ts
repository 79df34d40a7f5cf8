import { z } from 'zod';
import { policyDetailsOf } from '../claims/claim-reads.ts';
import { DEFAULT_POLICY_STATE_FILTER } from '@portal/contracts/constants';
import { endorsementLinkFor } from '@portal/contracts/endorsement-table';
import { protectedProcedure, router } from '../trpc/init.ts';
import { orFail } from '../trpc/errors.ts';
import { withConfidentialItemsMasked } from '../policies/confidential-items.ts';
import { partnerScope } from '../sessions/session-view.ts';

export const PolicyTab = z.enum(['all', 'active', 'expired']);

export const policiesRouter = router({
  list: protectedProcedure
    .input(
      z.object({
        tab: PolicyTab.default('all'),
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(1).max(50).default(10),
      }),
    )
    .query(({ ctx, input }) =>
      orFail(
        ctx.upstream.call('policyList', {
          query: {
            policyState: DEFAULT_POLICY_STATE_FILTER,
            coverage: input.tab === 'all' ? undefined : input.tab,
            offset: input.offset,
            limit: input.limit,
            partner: partnerScope(ctx.session, ctx.config.defaultPartner),
          },
        }),
        { errorKey: 'policy_list_failed' },
      ),
    ),

  detail: protectedProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .query(async ({ ctx, input }) => {
      // The page reads the broker's policy as it is; the claim steps that follow reuse this read.
      const policy = withConfidentialItemsMasked(await policyDetailsOf(ctx, input.id, { fresh: true }));
      return { ...policy, endorsementLink: endorsementLinkOf(policy) };
    }),
});

/**
 * Where the policy's details are changed: its product's or partner's endorsement row, else the generic one
 * (null when none serves it). The gateway holds the partner table anyway; the page gets the answer with the
 * policy instead of the whole table (decision record 0064).
 */
function endorsementLinkOf(policy: { internal_id: string; product_key: string; partner: string }) {
  const link = endorsementLinkFor(policy);
  return link ? { path: link.path, search: link.search ?? null } : null;
}
