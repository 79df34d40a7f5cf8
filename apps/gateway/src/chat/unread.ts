import type { Comment } from '@portal/contracts/entities/comment';
import { watchKeyId, type WatchKey } from './claim-watchers.ts';

/**
 * Customer-service replies the user has not seen: the agent comments after the last one they saw. When that
 * one is no longer in the thread (the chat was closed as a solved ticket and a new one began) or they never
 * saw any, every agent comment of the thread counts.
 */
export function unreadCount(
  comments: readonly Comment[],
  lastSeenAgentCommentId: string | undefined,
): number {
  const seenAt =
    lastSeenAgentCommentId === undefined
      ? -1
      : comments.findIndex((comment) => comment.id === lastSeenAgentCommentId);
  return comments.slice(seenAt + 1).filter((comment) => comment.sender_type === 'agent').length;
}

/**
 * Per user and claim (and mock tenant), the last customer-service reply the user has had on screen. In memory
 * and bounded: the oldest marks go first, and a forgotten mark only makes old replies count as unread again.
 */
export class ReadMarks {
  private readonly marks = new Map<string, string>();

  constructor(private readonly maxEntries = 100_000) {}

  lastSeen(key: WatchKey): string | undefined {
    return this.marks.get(watchKeyId(key));
  }

  /**
   * The user has had the thread on screen up to this reply. With the thread at hand, a mark never moves back
   * (an older tab reporting an older reply after a newer one).
   */
  markSeen(key: WatchKey, commentId: string, thread?: readonly Comment[]): void {
    const id = watchKeyId(key);
    const current = this.marks.get(id);
    if (current !== undefined && thread) {
      const at = (commentId: string) => thread.findIndex((comment) => comment.id === commentId);
      if (at(current) > at(commentId)) return;
    }
    // Delete first so the mark moves to the young end of the Map's insertion order.
    this.marks.delete(id);
    this.marks.set(id, commentId);
    if (this.marks.size > this.maxEntries) {
      const oldest = this.marks.keys().next().value;
      if (oldest !== undefined) this.marks.delete(oldest);
    }
  }

  unread(key: WatchKey, comments: readonly Comment[]): number {
    return unreadCount(comments, this.lastSeen(key));
  }
}

/**
 * Threads recently read from the broker, per user and claim (and mock tenant), so a claim list asking for its
 * unread counts again within `ttlMs` (another render, back from a detail page) costs no broker calls.
 */
export class ThreadCache {
  private readonly threads = new Map<string, { comments: Comment[]; at: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  get(key: WatchKey): Comment[] | undefined {
    const id = watchKeyId(key);
    const entry = this.threads.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.threads.delete(id);
      return undefined;
    }
    return entry.comments;
  }

  set(key: WatchKey, comments: Comment[]): void {
    if (this.ttlMs <= 0) return;
    const id = watchKeyId(key);
    this.threads.delete(id);
    this.threads.set(id, { comments, at: this.now() });
    if (this.threads.size > this.maxEntries) {
      const oldest = this.threads.keys().next().value;
      if (oldest !== undefined) this.threads.delete(oldest);
    }
  }
}
