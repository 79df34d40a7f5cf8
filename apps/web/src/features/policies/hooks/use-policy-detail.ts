import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** The detail of one policy; the route's loader prefetches the same query. */
export function policyDetailQuery(id: string) {
  return trpc.policies.detail.queryOptions({ id });
}

export function usePolicyDetail(id: string) {
  return useQuery(policyDetailQuery(id));
}
