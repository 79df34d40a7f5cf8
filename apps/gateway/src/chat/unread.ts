import type { Comment } from '@portal/contracts/entities/comment';
import type { SharedCache } from '../stores/types.ts';
import { watchKeyId, type WatchKey } from './claim-watchers.ts';

/**
 * What the claim list needs of a claim's thread for its unread badge (decision records 0014 and 0040): the ids
 * of the customer-service replies in thread order (the last one is the latest reply), the latest reply's time,
 * and when the thread was read from the broker.
 */
export interface ReplySummary {
  replyIds: string[];
  latestReplyAt: string | null;
  /** Epoch ms of the broker read this summary comes from. */
  checkedAt: number;
}

export function summarize(comments: readonly Comment[], checkedAt: number): ReplySummary {
  const replies = comments.filter((comment) => comment.sender_type === 'agent');
  return {
    replyIds: replies.map((reply) => reply.id),
    latestReplyAt: replies.at(-1)?.created_at ?? null,
    checkedAt,
  };
}

/**
 * Customer-service replies the user has not seen: the replies after the last one they saw. When that one is no
 * longer in the thread (the chat was closed as a solved ticket and a new one began) or they never saw any,
 * every reply of the thread counts.
 */
export function unreadCount(replyIds: readonly string[], lastSeenReplyId: string | undefined): number {
  const seenAt = lastSeenReplyId === undefined ? -1 : replyIds.indexOf(lastSeenReplyId);
  return replyIds.length - (seenAt + 1);
}

export interface UnreadOptions {
  /** A summary younger than this is current: no visit reads the thread again (`CHAT_UNREAD_CACHE_MS`). */
  refreshAfterMs: number;
  /** A summary older than this is gone: the next list reads the thread before it answers (`CHAT_UNREAD_MAX_AGE_MS`). */
  maxAgeMs: number;
  now?: () => number;
}

/** A read mark is kept this long after the user last opened the claim's chat. */
const READ_MARK_KEEP_MS = 180 * 24 * 60 * 60_000;

/** What one claim list's ask for unread counts finds in the store. */
export interface UnreadPlan {
  /** Unread replies per claim id, for the claims whose summary is kept. */
  counts: Record<string, number>;
  /** Claims with no summary kept (never read, or older than `maxAgeMs`): read before answering. */
  missing: WatchKey[];
  /** Claims whose summary is older than `refreshAfterMs`, stalest first: at most one is read, after answering. */
  due: WatchKey[];
  /** The marks read with the plan, by claim id, to count the missing ones once read. */
  marks: Record<string, string | undefined>;
}

/**
 * Read marks and reply summaries per user and claim (and mock tenant), in the gateway's shared store so every
 * instance counts the same: one instance's mark is read on all of them. The store is a cache that fails open: a
 * lost summary is read from the broker again, a lost mark makes old replies count as unread again.
 */
export class UnreadReplies {
  private readonly now: () => number;

  constructor(
    private readonly cache: SharedCache,
    private readonly options: UnreadOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  private static summaryKey(view: WatchKey) {
    return `chat-replies:${watchKeyId(view)}`;
  }

  private static markKey(view: WatchKey) {
    return `chat-read:${watchKeyId(view)}`;
  }

  /** Keeps what a broker read of the thread says (the watcher's polls, the claim page's thread, a list's read). */
  async keepThread(view: WatchKey, comments: readonly Comment[]): Promise<ReplySummary> {
    const summary = summarize(comments, this.now());
    await this.cache.set(UnreadReplies.summaryKey(view), summary, this.options.maxAgeMs);
    return summary;
  }

  async summaryOf(view: WatchKey): Promise<ReplySummary | undefined> {
    return (await this.cache.get(UnreadReplies.summaryKey(view))) as ReplySummary | undefined;
  }

  async lastSeen(view: WatchKey): Promise<string | undefined> {
    return (await this.cache.get(UnreadReplies.markKey(view))) as string | undefined;
  }

  /**
   * The user has had the thread on screen up to this reply. Among the kept replies a mark never moves back (an
   * older tab reporting an older reply after a newer one).
   */
  async markSeen(view: WatchKey, replyId: string): Promise<void> {
    const [summary, current] = (await this.cache.getMany([
      UnreadReplies.summaryKey(view),
      UnreadReplies.markKey(view),
    ])) as [ReplySummary | undefined, string | undefined];
    if (current !== undefined && summary) {
      // A reply the kept ids do not know yet is newer than them (the page shows what the broker has now).
      const seenAt = summary.replyIds.indexOf(replyId);
      if (seenAt >= 0 && summary.replyIds.indexOf(current) > seenAt) return;
    }
    await this.cache.set(UnreadReplies.markKey(view), replyId, READ_MARK_KEEP_MS);
  }

  /** One round trip to the store for a whole list page: counts what is kept, says what to read. */
  async plan(views: readonly WatchKey[]): Promise<UnreadPlan> {
    const kept = await this.cache.getMany([
      ...views.map(UnreadReplies.summaryKey),
      ...views.map(UnreadReplies.markKey),
    ]);
    const now = this.now();
    const plan: UnreadPlan = { counts: {}, missing: [], due: [], marks: {} };
    const due: { view: WatchKey; checkedAt: number }[] = [];
    views.forEach((view, index) => {
      const summary = kept[index] as ReplySummary | undefined;
      const mark = kept[views.length + index] as string | undefined;
      plan.marks[view.claimId] = mark;
      if (!summary) {
        plan.missing.push(view);
        return;
      }
      plan.counts[view.claimId] = unreadCount(summary.replyIds, mark);
      if (now - summary.checkedAt >= this.options.refreshAfterMs)
        due.push({ view, checkedAt: summary.checkedAt });
    });
    plan.due = due.sort((a, b) => a.checkedAt - b.checkedAt).map((entry) => entry.view);
    return plan;
  }
}
