import { z } from 'zod';
import { unread } from '../reading.ts';
import { LanguageCode, OtpCode, OtpMedium } from './auth.ts';
import { FormField } from './form-field.ts';
import { IMEI_PATTERN } from './form-field-rules.ts';
import { PolicyDetail } from './policy.ts';

/** A changed field of an endorsement (change request); spec §7 does not give the partner payloads. */
export const EndorsementValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const EndorsementChanges = z.record(z.string().min(1), EndorsementValue);
export type EndorsementChanges = z.infer<typeof EndorsementChanges>;

// shape not given by spec: the generic endorse payload (field changes plus uploaded supporting files)
export const EndorsementRequest = z.object({
  changes: EndorsementChanges,
  document_urls: z.array(z.string().min(1)).default([]),
});
export type EndorsementRequest = z.infer<typeof EndorsementRequest>;

// shape not given by spec
export const EndorsementResult = z.object({
  endorsement_id: z.string().min(1),
  status: z.enum(['submitted', 'approved', 'rejected']),
});
export type EndorsementResult = z.infer<typeof EndorsementResult>;

// shape not given by spec: the tokenised link carries the token
export const TokenEndorseRequest = EndorsementRequest.extend({ token: z.string().min(1) });
// shape not given by spec: the authorized link carries the token endorsementVerifyOtp returns
export const AuthorizedEndorseRequest = EndorsementRequest.extend({ authorization_token: z.string().min(1) });

// shape not given by spec: aggregate_endorse changes several policies of one aggregate at once
export const AggregateEndorseRequest = z.object({
  policies: z.array(z.object({ internal_id: z.string().min(1), changes: EndorsementChanges })).min(1),
  document_urls: z.array(z.string().min(1)).default([]),
});

// shape not given by spec: endorsement verification by OTP (phone comes from the policy)
export const EndorsementSendOtpRequest = z.object({
  internal_id: z.string().min(1),
  medium: OtpMedium,
  language_code: LanguageCode,
});
export const EndorsementVerifyOtpRequest = z.object({
  internal_id: z.string().min(1),
  operation_id: z.string().min(1),
  otp: OtpCode,
});
export const EndorsementVerifyOtpResponse = z.object({ authorization_token: z.string().min(1) });
export const EndorsementResendOtpRequest = z.object({
  internal_id: z.string().min(1),
  operation_id: z.string().min(1),
  language_code: LanguageCode,
  medium: OtpMedium.optional(),
});

// shape not given by spec: what a partner endorsement form shows and which fields it lets change; a field is
// the shared form field model plus its current value
export const EndorsementField = FormField.extend({
  value: EndorsementValue,
  editable: z.boolean(),
});
export type EndorsementField = z.infer<typeof EndorsementField>;
export const EndorsementPolicyDetails = z.object({
  internal_id: z.string().min(1),
  product_key: z.string(),
  policy_number: z.string().nullable(),
  policyholder_name: z.string(),
  fields: z.array(EndorsementField),
});
export type EndorsementPolicyDetails = z.infer<typeof EndorsementPolicyDetails>;

// shape not given by spec: token-policy-details and aggregate-policy-details answer the policy as the policy
// detail shows it plus what an endorsement may change (the fields of endorse-policy's GET), so a tokenised,
// authorized or aggregate form can show current values without a session's partner calls
export const EndorsablePolicyDetail = PolicyDetail.extend({ endorsement_fields: z.array(EndorsementField) });
export type EndorsablePolicyDetail = z.infer<typeof EndorsablePolicyDetail>;
export const EndorsableAggregateDetail = z.object({
  aggregate_id: unread(z.string().min(1)),
  policies: z.array(EndorsablePolicyDetail),
});
export type EndorsableAggregateDetail = z.infer<typeof EndorsableAggregateDetail>;

// shape not given by spec
export const GadgetDetails = z.object({
  internal_id: z.string().min(1),
  imei: z.string().regex(IMEI_PATTERN),
  brand: z.string(),
  model: z.string(),
  purchase_date: z.string(),
  device_price: z.number().nonnegative(),
});
export type GadgetDetails = z.infer<typeof GadgetDetails>;
export const GadgetEndorseRequest = GadgetDetails.omit({ internal_id: true })
  .partial()
  .extend({
    document_urls: z.array(z.string().min(1)).default([]),
  });

// shape not given by spec
export const VehicleDetails = z.object({
  internal_id: z.string().min(1),
  plate_number: z.string(),
  chassis_number: z.string(),
  engine_number: z.string(),
  brand_code: z.string(),
  model_code: z.string(),
  year: z.number().int().min(1950).max(2100),
});
export type VehicleDetails = z.infer<typeof VehicleDetails>;

// shape not given by spec
export const HospitalCashPlanDetails = z.object({
  internal_id: z.string().min(1),
  insured_name: z.string(),
  id_number: z.string(),
  date_of_birth: z.string(),
  nationality_code: z.string(),
  province_code: z.string(),
  city_code: z.string(),
});
export type HospitalCashPlanDetails = z.infer<typeof HospitalCashPlanDetails>;
export const HospitalCashPlanEndorseRequest = HospitalCashPlanDetails.omit({ internal_id: true })
  .partial()
  .extend({ document_urls: z.array(z.string().min(1)).default([]) });

// shape not given by spec: an entry of the tags lists (bike brands and models, nationalities)
export const TagOption = z.object({ code: z.string().min(1), name: z.string() });
export type TagOption = z.infer<typeof TagOption>;
export const BikeModel = TagOption.extend({ brand_code: z.string().min(1) });
export type BikeModel = z.infer<typeof BikeModel>;
