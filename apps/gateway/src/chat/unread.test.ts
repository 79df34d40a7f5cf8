import { describe, expect, it } from 'vitest';
import type { Comment } from '@portal/contracts/entities/comment';
import { createMemoryCache } from '../stores/memory.ts';
import type { WatchKey } from './claim-watchers.ts';
import { summarize, UnreadReplies, unreadCount } from './unread.ts';

const view = (owner: string, claimId: string, tenant: string | null = null): WatchKey => ({
  tenant,
  owner,
  claimId,
});

const comment = (id: string, sender: Comment['sender_type']): Comment => ({
  id,
  entity_ref_id: 'clm_1',
  message: id,
  sender_type: sender,
  sender_name: sender,
  attachment_url: null,
  created_at: `2026-11-22T08:00:0${id.slice(-1)}Z`,
});

const thread = [
  comment('cmt_1', 'agent'),
  comment('cmt_2', 'user'),
  comment('cmt_3', 'agent'),
  comment('cmt_4', 'agent'),
];

function unreadAt(start = 1_000_000) {
  let now = start;
  const clock = () => now;
  const replies = new UnreadReplies(createMemoryCache({ now: clock }), {
    refreshAfterMs: 1000,
    maxAgeMs: 10_000,
    now: clock,
  });
  return { replies, advance: (ms: number) => (now += ms) };
}

describe('unread replies', () => {
  it('counts the replies after the last one seen; all of them when none was seen or it is gone', () => {
    const { replyIds, latestReplyAt } = summarize(thread, 0);
    expect(replyIds).toEqual(['cmt_1', 'cmt_3', 'cmt_4']);
    expect(latestReplyAt).toBe('2026-11-22T08:00:04Z');
    expect(unreadCount(replyIds, undefined)).toBe(3);
    expect(unreadCount(replyIds, 'cmt_1')).toBe(2);
    expect(unreadCount(replyIds, 'cmt_4')).toBe(0);
    expect(unreadCount(replyIds, 'cmt_from_a_solved_ticket')).toBe(3);
    expect(unreadCount([], 'cmt_1')).toBe(0);
  });

  it('a mark counts the replies after it, per user; with the replies known it never moves back', async () => {
    const { replies } = unreadAt();
    await replies.markSeen(view('usr_1', 'clm_1'), 'cmt_1');
    await replies.keepThread(view('usr_1', 'clm_1'), thread);
    await replies.keepThread(view('usr_2', 'clm_1'), thread);
    const counts = async (owner: string) => (await replies.plan([view(owner, 'clm_1')])).counts;
    expect(await counts('usr_1')).toEqual({ clm_1: 2 });
    await replies.markSeen(view('usr_1', 'clm_1'), 'cmt_4');
    expect(await counts('usr_1')).toEqual({ clm_1: 0 });
    // An older tab reports an older reply: the newer mark stays.
    await replies.markSeen(view('usr_1', 'clm_1'), 'cmt_3');
    expect(await replies.lastSeen(view('usr_1', 'clm_1'))).toBe('cmt_4');
    expect(await counts('usr_2')).toEqual({ clm_1: 3 });
    // A reply newer than the kept ones (shown before they were read again) moves the mark on.
    await replies.markSeen(view('usr_1', 'clm_1'), 'cmt_5');
    await replies.keepThread(view('usr_1', 'clm_1'), [...thread, comment('cmt_5', 'agent')]);
    expect(await counts('usr_1')).toEqual({ clm_1: 0 });
  });

  it('plans a list: counts what is kept, reads what is not, and names the stalest due claim first', async () => {
    const { replies, advance } = unreadAt();
    await replies.keepThread(view('usr_1', 'clm_old'), thread);
    advance(300);
    await replies.keepThread(view('usr_1', 'clm_mid'), thread);
    advance(300);
    await replies.keepThread(view('usr_1', 'clm_new'), thread);
    const list = ['clm_new', 'clm_mid', 'clm_old', 'clm_none'].map((id) => view('usr_1', id));

    const fresh = await replies.plan(list);
    expect(fresh.counts).toEqual({ clm_new: 3, clm_mid: 3, clm_old: 3 });
    expect(fresh.missing.map((entry) => entry.claimId)).toEqual(['clm_none']);
    expect(fresh.due).toEqual([]);

    advance(800);
    expect((await replies.plan(list)).due.map((entry) => entry.claimId)).toEqual(['clm_old', 'clm_mid']);
    // Past their lifetime the replies are gone: read before the list answers.
    advance(10_000);
    expect((await replies.plan(list)).missing).toHaveLength(4);
  });

  it('keeps a mock tenant’s marks and replies apart from the same user and claim in another', async () => {
    const { replies } = unreadAt();
    await replies.keepThread(view('usr_1', 'clm_1', 'qa-a'), thread);
    await replies.markSeen(view('usr_1', 'clm_1', 'qa-a'), 'cmt_4');
    expect((await replies.plan([view('usr_1', 'clm_1', 'qa-a')])).counts).toEqual({ clm_1: 0 });
    const other = await replies.plan([view('usr_1', 'clm_1', 'qa-b'), view('usr_1', 'clm_2')]);
    expect(other.missing).toHaveLength(2);
    expect(await replies.lastSeen(view('usr_1', 'clm_1'))).toBeUndefined();
  });
});
