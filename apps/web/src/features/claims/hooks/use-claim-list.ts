import { useQuery } from '@tanstack/react-query';
import { CLAIM_PAGE_SIZE } from '@portal/contracts/constants';
import type { ClaimListFilter } from '@portal/contracts/entities/claim';
import { pageOffset } from '../../../lib/search-params.ts';
import { trpc } from '../../../lib/trpc.ts';

/** The query of one page of one filter; the route's loader prefetches the same one. */
export function claimListQuery(filter: ClaimListFilter, page: number) {
  return trpc.claims.list.queryOptions({
    filter,
    offset: pageOffset(page, CLAIM_PAGE_SIZE),
    limit: CLAIM_PAGE_SIZE,
  });
}

export function useClaimList(filter: ClaimListFilter, page: number) {
  return useQuery({
    ...claimListQuery(filter, page),
    // The claim list carries its paging under meta_data (spec §3).
    select: (response) => ({ items: response.data, total: response.meta_data.total }),
  });
}
