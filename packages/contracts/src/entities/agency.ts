import { z } from 'zod';
import { unread } from '../reading.ts';
import { AGENCY_PRODUCT_CODES } from '../constants.ts';
import { ClaimCard, ClaimListFilter } from './claim.ts';
import { PolicyBenefit } from './policy.ts';

export const AgencyCoverageStatus = z.enum(['ACTIVE', 'INACTIVE', 'EXPIRED']);
export const AgencyProductCode = z.enum(AGENCY_PRODUCT_CODES);

/** Agency policy of spec §3. */
export const AgencyPolicy = z.object({
  app_no: z.string(),
  coverage_period: z.object({
    start: z.string().optional(),
    end: z.string(),
    status: AgencyCoverageStatus,
  }),
  name: z.string(),
  reference_id: z.string(),
  insurance_policy_no: z.string(),
  insurance_type: z.string(),
  provider_package: z.object({
    logo_url: unread(z.string()),
    package: z.object({
      name: z.string(),
      code: z.string(),
      product: z.object({ code: AgencyProductCode }),
    }),
    // shape not given by spec: the display name beside the code
    provider: z.object({ code: z.string(), name: z.string().optional() }),
  }),
});
export type AgencyPolicy = z.infer<typeof AgencyPolicy>;

export const AgencyPolicyListQuery = z.object({
  status: z.literal('COMPLETED').default('COMPLETED'),
  product_code: AgencyProductCode,
  coverage_status: AgencyCoverageStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type AgencyPolicyListQuery = z.infer<typeof AgencyPolicyListQuery>;

// shape not given by spec: page-number paging with totals
export const AgencyPolicyListResponse = z.object({
  data: z.array(AgencyPolicy),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type AgencyPolicyListResponse = z.infer<typeof AgencyPolicyListResponse>;

// shape not given by spec beyond the agency policy fields
export const AgencyPolicyDetail = AgencyPolicy.extend({ benefits: z.array(PolicyBenefit) });
export type AgencyPolicyDetail = z.infer<typeof AgencyPolicyDetail>;

/** Spec §5: agency claim validation sends benefit_id and internal_id. */
export const AgencyClaimValidationQuery = z.object({
  benefit_id: z.string().min(1),
  internal_id: z.string().min(1),
});

/** Agency claim creation payload of spec §3 (result: ClaimCreateResult). */
export const AgencyClaimCreateRequest = z.object({
  internal_id: z.string().min(1),
  benefit_id: z.string().min(1),
  source: z.string().min(1),
  user_id: z.string().min(1),
});
export type AgencyClaimCreateRequest = z.infer<typeof AgencyClaimCreateRequest>;

/** Agency benefit query of spec §3. */
export const AgencyBenefitQuery = z.object({
  package_code: z.string().min(1),
  product_key: z.string().min(1),
  insurance_provider: z.string().min(1),
});
export type AgencyBenefitQuery = z.infer<typeof AgencyBenefitQuery>;

// shape not given by spec: page-number paging like the agency policy list
export const AgencyClaimListQuery = z.object({
  filter: ClaimListFilter.default('all'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type AgencyClaimListQuery = z.infer<typeof AgencyClaimListQuery>;
export const AgencyClaimListResponse = z.object({
  data: z.array(ClaimCard),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int().nonnegative(),
});
export type AgencyClaimListResponse = z.infer<typeof AgencyClaimListResponse>;
