import { z } from 'zod';
import { ExternalSource, FormField, FormFieldKind, FormValue } from './form-field.ts';
import { allowsFinalSubmit, ClaimStatusCode } from './claim-status.ts';
import { ClaimStatusGroup } from './claim.ts';

/** A stored attribute value: list-type attributes (several files, several choices) hold a list. */
export const ClaimFormAttributeValue = FormValue;
export type ClaimFormAttributeValue = FormValue;

/** Claim form attribute of spec §3 (name and value); the other fields are ours. */
export const ClaimFormAttribute = z.object({
  name: z.string().min(1),
  value: ClaimFormAttributeValue,
  label: z.string().optional(),
  type: FormFieldKind.optional(),
  required: z.boolean().optional(),
  is_list: z.boolean().optional(),
  // shape not given by spec: the rest of the field definition, so a form renders from its details
  options: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  external_source: ExternalSource.nullable().optional(),
  ocr_category: z.string().nullable().optional(),
});
export type ClaimFormAttribute = z.infer<typeof ClaimFormAttribute>;

/** A form of a claim (spec §3: name, attributes, is_valid). `slug` is what save-form addresses. */
export const ClaimForm = z.object({
  name: z.string(),
  slug: z.string().min(1),
  attributes: z.array(ClaimFormAttribute),
  is_valid: z.boolean(),
});
export type ClaimForm = z.infer<typeof ClaimForm>;

/** A payment form (bank transfer or service centre); spec §3 gives is_valid. */
export const PaymentForm = ClaimForm.extend({
  payment_method: z.enum(['bank_transfer', 'service_center']).optional(),
});
export type PaymentForm = z.infer<typeof PaymentForm>;

// shape not given by spec: one step of the claim's history, shown as a timeline
export const ClaimStatusChange = z.object({
  status_code: z.string(),
  display_name: z.string(),
  changed_at: z.string(),
});
export type ClaimStatusChange = z.infer<typeof ClaimStatusChange>;

/** Claim details of spec §3 (GET /api/v3/claims/details/). */
export const ClaimDetails = z.object({
  claim_id: z.string().min(1),
  claim_no: z.string().optional(),
  product_key: z.string().optional(),
  product_display_name: z.string().optional(),
  benefit: z.string().optional(),
  // shape not given by spec: the family member the claim is for, when not the policyholder
  claimant_name: z.string().optional(),
  forms: z.array(ClaimForm),
  payment_forms: z.array(PaymentForm),
  status: z.object({
    status_code: ClaimStatusCode,
    status_group: ClaimStatusGroup.optional(),
    display_name: z.string().optional(),
  }),
  maxDocSubmissionDate: z.string().nullable(),
  created_at: z.string().optional(),
  /** Oldest first; empty when the broker sends none. */
  status_history: z.array(ClaimStatusChange).default([]),
  // shape not given by spec: the policy and benefit the claim is on, so the portal can link back
  policy_id: z.string().optional(),
  benefit_id: z.string().optional(),
  // shape not given by spec: for document_reprocess, customer service's comment and the attribute names of
  // the documents to upload again
  reprocess_comment: z.string().nullable().optional(),
  invalid_documents: z.array(z.string()).optional(),
  // shape not given by spec: for a rejected claim, the broker's reason when it gives one
  rejection_reason: z.string().nullable().optional(),
});
export type ClaimDetails = z.infer<typeof ClaimDetails>;

export const ClaimDetailsQuery = z.object({ claim_id: z.string().min(1) });

/**
 * Spec §4 "Automatic final submit": at least one form, every form valid, at least one valid payment form
 * when any exist, and a status that allows final submit.
 */
export function shouldAutoFinalSubmit(details: ClaimDetails): boolean {
  const formsValid = details.forms.length > 0 && details.forms.every((form) => form.is_valid);
  const paymentValid =
    details.payment_forms.length === 0 || details.payment_forms.some((form) => form.is_valid);
  return formsValid && paymentValid && allowsFinalSubmit(details.status.status_code);
}

/** A field of a claim form definition (GET /api/v1/claim/form/:id/): the shared field model. */
export const ClaimFormField = FormField;
export type ClaimFormField = FormField;

// shape not given by spec
export const ClaimFormDefinition = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  fields: z.array(ClaimFormField),
});
export type ClaimFormDefinition = z.infer<typeof ClaimFormDefinition>;

export const ClaimFormAttributeInput = ClaimFormAttribute.pick({ name: true, value: true });

/** save-form: spec §7 gives claim_id and form_slug; the attributes are ours. */
export const SaveClaimFormRequest = z.object({
  claim_id: z.string().min(1),
  form_slug: z.string().min(1),
  attributes: z.array(ClaimFormAttributeInput),
});
export type SaveClaimFormRequest = z.infer<typeof SaveClaimFormRequest>;

// shape not given by spec
export const SaveClaimFormResponse = z.object({ form_slug: z.string(), is_valid: z.boolean() });

// shape not given by spec
export const SubmitClaimRequest = z.object({ claim_id: z.string().min(1) });
export const SubmitClaimResponse = z.object({ claim_id: z.string(), status_code: ClaimStatusCode });

/**
 * save-form-attribute (v2) registers one value on an attribute (spec §4 upload flow): list-type attributes
 * merge without duplicates and `replaced_value` is removed. Shape not given by spec.
 */
export const SaveFormAttributeRequest = z.object({
  claim_id: z.string().min(1),
  form_slug: z.string().min(1),
  name: z.string().min(1),
  value: ClaimFormAttributeValue,
  replaced_value: z.string().optional(),
});
export type SaveFormAttributeRequest = z.infer<typeof SaveFormAttributeRequest>;
export const SaveFormAttributeResponse = ClaimFormAttributeInput;
