import { useQuery } from '@tanstack/react-query';
import type { ClaimListFilter } from '@portal/contracts/entities/claim';
import { trpc } from '../../../lib/trpc.ts';

/** One page of the agency claim list (page-number paging, page size from the caller: spec §9). */
export function agencyClaimListQuery(filter: ClaimListFilter, page: number, pageSize: number) {
  return trpc.agency.claimList.queryOptions({ filter, page, pageSize });
}

export function useAgencyClaimList(filter: ClaimListFilter, page: number, pageSize: number) {
  return useQuery({
    ...agencyClaimListQuery(filter, page, pageSize),
    select: (response) => ({ items: response.data, total: response.total }),
  });
}
