import { m } from '@portal/i18n/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { useUnreadReplies } from '../hooks/use-unread-replies.ts';

/** On a claim card: how many customer-service replies the user has not seen yet; nothing when none. */
export function UnreadRepliesBadge({
  claimId,
  pageClaimIds,
}: {
  claimId: string;
  /** The claims the list page shows, so the page asks once for all of them. */
  pageClaimIds: readonly string[];
}) {
  const query = useUnreadReplies(pageClaimIds);
  const count = query.data?.[claimId] ?? 0;
  if (count === 0) return null;
  return (
    <Badge tone="blue" data-unread-replies={count}>
      {m.chat_unread_badge({ count: String(count) })}
    </Badge>
  );
}
