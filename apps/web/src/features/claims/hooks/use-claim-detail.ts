import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** The claim's details; the route's loader prefetches it together with the comments. */
export function claimDetailQuery(id: string) {
  return trpc.claims.detail.queryOptions({ id });
}

/** The claim's comment thread (spec §3: keyed by entity_ref_id, the claim id). */
export function claimCommentsQuery(id: string) {
  return trpc.claims.comments.queryOptions({ id });
}

export function useClaimDetail(id: string) {
  return useQuery(claimDetailQuery(id));
}

export function useClaimComments(id: string) {
  return useQuery(claimCommentsQuery(id));
}
