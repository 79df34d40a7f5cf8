import { z } from 'zod';
import { AGENCY_SERVICES } from '@portal/contracts/constants';
import { AgencyCoverageStatus, AgencyProductCode } from '@portal/contracts/entities/agency';
import { ClaimListFilter } from '@portal/contracts/entities/claim';
import { sessionOwner } from '../files/file-refs.ts';
import type { Context } from '../trpc/context.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { claimFailure, orFail, portalError } from '../trpc/errors.ts';
import { CLAIM_SOURCE } from '../claims/claim-source.ts';
import { withStatusNames } from '../claims/reader-names.ts';
import { createOnce } from '../claims/create-once.ts';
import { CREATE_REMEMBER_MS, IdempotencyKey } from '../trpc/inputs.ts';

/** Agency screens are for agency_agent and agency_customer only (spec §6). */
const agencyProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.session.services.some((service) => AGENCY_SERVICES.includes(service))) {
    throw portalError('FORBIDDEN', 'something_wrong');
  }
  return next();
});

function agencyPolicy(ctx: Context, id: string) {
  return orFail(ctx.upstream.call('agencyPolicyDetails', { query: { er: 1, id } }), {
    // Spec §8: the policy-detail text also serves the agency policy detail.
    errorKey: 'policy_detail_failed',
  });
}

const Id = z.string().min(1).max(64);
/** How many of the agent's newest claims a retried creation compares with its baseline. */
const RECONCILE_PAGE_SIZE = 100;

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

  policyDetail: agencyProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .query(({ ctx, input }) => agencyPolicy(ctx, input.id)),

  /** The benefits an agency policy's package offers (benefit-list by package, product and provider). */
  benefits: agencyProcedure.input(z.object({ policyId: Id })).query(async ({ ctx, input }) => {
    const policy = await agencyPolicy(ctx, input.policyId);
    const { provider_package: providerPackage } = policy;
    const benefits = await orFail(
      ctx.upstream.call('agencyBenefitList', {
        query: {
          package_code: providerPackage.package.code,
          product_key: providerPackage.package.product.code,
          insurance_provider: providerPackage.provider.code,
        },
      }),
      { errorKey: 'benefits_unavailable' },
    );
    return {
      policyId: policy.reference_id,
      productName: providerPackage.package.name,
      // A provider's package name, which has no wording of the portal's (decision record 0055); its product
      // code (`travel-protection`) names a kind of cover, not this package.
      productKey: null,
      isActive: policy.coverage_period.status === 'ACTIVE',
      // An agency policy's cover can be yet to start ("Belum aktif" in the agency list), not only ended.
      notStarted: policy.coverage_period.status === 'INACTIVE',
      // Agency policies have no family members (spec §3 agency policy).
      isFamily: false,
      benefits: benefits.benefit_list_data,
      isMultiBenefitClaimable: benefits.is_multi_benefit_claimable,
    };
  }),

  /**
   * An agent files a claim on an agency policy: validate first (the broker's error text and code pass on),
   * then create; once per idempotency key.
   */
  createClaim: agencyProcedure
    .input(z.object({ policyId: Id, benefitId: Id, idempotencyKey: IdempotencyKey }))
    .mutation(({ ctx, input }) => {
      const userId = ctx.session.user.id;
      if (!userId) throw portalError('UNAUTHORIZED', 'session_expired');
      const key = `agency-claim-create:${input.idempotencyKey}`;
      const failure = claimFailure();
      // A timeout or 5xx of an earlier attempt may have created the claim: decision record 0021.
      return createOnce({
        store: ctx.config.stores.idempotency,
        key: `${sessionOwner(ctx.session)}:${key}`,
        ttlMs: CREATE_REMEMBER_MS,
        async listExisting() {
          // Newest first: a claim made since the baseline is on the first page.
          const claims = await orFail(
            ctx.upstream.call('agencyClaimList', {
              query: { filter: 'all', page: 1, page_size: RECONCILE_PAGE_SIZE },
            }),
            failure,
          );
          return claims.data.map((claim) => claim.claim_id);
        },
        async adopt(appeared) {
          for (const claimId of appeared) {
            const details = await orFail(
              ctx.upstream.call('claimDetails', { query: { claim_id: claimId } }),
              failure,
            );
            const samePolicy = (details.policy_id ?? input.policyId) === input.policyId;
            if (samePolicy && details.benefit_id === input.benefitId) return { claimId };
          }
          return null;
        },
        async create() {
          await orFail(
            ctx.upstream.call('agencyValidateClaim', {
              query: { internal_id: input.policyId, benefit_id: input.benefitId },
            }),
            failure,
          );
          const created = await orFail(
            ctx.upstream.call(
              'agencyCreateClaim',
              {
                body: {
                  internal_id: input.policyId,
                  benefit_id: input.benefitId,
                  source: CLAIM_SOURCE,
                  user_id: userId,
                },
              },
              { headers: { 'idempotency-key': key } },
            ),
            failure,
          );
          return { claimId: created.claim_id };
        },
      });
    }),

  claimList: agencyProcedure
    .input(z.object({ filter: ClaimListFilter.default('all'), ...Paging }))
    .query(async ({ ctx, input }) => {
      const list = await orFail(
        ctx.upstream.call('agencyClaimList', {
          query: { filter: input.filter, page: input.page, page_size: input.pageSize },
        }),
        { errorKey: 'claim_list_failed' },
      );
      return { ...list, data: list.data.map(withStatusNames) };
    }),
});
