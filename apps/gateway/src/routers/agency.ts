import { z } from 'zod';
import { AGENCY_SERVICES } from '@portal/contracts/constants';
import { AgencyCoverageStatus, AgencyProductCode } from '@portal/contracts/entities/agency';
import { ClaimListFilter } from '@portal/contracts/entities/claim';
import { protectedProcedure, router } from '../trpc/init.ts';
import { orFail, portalError } from '../trpc/errors.ts';

/** Agency screens are for agency_agent and agency_customer only (spec §6). */
const agencyProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.session.services.some((service) => AGENCY_SERVICES.includes(service))) {
    throw portalError('FORBIDDEN', 'something_wrong');
  }
  return next();
});

const Paging = {
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
};

export const agencyRouter = router({
  policyList: agencyProcedure
    .input(
      z.object({
        productCode: AgencyProductCode,
        coverageStatus: AgencyCoverageStatus.optional(),
        ...Paging,
      }),
    )
    .query(({ ctx, input }) =>
      orFail(
        ctx.upstream.call('agencyPolicyList', {
          query: {
            status: 'COMPLETED',
            product_code: input.productCode,
            coverage_status: input.coverageStatus,
            page: input.page,
            page_size: input.pageSize,
          },
        }),
        { errorKey: 'policy_list_failed' },
      ),
    ),

  policyDetail: agencyProcedure.input(z.object({ id: z.string().min(1).max(64) })).query(({ ctx, input }) =>
    orFail(ctx.upstream.call('agencyPolicyDetails', { query: { er: 1, id: input.id } }), {
      // Spec §8: the policy-detail text also serves the agency policy detail.
      errorKey: 'policy_detail_failed',
    }),
  ),

  claimList: agencyProcedure
    .input(z.object({ filter: ClaimListFilter.default('all'), ...Paging }))
    .query(({ ctx, input }) =>
      orFail(
        ctx.upstream.call('agencyClaimList', {
          query: { filter: input.filter, page: input.page, page_size: input.pageSize },
        }),
        { errorKey: 'claim_list_failed' },
      ),
    ),
});
