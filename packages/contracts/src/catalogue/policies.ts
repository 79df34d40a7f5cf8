import { defineEndpoint } from '../endpoint.ts';
import {
  AggregatePolicyQuery,
  PolicyDetail,
  PolicyDetailQuery,
  PolicyFilters,
  PolicyListResponse,
  TokenPolicyQuery,
} from '../entities/policy.ts';
import { ClaimListQuery, ClaimListResponse } from '../entities/claim.ts';
import { dataList } from '../entities/common.ts';
import {
  BikeModel,
  EndorsableAggregateDetail,
  EndorsablePolicyDetail,
  TagOption,
} from '../entities/endorsement.ts';
import { DistrictQuery, Region, TownQuery } from '../entities/region.ts';

/**
 * Spec §7 "Policies" calls (the endorsement calls live in endorsements.ts). The tags lists feed the
 * endorsement forms, tokenised ones included, so they do not need a session.
 */
export const policyEndpoints = {
  policyList: defineEndpoint({
    id: 'policyList',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/policy/policies/',
    auth: true,
    query: PolicyFilters,
    response: PolicyListResponse,
    successStatus: [200],
  }),
  policyDetails: defineEndpoint({
    id: 'policyDetails',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/policy/policy-details/',
    auth: true,
    query: PolicyDetailQuery,
    response: PolicyDetail,
    successStatus: [200],
  }),
  claimList: defineEndpoint({
    id: 'claimList',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/claim/list/',
    auth: true,
    query: ClaimListQuery,
    response: ClaimListResponse,
    successStatus: [200],
  }),
  // path not given by spec beyond the name
  aggregatePolicyDetails: defineEndpoint({
    id: 'aggregatePolicyDetails',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/policy/aggregate-policy-details/',
    auth: true,
    query: AggregatePolicyQuery,
    response: EndorsableAggregateDetail,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec beyond the name
  tokenPolicyDetails: defineEndpoint({
    id: 'tokenPolicyDetails',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/policy/token-policy-details/',
    auth: false,
    query: TokenPolicyQuery,
    response: EndorsablePolicyDetail,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  bikeBrandList: defineEndpoint({
    id: 'bikeBrandList',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/tags/bike_brand_list/',
    auth: false,
    response: dataList(TagOption),
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  bikeModelList: defineEndpoint({
    id: 'bikeModelList',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/tags/bike_model_list/',
    auth: false,
    response: dataList(BikeModel),
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  nationalityData: defineEndpoint({
    id: 'nationalityData',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/tags/nationality_data/',
    auth: false,
    response: dataList(TagOption),
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  cityData: defineEndpoint({
    id: 'cityData',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/tags/city_data/',
    auth: false,
    response: dataList(Region),
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  districtData: defineEndpoint({
    id: 'districtData',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/tags/district_data/',
    auth: false,
    query: DistrictQuery,
    response: dataList(Region),
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  townData: defineEndpoint({
    id: 'townData',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/tags/town_data/',
    auth: false,
    query: TownQuery,
    response: dataList(Region),
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
};
