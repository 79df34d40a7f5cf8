import type { FirstQueryTemplate } from '@portal/contracts/first-queries';

/*
 * The first queries the web app's pages declare in their route files (`staticData.firstQueries`), as its build
 * writes them into routes.json: the gateway's tests give them to their fixture builds. A search value with its
 * default, a page number read as an offset.
 */
const fromSearch = (name: string, fallback: string) => ({ from: 'search', name, default: fallback }) as const;
const pageOffset = (pageSize: number) => ({ from: 'search', name: 'page', as: 'offset', pageSize }) as const;

/** `/`: a page of the policy list, unless the search names another list. */
export const POLICY_LIST_FIRST_QUERIES: FirstQueryTemplate[] = [
  {
    path: 'policies.list',
    when: { source: ['polis'] },
    input: { tab: fromSearch('tab', 'all'), offset: pageOffset(10), limit: 10 },
  },
];

/** `/claimdetail/$id`: the claim and its chat thread. */
export const CLAIM_FIRST_QUERIES: FirstQueryTemplate[] = [
  { path: 'claims.detail', input: { id: '$id' } },
  { path: 'chat.thread', input: { claimId: '$id' } },
];
