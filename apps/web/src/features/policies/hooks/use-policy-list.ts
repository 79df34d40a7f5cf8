import { useQuery } from '@tanstack/react-query';
import { POLICY_PAGE_SIZE } from '@portal/contracts/constants';
import { pageOffset, type PolicyTab } from '../../../lib/search-params.ts';
import { trpc } from '../../../lib/trpc.ts';

/** The query of one page of one tab; the route's loader prefetches the same one. */
export function policyListQuery(tab: PolicyTab, page: number) {
  return trpc.policies.list.queryOptions({
    tab,
    offset: pageOffset(page, POLICY_PAGE_SIZE),
    limit: POLICY_PAGE_SIZE,
  });
}

export function usePolicyList(tab: PolicyTab, page: number) {
  return useQuery({
    ...policyListQuery(tab, page),
    select: (response) => ({ items: response.data, total: response.meta.total }),
  });
}
