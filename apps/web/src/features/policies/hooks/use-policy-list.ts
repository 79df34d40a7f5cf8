import { useQuery } from '@tanstack/react-query';
import { policyListInput } from '@portal/contracts/first-queries';
import type { PolicyTab } from '../../../lib/search-params.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * The query of one page of one tab; the route's loader prefetches the same one, and the gateway answers it with
 * the page from the same input (packages/contracts/src/first-queries.ts, decision record 0023).
 */
export function policyListQuery(tab: PolicyTab, page: number) {
  return trpc.policies.list.queryOptions(policyListInput(tab, page));
}

export function usePolicyList(tab: PolicyTab, page: number) {
  return useQuery({
    ...policyListQuery(tab, page),
    select: (response) => ({ items: response.data, total: response.meta.total }),
  });
}
