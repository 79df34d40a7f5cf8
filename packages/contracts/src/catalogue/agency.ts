import { defineEndpoint } from '../endpoint.ts';
import {
  AgencyBenefitQuery,
  AgencyClaimCreateRequest,
  AgencyClaimListQuery,
  AgencyClaimListResponse,
  AgencyClaimValidationQuery,
  AgencyPolicyDetail,
  AgencyPolicyListQuery,
  AgencyPolicyListResponse,
} from '../entities/agency.ts';
import { BenefitsResponse } from '../entities/benefit.ts';
import { ClaimCreateResult, ClaimValidationResult } from '../entities/claim-creation.ts';
import { PolicyDetailQuery } from '../entities/policy.ts';

/** Spec §7 "Agency" calls. */
export const agencyEndpoints = {
  agencyPolicyList: defineEndpoint({
    id: 'agencyPolicyList',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/agency/policy-list/',
    auth: true,
    query: AgencyPolicyListQuery,
    response: AgencyPolicyListResponse,
    successStatus: [200],
  }),
  agencyPolicyDetails: defineEndpoint({
    id: 'agencyPolicyDetails',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/agency/policy-details/',
    auth: true,
    query: PolicyDetailQuery,
    response: AgencyPolicyDetail,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  agencyValidateClaim: defineEndpoint({
    id: 'agencyValidateClaim',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/agency/validate-claim/',
    auth: true,
    query: AgencyClaimValidationQuery,
    response: ClaimValidationResult,
    successStatus: [200],
    // spec §4 gives 'success' or an error message and code; the success body's key is ours
    shapeNotGivenBySpec: true,
  }),
  agencyCreateClaim: defineEndpoint({
    id: 'agencyCreateClaim',
    method: 'POST',
    effect: 'write',
    path: '/api/v1/agency/create-claim/',
    auth: true,
    body: AgencyClaimCreateRequest,
    response: ClaimCreateResult,
    successStatus: [201],
  }),
  agencyBenefitList: defineEndpoint({
    id: 'agencyBenefitList',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/agency/benefit-list/',
    auth: true,
    query: AgencyBenefitQuery,
    response: BenefitsResponse,
    successStatus: [200],
  }),
  agencyClaimList: defineEndpoint({
    id: 'agencyClaimList',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/agency/claim-list/',
    auth: true,
    query: AgencyClaimListQuery,
    response: AgencyClaimListResponse,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
};
