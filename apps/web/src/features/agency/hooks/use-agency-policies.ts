import { useQuery } from '@tanstack/react-query';
import type { AgencyCoverageFilter, AgencyProductCode } from '../../../lib/search-params.ts';
import { trpc } from '../../../lib/trpc.ts';

export interface AgencyPolicyListParams {
  product: AgencyProductCode;
  coverage: AgencyCoverageFilter;
  page: number;
  pageSize: number;
}

/** The coverage filter of the URL ('active') as the broker spells it ('ACTIVE'); 'all' sends none. */
export function coverageStatusOf(coverage: AgencyCoverageFilter) {
  return coverage === 'all' ? undefined : (coverage.toUpperCase() as 'ACTIVE' | 'INACTIVE' | 'EXPIRED');
}

/** One page of the agency policy list (spec §7: product code, optional coverage status, page, page size). */
export function agencyPolicyListQuery({ product, coverage, page, pageSize }: AgencyPolicyListParams) {
  return trpc.agency.policyList.queryOptions({
    productCode: product,
    coverageStatus: coverageStatusOf(coverage),
    page,
    pageSize,
  });
}

export function useAgencyPolicyList(params: AgencyPolicyListParams) {
  return useQuery({
    ...agencyPolicyListQuery(params),
    select: (response) => ({ items: response.data, total: response.total }),
  });
}

/** One agency policy by its reference_id; the route's loader prefetches it. */
export function agencyPolicyDetailQuery(id: string) {
  return trpc.agency.policyDetail.queryOptions({ id });
}

export function useAgencyPolicyDetail(id: string) {
  return useQuery(agencyPolicyDetailQuery(id));
}
