import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** The claim's details; the route's loader prefetches it together with the chat thread. */
export function claimDetailQuery(id: string) {
  return trpc.claims.detail.queryOptions({ id });
}

export function useClaimDetail(id: string) {
  return useQuery(claimDetailQuery(id));
}
