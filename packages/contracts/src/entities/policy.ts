import { z } from 'zod';
import { unread } from '../reading.ts';
import { OffsetLimitQuery, OffsetPaging } from './paging.ts';

export const CoverageStatus = z.enum(['ACTIVE', 'INACTIVE', 'EXPIRED']);
export type CoverageStatus = z.infer<typeof CoverageStatus>;

/** Policy card of spec §3. */
export const PolicyCard = z.object({
  internal_id: z.string(),
  product_display_name: z.string(),
  package_name: z.string(),
  application_no: z.string(),
  policy_number: z.string().nullable(),
  category_code: unread(z.string()),
  category_name: z.string(),
  policyholder_name: z.string(),
  expiry_time: z.string(),
  product_key: z.string(),
  partner: z.string(),
  coverage_status: CoverageStatus,
  package_code_slug: unread(z.string()),
  request: z.object({ is_family: z.boolean(), additional_protection: unread(z.boolean()) }),
});
export type PolicyCard = z.infer<typeof PolicyCard>;

/** Policy filters of spec §3: policyState is a comma list such as COMPLETED,PENDING_DOCUMENT. */
export const PolicyFilters = OffsetLimitQuery.extend({
  policyState: z
    .string()
    .regex(/^[A-Z_]+(,[A-Z_]+)*$/)
    .optional(),
  coverage: z.enum(['active', 'expired']).optional(),
  partner: z.string().optional(),
});
export type PolicyFilters = z.infer<typeof PolicyFilters>;

export const PolicyListResponse = z.object({ data: z.array(PolicyCard), meta: OffsetPaging });
export type PolicyListResponse = z.infer<typeof PolicyListResponse>;

// shape not given by spec: benefit lines shown on the policy detail
export const PolicyBenefit = z.object({
  benefit_id: z.string(),
  name: z.string(),
  remaining_coverage: z.number().nonnegative(),
  max_claim_payment: z.number().nonnegative(),
});
export type PolicyBenefit = z.infer<typeof PolicyBenefit>;

// shape not given by spec
export const InsuredItem = z.object({ label: z.string(), value: z.string() });
export const FamilyMember = z.object({ user_id: z.string(), name: z.string(), relation: z.string() });

export const PolicyDetailQuery = z.object({ er: z.coerce.number().optional(), id: z.string().min(1) });

// shape not given by spec beyond the card fields
export const PolicyDetail = PolicyCard.extend({
  start_time: z.string(),
  insured_items: z.array(InsuredItem),
  benefits: z.array(PolicyBenefit),
  family_members: z.array(FamilyMember),
  total_remaining_coverage: z.number().nonnegative(),
});
export type PolicyDetail = z.infer<typeof PolicyDetail>;

// shape not given by spec: the policies behind one aggregate (/{productId}/aggregate-endorse/{aggregateId})
export const AggregatePolicyQuery = z.object({ id: z.string().min(1) });

// shape not given by spec: a tokenised link opens the policy without a session; `token` is the link's token or
// the authorization the endorsement OTP granted (the authorized flow reads the policy the same way)
export const TokenPolicyQuery = z.object({ id: z.string().min(1), token: z.string().min(1) });
