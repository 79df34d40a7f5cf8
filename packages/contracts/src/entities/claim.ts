import { z } from 'zod';
import { CLAIM_LIST_FILTERS, CLAIM_STATUS_GROUPS } from '../claim-constants.ts';
import { OffsetLimitQuery, OffsetPaging } from './paging.ts';

export { CLAIM_FILTER_GROUPS, CLAIM_LIST_FILTERS, CLAIM_STATUS_GROUPS } from '../claim-constants.ts';

export const ClaimStatusGroup = z.enum(CLAIM_STATUS_GROUPS);
export type ClaimStatusGroup = z.infer<typeof ClaimStatusGroup>;

export const ClaimListFilter = z.enum(CLAIM_LIST_FILTERS);
export type ClaimListFilter = z.infer<typeof ClaimListFilter>;

/** Claim card of spec §3. */
export const ClaimCard = z.object({
  claim_id: z.string(),
  claim_no: z.string(),
  product_key: z.string(),
  product_display_name: z.string(),
  policy_holder_name: z.string(),
  benefit: z.string(),
  status_group: ClaimStatusGroup,
  status_code: z.string(),
  status_display_name: z.string(),
  external_status_display_name: z.string().nullable(),
  created_at: z.string(),
  max_doc_submission_date: z.string().nullable(),
  last_updated_date: z.string(),
  category: z.string(),
  // shape not given by spec: the family member a claim was filed for, when not the policyholder (spec §1)
  claimant_name: z.string().optional(),
  // shape not given by spec: why a rejected claim was rejected, when the broker says (as in its details)
  rejection_reason: z.string().nullable().optional(),
});
export type ClaimCard = z.infer<typeof ClaimCard>;

export const ClaimListQuery = OffsetLimitQuery.extend({
  filter: ClaimListFilter.default('all'),
  partner_id: z.string().optional(),
});
export type ClaimListQuery = z.infer<typeof ClaimListQuery>;

export const ClaimListResponse = z.object({ data: z.array(ClaimCard), meta_data: OffsetPaging });
export type ClaimListResponse = z.infer<typeof ClaimListResponse>;
