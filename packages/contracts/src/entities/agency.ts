import { z } from 'zod';
import { AGENCY_PRODUCT_CODES } from '../constants.ts';

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
    logo_url: z.string(),
    package: z.object({
      name: z.string(),
      code: z.string(),
      product: z.object({ code: AgencyProductCode }),
    }),
    provider: z.object({ code: z.string() }),
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
