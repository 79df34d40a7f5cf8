import { defineEndpoint } from '../endpoint.ts';
import { PolicyDetail, PolicyDetailQuery, PolicyFilters, PolicyListResponse } from '../entities/policy.ts';
import { ClaimListQuery, ClaimListResponse } from '../entities/claim.ts';

/** Spec §7 "Policies" calls (the endorsement calls live in endorsements.ts). */
export const policyEndpoints = {
  policyList: defineEndpoint({
    id: 'policyList',
    method: 'GET',
    path: '/api/v1/policy/policies/',
    auth: true,
    query: PolicyFilters,
    response: PolicyListResponse,
    successStatus: [200],
  }),
  policyDetails: defineEndpoint({
    id: 'policyDetails',
    method: 'GET',
    path: '/api/v1/policy/policy-details/',
    auth: true,
    query: PolicyDetailQuery,
    response: PolicyDetail,
    successStatus: [200],
  }),
  claimList: defineEndpoint({
    id: 'claimList',
    method: 'GET',
    path: '/api/v1/claim/list/',
    auth: true,
    query: ClaimListQuery,
    response: ClaimListResponse,
    successStatus: [200],
  }),
};
