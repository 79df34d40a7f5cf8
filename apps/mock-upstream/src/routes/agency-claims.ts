import { AGENCY_SERVICES } from '@portal/contracts/constants';
import { CLAIM_FILTER_GROUPS } from '@portal/contracts/entities/claim';
import {
  agencyPackageBenefits,
  agencyPackageCategory,
  agencyPackageIsMultiBenefit,
  claimableBenefits,
  toClaimBenefit,
} from '../store/claim-catalogue.ts';
import type { MockStore } from '../store/mock-store.ts';
import { PACKAGES } from '../store/seed-agency.ts';
import type { ClaimRecord, UserRecord } from '../store/types.ts';
import {
  agencyBenefits,
  agencyClaimsOf,
  badRequest,
  findBenefit,
  ownAgencyPolicy,
} from '../claims/claim-access.ts';
import { assertNoOpenClaim, openClaim } from '../claims/claim-lifecycle.ts';
import type { HandlerMap } from './handler.ts';
import { forbidden } from '../http/mock-error.ts';

/** Agency claims (spec §7 "Agency"): validation before creation, creation (201) and the agency claim list. */

function checkAgencyClaim(store: MockStore, user: UserRecord, internalId: string, benefitId: string) {
  const record = ownAgencyPolicy(store, user, internalId);
  const benefit = findBenefit(agencyBenefits(record.policy), benefitId);
  if (record.policy.coverage_period.status !== 'ACTIVE')
    throw badRequest('policy_not_active', 'Polis tidak aktif');
  assertNoOpenClaim(store, store.claimFlow.agencyClaims(), record.policy.reference_id, benefit.name, null);
  return { record, benefit };
}

const newestFirst = (a: ClaimRecord, b: ClaimRecord): number =>
  Date.parse(b.card.created_at) - Date.parse(a.card.created_at);

export const agencyClaimHandlers = {
  agencyPolicyDetails: ({ query, auth, store }) => {
    const { policy } = ownAgencyPolicy(store, auth.user, query.id);
    const benefits = agencyBenefits(policy).map(
      ({ benefit_id, name, remaining_coverage, max_claim_payment }) => ({
        benefit_id,
        name,
        remaining_coverage,
        max_claim_payment,
      }),
    );
    return { body: { ...policy, benefits } };
  },

  agencyBenefitList: ({ query }) => {
    const known = Object.values(PACKAGES).some(
      (entry) =>
        entry.package_code === query.package_code &&
        entry.product === query.product_key &&
        entry.provider_code === query.insurance_provider,
    );
    const benefits = known
      ? claimableBenefits(
          query.product_key,
          agencyPackageCategory(query.package_code),
          agencyPackageBenefits(query.package_code),
          true,
        )
      : [];
    return {
      body: {
        benefit_list_data: benefits.map(toClaimBenefit),
        is_multi_benefit_claimable: benefits.length > 1 && agencyPackageIsMultiBenefit(query.package_code),
      },
    };
  },

  agencyValidateClaim: ({ query, auth, store }) => {
    checkAgencyClaim(store, auth.user, query.internal_id, query.benefit_id);
    return { body: { result: 'success' } };
  },

  agencyCreateClaim: ({ body, auth, store, now }) => {
    const { record, benefit } = checkAgencyClaim(store, auth.user, body.internal_id, body.benefit_id);
    const { policy } = record;
    const claim = openClaim(
      store,
      {
        ownerId: auth.user.id,
        partnerId: policy.provider_package.provider.code,
        sourceId: policy.reference_id,
        productKey: policy.provider_package.package.product.code,
        productDisplayName: policy.provider_package.package.name,
        holderName: policy.name,
        category: policy.provider_package.package.product.code,
        benefit,
        claimantUserId: null,
        channel: 'agency',
      },
      now,
    );
    return { status: 201, body: { claim_id: claim.card.claim_id } };
  },

  agencyClaimList: ({ query, auth, store }) => {
    if (!auth.user.services.some((service) => AGENCY_SERVICES.includes(service))) throw forbidden();
    const groups = CLAIM_FILTER_GROUPS[query.filter];
    const matching = agencyClaimsOf(store, auth.user)
      .filter((record) => groups.includes(record.card.status_group))
      .sort(newestFirst);
    const start = (query.page - 1) * query.page_size;
    return {
      body: {
        data: matching.slice(start, start + query.page_size).map((record) => record.card),
        page: query.page,
        page_size: query.page_size,
        total: matching.length,
      },
    };
  },
} satisfies HandlerMap;
