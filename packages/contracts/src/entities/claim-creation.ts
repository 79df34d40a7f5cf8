import { z } from 'zod';
import { FormFieldKind } from './form-field.ts';
import { FamilyMember } from './policy.ts';

// shape not given by spec: a pre-claim question (get-questions) and its answer in question_data
export const ClaimQuestion = z.object({
  id: z.string().min(1),
  text: z.string(),
  type: FormFieldKind,
  required: z.boolean(),
  options: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
});
export type ClaimQuestion = z.infer<typeof ClaimQuestion>;
export const ClaimQuestionAnswer = z.object({
  question_id: z.string().min(1),
  answer: z.union([z.string(), z.boolean(), z.array(z.string())]),
});
export type ClaimQuestionAnswer = z.infer<typeof ClaimQuestionAnswer>;

// shape not given by spec
export const ClaimQuestionsRequest = z.object({
  application_no: z.string().min(1),
  benefit_id: z.string().min(1),
});
export const ClaimQuestionsResponse = z.object({ data: z.array(ClaimQuestion) });

/** Claim creation payload of spec §3. */
export const ClaimCreateRequest = z.object({
  application_no: z.string().min(1),
  benefit_id: z.string().min(1),
  source: z.string().min(1),
  user_id: z.string().min(1),
  question_data: z.array(ClaimQuestionAnswer).default([]),
});
export type ClaimCreateRequest = z.infer<typeof ClaimCreateRequest>;

/** Claim creation result of spec §3 (also the agency, ride-hailing and shipping creations). */
export const ClaimCreateResult = z.object({ claim_id: z.string().min(1) });
export type ClaimCreateResult = z.infer<typeof ClaimCreateResult>;

// shape not given by spec: v4 validate-claim checks a benefit can be claimed before creation
export const ClaimValidationRequest = z.object({
  application_no: z.string().min(1),
  benefit_id: z.string().min(1),
  user_id: z.string().optional(),
});
export type ClaimValidationRequest = z.infer<typeof ClaimValidationRequest>;

/**
 * Spec §4: validation yields 'success' or an error message and code. The failure travels as a non-2xx
 * UpstreamErrorBody (error or message, code), so the success body is only the 'success' result.
 */
export const ClaimValidationResult = z.object({ result: z.literal('success') });
export type ClaimValidationResult = z.infer<typeof ClaimValidationResult>;

/** Family eligibility response of spec §3. */
export const FamilyEligibility = z.object({
  users: z.array(FamilyMember),
  benefit_remaining_TSI: z.number().nonnegative(),
});
export type FamilyEligibility = z.infer<typeof FamilyEligibility>;

// shape not given by spec
export const FamilyEligibilityQuery = z.object({
  application_no: z.string().min(1),
  benefit_id: z.string().min(1),
});
export const FamilyClaimsQuery = z.object({ application_no: z.string().min(1) });

// shape not given by spec: a Tokopedia shipping or return claim (/tokopedia/shipping, /tokopedia/shipping/return)
export const ShippingClaimRequest = z.object({
  claim_type: z.enum(['shipping', 'return']),
  order_id: z.string().min(1),
  airway_bill_no: z.string().min(1),
  description: z.string().min(1).max(2000),
  document_urls: z.array(z.string().min(1)).min(1),
});
export type ShippingClaimRequest = z.infer<typeof ShippingClaimRequest>;

// shape not given by spec: a diagnosis (health claims) from get-diagnostic-list
export const Diagnosis = z.object({ code: z.string(), name: z.string() });
export type Diagnosis = z.infer<typeof Diagnosis>;
export const DiagnosisQuery = z.object({ search: z.string().optional() });
