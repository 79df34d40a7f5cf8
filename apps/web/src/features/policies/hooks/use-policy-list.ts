import { useQuery } from '@tanstack/react-query';
import { POLICY_PAGE_SIZE } from '@portal/contracts/constants';
import type { PolicyTab } from '../../../lib/search-params.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * The query of one page (1-based) of one tab. It is the first query of the list's route (routes/_authed/index.tsx),
 * which its loader starts and the gateway answers with the page (decision record 0023); the web test
 * first-queries.test.ts holds that both ask the same input.
 */
export function policyListQuery(tab: PolicyTab, page: number) {
  return trpc.policies.list.queryOptions({
    tab,
    offset: (page - 1) * POLICY_PAGE_SIZE,
    limit: POLICY_PAGE_SIZE,
  });
}

export function usePolicyList(tab: PolicyTab, page: number) {
  return useQuery({
    ...policyListQuery(tab, page),
    select: (response) => ({ items: response.data, total: response.meta.total }),
  });
}
