import { defineEndpoint } from '../endpoint.ts';
import { IdParams, InternalIdParams, dataList } from '../entities/common.ts';
import { SendOtpResponse } from '../entities/auth.ts';
import {
  AggregateEndorseRequest,
  AuthorizedEndorseRequest,
  EndorsementPolicyDetails,
  EndorsementRequest,
  EndorsementResendOtpRequest,
  EndorsementResult,
  EndorsementSendOtpRequest,
  EndorsementVerifyOtpRequest,
  EndorsementVerifyOtpResponse,
  GadgetDetails,
  GadgetEndorseRequest,
  HospitalCashPlanDetails,
  HospitalCashPlanEndorseRequest,
  TokenEndorseRequest,
  VehicleDetails,
} from '../entities/endorsement.ts';
import { ProvinceDetails } from '../entities/region.ts';
import { PolicyUploadRequest, UploadedFile } from '../entities/upload.ts';

/**
 * Spec §7 endorsement (change request) calls. Spec §6: only the tokenised and authorized endorsements
 * (with the OTP that authorizes the latter, and reference data) are open to an anonymous visitor; the rest
 * carry the session.
 * Partner payloads are not given by the spec, so every shape here is ours.
 */
export const endorsementEndpoints = {
  tokenEndorse: defineEndpoint({
    id: 'tokenEndorse',
    method: 'POST',
    path: '/api/v1/policy/token-endorse/:internal_id/',
    auth: false,
    params: InternalIdParams,
    body: TokenEndorseRequest,
    response: EndorsementResult,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
  authorizedEndorsePolicy: defineEndpoint({
    id: 'authorizedEndorsePolicy',
    method: 'POST',
    path: '/api/v1/policy/authorized-endorse-policy/:internal_id/',
    auth: false,
    params: InternalIdParams,
    body: AuthorizedEndorseRequest,
    response: EndorsementResult,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
  // endorsement OTP paths not given by spec beyond send_otp/, verify_otp/, resend_otp/
  endorsementSendOtp: defineEndpoint({
    id: 'endorsementSendOtp',
    method: 'POST',
    path: '/api/v1/policy/endorsement/send_otp/',
    auth: false,
    body: EndorsementSendOtpRequest,
    response: SendOtpResponse,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  endorsementVerifyOtp: defineEndpoint({
    id: 'endorsementVerifyOtp',
    method: 'POST',
    path: '/api/v1/policy/endorsement/verify_otp/',
    auth: false,
    body: EndorsementVerifyOtpRequest,
    response: EndorsementVerifyOtpResponse,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  endorsementResendOtp: defineEndpoint({
    id: 'endorsementResendOtp',
    method: 'POST',
    path: '/api/v1/policy/endorsement/resend_otp/',
    auth: false,
    body: EndorsementResendOtpRequest,
    response: SendOtpResponse,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec: the partner policy-detail GET shares the endorse POST's path
  endorsePolicyDetails: defineEndpoint({
    id: 'endorsePolicyDetails',
    method: 'GET',
    path: '/api/v1/policy/:id/endorse-policy/',
    auth: true,
    params: IdParams,
    response: EndorsementPolicyDetails,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  endorsePolicy: defineEndpoint({
    id: 'endorsePolicy',
    method: 'POST',
    path: '/api/v1/policy/:id/endorse-policy/',
    auth: true,
    params: IdParams,
    body: EndorsementRequest,
    response: EndorsementResult,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec beyond the name
  crackScreenEndorsePolicy: defineEndpoint({
    id: 'crackScreenEndorsePolicy',
    method: 'POST',
    path: '/api/v1/policy/:id/crack-screen-endorse-policy/',
    auth: true,
    params: IdParams,
    body: GadgetEndorseRequest,
    response: EndorsementResult,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec beyond the name
  endorsePolicyLazada: defineEndpoint({
    id: 'endorsePolicyLazada',
    method: 'POST',
    path: '/api/v1/policy/:id/endorse-policy-lazada/',
    auth: true,
    params: IdParams,
    body: EndorsementRequest,
    response: EndorsementResult,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec
  hospitalCashPlanEndorsePolicy: defineEndpoint({
    id: 'hospitalCashPlanEndorsePolicy',
    method: 'POST',
    path: '/api/v1/policy/:id/hospital-cash-plan-endorse-policy/',
    auth: true,
    params: IdParams,
    body: HospitalCashPlanEndorseRequest,
    response: EndorsementResult,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec
  lazadaCrackScreenDetails: defineEndpoint({
    id: 'lazadaCrackScreenDetails',
    method: 'GET',
    path: '/api/v1/policy/:id/lazada-crack-screen-details/',
    auth: true,
    params: IdParams,
    response: GadgetDetails,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec
  lazadaCrackScreenEndorsePolicy: defineEndpoint({
    id: 'lazadaCrackScreenEndorsePolicy',
    method: 'POST',
    path: '/api/v1/policy/:id/lazada-crack-screen-endorse-policy/',
    auth: true,
    params: IdParams,
    body: GadgetEndorseRequest,
    response: EndorsementResult,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec
  provinceDetails: defineEndpoint({
    id: 'provinceDetails',
    method: 'GET',
    path: '/api/v1/policy/province-details/',
    // reference data, like the tags lists: tokenised forms need it without a session
    auth: false,
    response: dataList(ProvinceDetails),
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec
  vehicleDetails: defineEndpoint({
    id: 'vehicleDetails',
    method: 'GET',
    path: '/api/v1/policy/:id/vehicle-details/',
    auth: true,
    params: IdParams,
    response: VehicleDetails,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec
  fullGadgetDetails: defineEndpoint({
    id: 'fullGadgetDetails',
    method: 'GET',
    path: '/api/v1/policy/:id/full-gadget-details/',
    auth: true,
    params: IdParams,
    response: GadgetDetails,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec
  hospitalCashPlanDetails: defineEndpoint({
    id: 'hospitalCashPlanDetails',
    method: 'GET',
    path: '/api/v1/policy/:id/hospital-cash-plan-details/',
    auth: true,
    params: IdParams,
    response: HospitalCashPlanDetails,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  gosureEndorsement: defineEndpoint({
    id: 'gosureEndorsement',
    method: 'POST',
    path: '/api/v1/policy/:id/gosure_endorsement/',
    auth: true,
    params: IdParams,
    body: EndorsementRequest,
    response: EndorsementResult,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
  /** `id` is the aggregate id of /{productId}/aggregate-endorse/{aggregateId}. */
  aggregateEndorse: defineEndpoint({
    id: 'aggregateEndorse',
    method: 'POST',
    path: '/api/v1/policy/:id/aggregate_endorse/',
    auth: true,
    params: IdParams,
    body: AggregateEndorseRequest,
    response: EndorsementResult,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
  policyUpload: defineEndpoint({
    id: 'policyUpload',
    method: 'POST',
    path: '/api/v1/policy/upload/',
    auth: true,
    body: PolicyUploadRequest,
    bodyEncoding: 'multipart',
    response: UploadedFile,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
};
