import type { AgencyPolicy } from '@portal/contracts/entities/agency';
import {
  agencyPackageBenefits,
  agencyPackageCategory,
  claimableBenefits,
  RIDE_HAILING_ORDERS,
  RIDE_HAILING_PRODUCTS,
  rideHailingBenefits,
  type ClaimableBenefit,
  type RideHailingKind,
  type RideHailingOrderSeed,
} from '../store/claim-catalogue.ts';
import { claimCategoryOf } from '../store/claim-forms.ts';
import type { MockStore } from '../store/mock-store.ts';
import type { AgencyPolicyRecord, ClaimRecord, PolicyRecord, UserRecord } from '../store/types.ts';
import { MockHttpError, notFound } from '../http/mock-error.ts';

/**
 * Lookups every claim handler shares. Anything that belongs to another user answers exactly like something
 * that does not exist: 404 not_found.
 */

export const badRequest = (code: string, error: string): MockHttpError =>
  new MockHttpError(400, { error, code });

export function ownPolicyByApplicationNo(
  store: MockStore,
  user: UserRecord,
  applicationNo: string,
): PolicyRecord {
  const record = store.policiesOf(user.id).find((entry) => entry.detail.application_no === applicationNo);
  if (!record) throw notFound();
  return record;
}

export function policyBenefits(record: PolicyRecord): ClaimableBenefit[] {
  const { detail } = record;
  return claimableBenefits(
    detail.product_key,
    claimCategoryOf(detail.category_code),
    detail.benefits,
    detail.coverage_status === 'ACTIVE',
  );
}

export function agencyBenefits(policy: AgencyPolicy): ClaimableBenefit[] {
  const packageCode = policy.provider_package.package.code;
  return claimableBenefits(
    policy.provider_package.package.product.code,
    agencyPackageCategory(packageCode),
    agencyPackageBenefits(packageCode),
    policy.coverage_period.status === 'ACTIVE',
  );
}

export function ownAgencyPolicy(store: MockStore, user: UserRecord, referenceId: string): AgencyPolicyRecord {
  const record = store.agencyPoliciesOf(user.id).find((entry) => entry.policy.reference_id === referenceId);
  if (!record) throw notFound();
  return record;
}

export function ownOrder(user: UserRecord, orderId: string, kind: RideHailingKind): RideHailingOrderSeed {
  const order = RIDE_HAILING_ORDERS.find(
    (entry) => entry.order_id === orderId && entry.kind === kind && entry.owner_id === user.id,
  );
  if (!order) throw notFound();
  return order;
}

export function orderBenefits(order: RideHailingOrderSeed, active = true): ClaimableBenefit[] {
  const product = RIDE_HAILING_PRODUCTS[order.kind];
  return claimableBenefits(product.product_key, product.category, rideHailingBenefits(order), active);
}

export function findBenefit(benefits: readonly ClaimableBenefit[], benefitId: string): ClaimableBenefit {
  const benefit = benefits.find((entry) => entry.benefit_id === benefitId);
  if (!benefit) throw notFound();
  return benefit;
}

/** Agency claims of the user whose agency policy is in the store (a named seed may have none). */
export function agencyClaimsOf(store: MockStore, user: UserRecord): ClaimRecord[] {
  const references = new Set(store.agencyPoliciesOf(user.id).map((record) => record.policy.reference_id));
  return store.claimFlow
    .agencyClaims()
    .filter((record) => record.owner_id === user.id && references.has(record.policy_id));
}

/** Every claim a user may see: their policy claims (incl. ride-hailing and shipping) and their agency claims. */
export function claimsVisibleTo(store: MockStore, user: UserRecord): ClaimRecord[] {
  return [...store.claimsOf(user.id), ...agencyClaimsOf(store, user)];
}

export function ownClaim(store: MockStore, user: UserRecord, claimId: string): ClaimRecord {
  const record = claimsVisibleTo(store, user).find((entry) => entry.card.claim_id === claimId);
  if (!record) throw notFound();
  return record;
}

/** Any claim, whoever owns it (back-office controls). */
export function anyClaim(store: MockStore, claimId: string): ClaimRecord | undefined {
  return (
    store.claim(claimId) ?? store.claimFlow.agencyClaims().find((entry) => entry.card.claim_id === claimId)
  );
}

/**
 * The benefit a claim is on, found from where the claim came from: a policy, an agency policy or a
 * ride-hailing order. Seed claims name their benefit, so the name is matched.
 */
export function benefitOfClaim(store: MockStore, record: ClaimRecord): ClaimableBenefit {
  const byName = (benefits: ClaimableBenefit[]) =>
    benefits.find((entry) => entry.name === record.card.benefit) ?? benefits[0];
  const policy = store.policy(record.policy_id);
  let benefit: ClaimableBenefit | undefined;
  if (policy) benefit = byName(policyBenefits(policy));
  const agency = store
    .agencyPoliciesOf(record.owner_id)
    .find((entry) => entry.policy.reference_id === record.policy_id);
  if (!benefit && agency) benefit = byName(agencyBenefits(agency.policy));
  const order = RIDE_HAILING_ORDERS.find((entry) => entry.order_id === record.policy_id);
  if (!benefit && order) benefit = byName(orderBenefits(order));
  // A claim whose source is gone (another named seed) still gets forms: a plain bank-paid benefit.
  return (
    benefit ?? {
      benefit_id: `${record.card.claim_id}_benefit`,
      name: record.card.benefit,
      remaining_coverage: 0,
      max_claim_payment: 0,
      description: null,
      requires_service_center: false,
      is_claimable: false,
      category: claimCategoryOf(record.card.category),
      payment_methods: ['bank_transfer'],
    }
  );
}
