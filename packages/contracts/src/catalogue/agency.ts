import { defineEndpoint } from '../endpoint.ts';
import { AgencyPolicyListQuery, AgencyPolicyListResponse } from '../entities/agency.ts';

/** Spec §7 "Agency" calls. */
export const agencyEndpoints = {
  agencyPolicyList: defineEndpoint({
    id: 'agencyPolicyList',
    method: 'GET',
    path: '/api/v1/agency/policy-list/',
    auth: true,
    query: AgencyPolicyListQuery,
    response: AgencyPolicyListResponse,
    successStatus: [200],
  }),
};
