import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** Unread replies are refetched this often while a list is open (the gateway reuses recent threads). */
const UNREAD_REFRESH_MS = 30_000;

/**
 * Unread customer-service replies for the claims of one list page, in one call: every card of the page asks
 * with the same ids, so they share one query.
 */
export function useUnreadReplies(pageClaimIds: readonly string[]) {
  return useQuery({
    ...trpc.chat.unread.queryOptions({ claimIds: [...pageClaimIds].sort() }),
    staleTime: 10_000,
    refetchInterval: UNREAD_REFRESH_MS,
  });
}
