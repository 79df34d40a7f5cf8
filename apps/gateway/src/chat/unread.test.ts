import { describe, expect, it } from 'vitest';
import type { Comment } from '@portal/contracts/entities/comment';
import type { WatchKey } from './claim-watchers.ts';
import { ReadMarks, ThreadCache, unreadCount } from './unread.ts';

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
  created_at: '2026-11-22T08:00:00Z',
});

const thread = [
  comment('cmt_1', 'agent'),
  comment('cmt_2', 'user'),
  comment('cmt_3', 'agent'),
  comment('cmt_4', 'agent'),
];

describe('unread replies', () => {
  it('counts the agent comments after the last one seen; all of them when none was seen or it is gone', () => {
    expect(unreadCount(thread, undefined)).toBe(3);
    expect(unreadCount(thread, 'cmt_1')).toBe(2);
    expect(unreadCount(thread, 'cmt_4')).toBe(0);
    expect(unreadCount(thread, 'cmt_from_a_solved_ticket')).toBe(3);
    expect(unreadCount([], 'cmt_1')).toBe(0);
  });

  it('a mark counts the replies after it; with the thread known it never moves back', () => {
    const marks = new ReadMarks();
    marks.markSeen(view('usr_1', 'clm_1'), 'cmt_1');
    expect(marks.unread(view('usr_1', 'clm_1'), thread)).toBe(2);
    marks.markSeen(view('usr_1', 'clm_1'), 'cmt_4', thread);
    expect(marks.unread(view('usr_1', 'clm_1'), thread)).toBe(0);
    // An older tab reports an older reply: the newer mark stays.
    marks.markSeen(view('usr_1', 'clm_1'), 'cmt_3', thread);
    expect(marks.lastSeen(view('usr_1', 'clm_1'))).toBe('cmt_4');
    // Per user: another user's marks are their own.
    expect(marks.unread(view('usr_2', 'clm_1'), thread)).toBe(3);
  });

  it('keeps at most its bound of marks, dropping the oldest', () => {
    const marks = new ReadMarks(2);
    marks.markSeen(view('usr_1', 'clm_1'), 'cmt_4');
    marks.markSeen(view('usr_1', 'clm_2'), 'cmt_4');
    marks.markSeen(view('usr_1', 'clm_3'), 'cmt_4');
    expect(marks.lastSeen(view('usr_1', 'clm_1'))).toBeUndefined();
    expect(marks.lastSeen(view('usr_1', 'clm_3'))).toBe('cmt_4');
  });

  it('keeps a mock tenant’s marks and threads apart from the same user and claim in another', () => {
    const marks = new ReadMarks();
    const cache = new ThreadCache(1000, () => 0);
    marks.markSeen(view('usr_1', 'clm_1', 'qa-a'), 'cmt_4');
    cache.set(view('usr_1', 'clm_1', 'qa-a'), thread);
    expect(marks.unread(view('usr_1', 'clm_1', 'qa-a'), thread)).toBe(0);
    expect(marks.unread(view('usr_1', 'clm_1', 'qa-b'), thread)).toBe(3);
    expect(marks.unread(view('usr_1', 'clm_1'), thread)).toBe(3);
    expect(cache.get(view('usr_1', 'clm_1', 'qa-b'))).toBeUndefined();
    expect(cache.get(view('usr_1', 'clm_1'))).toBeUndefined();
  });

  it('reuses a thread for its time to live only', () => {
    let now = 0;
    const cache = new ThreadCache(1000, () => now);
    cache.set(view('usr_1', 'clm_1'), thread);
    now = 999;
    expect(cache.get(view('usr_1', 'clm_1'))).toBe(thread);
    expect(cache.get(view('usr_2', 'clm_1'))).toBeUndefined();
    now = 1000;
    expect(cache.get(view('usr_1', 'clm_1'))).toBeUndefined();
    const off = new ThreadCache(0, () => now);
    off.set(view('usr_1', 'clm_1'), thread);
    expect(off.get(view('usr_1', 'clm_1'))).toBeUndefined();
  });
});
