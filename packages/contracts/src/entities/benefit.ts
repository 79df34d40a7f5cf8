import { z } from 'zod';
import { PolicyBenefit } from './policy.ts';

/**
 * A claimable benefit: spec §9 shows the remaining coverage and maximum claim payment per benefit
 * (IDR); the other fields are ours.
 */
export const ClaimBenefit = PolicyBenefit.extend({
  description: z.string().nullable(),
  /** Whether the payout goes to a service centre rather than a bank account. */
  requires_service_center: z.boolean(),
  is_claimable: z.boolean(),
});
export type ClaimBenefit = z.infer<typeof ClaimBenefit>;

/** Benefits response of spec §3. */
export const BenefitsResponse = z.object({
  benefit_list_data: z.array(ClaimBenefit),
  is_multi_benefit_claimable: z.boolean(),
});
export type BenefitsResponse = z.infer<typeof BenefitsResponse>;

// shape not given by spec: benefits of one policy, optionally for an eligible family member
export const BenefitsQuery = z.object({
  application_no: z.string().min(1),
  user_id: z.string().optional(),
});
export type BenefitsQuery = z.infer<typeof BenefitsQuery>;
