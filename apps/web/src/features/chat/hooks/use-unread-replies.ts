import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/**
 * Unread replies are refetched this often while a list is open. Each ask costs the broker at most one thread
 * (the gateway reads the stalest claim's), so a new reply shows within about this times the page's cards
 * (decision record 0040).
 */
const UNREAD_REFRESH_MS = 10_000;

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
