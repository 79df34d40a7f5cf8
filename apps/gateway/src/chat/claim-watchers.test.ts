import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Comment } from '@portal/contracts/entities/comment';
import {
  ClaimWatchers,
  type ClaimSnapshot,
  type ClaimSubscription,
  type WatchKey,
} from './claim-watchers.ts';

const reply = (id: string, sender: Comment['sender_type'] = 'agent'): Comment => ({
  id,
  entity_ref_id: 'clm_1',
  message: `message ${id}`,
  sender_type: sender,
  sender_name: sender === 'agent' ? 'CS' : 'Budi',
  attachment_url: null,
  created_at: '2026-11-22T08:00:00Z',
});

class SessionGone extends Error {}
class NotYours extends Error {}

/** A broker with one claim whose thread and status the test changes; it counts reads per token. */
function fakeBroker() {
  const state: ClaimSnapshot = { comments: [], status: { code: 'document_received', displayName: null } };
  const reads: string[] = [];
  const expired = new Set<string>();
  let failWith: Error | null = null;
  return {
    state,
    reads,
    expired,
    fail(error: Error | null) {
      failWith = error;
    },
    /** The tenant each read was made in, in order. */
    tenants: [] as (string | null)[],
    async read(key: WatchKey, token: string): Promise<ClaimSnapshot> {
      reads.push(token);
      this.tenants.push(key.tenant);
      await sleep(1);
      if (expired.has(token)) throw new SessionGone();
      if (failWith) throw failWith;
      return { comments: [...state.comments], status: { ...state.status } };
    },
  };
}

function watchersOn(broker: ReturnType<typeof fakeBroker>, intervalMs = 20) {
  return new ClaimWatchers({
    intervalMs,
    maxBackoffMs: 40,
    read: (watched, token) => broker.read(watched, token),
    classify: (error) =>
      error instanceof SessionGone ? 'session' : error instanceof NotYours ? 'final' : 'transient',
  });
}

/** Collects what a subscription yields, and how it ended. */
function collect(subscription: ClaimSubscription) {
  const seen: ClaimSnapshot[] = [];
  const outcome = (async () => {
    try {
      for await (const snapshot of subscription) seen.push(snapshot);
      return { error: undefined as unknown };
    } catch (error) {
      return { error };
    }
  })();
  return { seen, outcome };
}

async function until(check: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(5);
  }
}

const key: WatchKey = { tenant: null, owner: 'usr_1', claimId: 'clm_1' };

describe('ClaimWatchers', () => {
  it('one poller for many pages of one user and claim; each page gets every change; the last to leave stops it', async () => {
    const broker = fakeBroker();
    const watchers = watchersOn(broker);
    const controllers = Array.from({ length: 100 }, () => new AbortController());
    const pages = controllers.map((controller) =>
      collect(watchers.subscribe(key, 'tok_a', controller.signal)),
    );
    expect(watchers.size).toBe(1);
    await until(() => pages.every((page) => page.seen.length === 1));

    broker.state.comments.push(reply('cmt_1'));
    await until(() => pages.every((page) => page.seen.length === 2));
    expect(pages[99]?.seen[1]?.comments.map((comment) => comment.id)).toEqual(['cmt_1']);
    broker.state.status.code = 'settled';
    await until(() => pages.every((page) => page.seen.length === 3));
    expect(pages[0]?.seen[2]?.status.code).toBe('settled');

    // 100 pages for ~3 intervals: a handful of reads, not hundreds.
    expect(broker.reads.length).toBeLessThan(20);

    for (const controller of controllers) controller.abort();
    await Promise.all(pages.map((page) => page.outcome));
    expect(watchers.size).toBe(0);
    const readsWhenStopped = broker.reads.length;
    await sleep(80);
    expect(broker.reads.length).toBeLessThanOrEqual(readsWhenStopped + 1);
  });

  it('a page that joins later starts from the current state; another user gets their own watcher', async () => {
    const broker = fakeBroker();
    const watchers = watchersOn(broker);
    broker.state.comments.push(reply('cmt_1'));
    const first = collect(watchers.subscribe(key, 'tok_a'));
    await until(() => first.seen.length === 1);
    const second = collect(watchers.subscribe(key, 'tok_a'));
    await until(() => second.seen.length === 1);
    expect(second.seen[0]?.comments.map((comment) => comment.id)).toEqual(['cmt_1']);
    watchers.subscribe({ ...key, owner: 'usr_2' }, 'tok_b');
    expect(watchers.size).toBe(2);
    watchers.closeAll();
    expect(await first.outcome).toEqual({ error: undefined });
    expect(watchers.size).toBe(0);
  });

  it('the same user and claim in two mock tenants get a watcher each, reading in their own tenant', async () => {
    const broker = fakeBroker();
    const watchers = watchersOn(broker);
    const inA = collect(watchers.subscribe({ ...key, tenant: 'qa-a' }, 'tok_a'));
    const inB = collect(watchers.subscribe({ ...key, tenant: 'qa-b' }, 'tok_b'));
    await until(() => inA.seen.length === 1 && inB.seen.length === 1);
    expect(watchers.size).toBe(2);
    expect(new Set(broker.tenants)).toEqual(new Set(['qa-a', 'qa-b']));
    expect(broker.reads.filter((token, index) => broker.tenants[index] === 'qa-a')).not.toContain('tok_b');
    watchers.closeAll();
  });

  it('a lost session ends the pages holding that token; other sessions of the user carry on', async () => {
    const broker = fakeBroker();
    const watchers = watchersOn(broker);
    const old = collect(watchers.subscribe(key, 'tok_old'));
    const fresh = collect(watchers.subscribe(key, 'tok_new'));
    await until(() => fresh.seen.length === 1);
    // The newest page's token is the one polled; when it expires, those pages end and the older token is used.
    broker.expired.add('tok_new');
    expect((await fresh.outcome).error).toBeInstanceOf(SessionGone);
    broker.state.comments.push(reply('cmt_2'));
    await until(() => old.seen.length === 2);
    expect(watchers.size).toBe(1);
    broker.expired.add('tok_old');
    expect((await old.outcome).error).toBeInstanceOf(SessionGone);
    expect(watchers.size).toBe(0);
  });

  it('a claim that is not the user’s ends every page; a passing failure only slows the polling', async () => {
    const broker = fakeBroker();
    const watchers = watchersOn(broker);
    const page = collect(watchers.subscribe(key, 'tok_a'));
    await until(() => page.seen.length === 1);
    broker.fail(new Error('broker hiccup'));
    const before = broker.reads.length;
    await sleep(120);
    expect(broker.reads.length - before).toBeLessThan(6);
    broker.fail(null);
    broker.state.comments.push(reply('cmt_3'));
    await until(() => page.seen.length === 2);
    broker.fail(new NotYours());
    expect((await page.outcome).error).toBeInstanceOf(NotYours);
    expect(watchers.size).toBe(0);
  });

  it('poke reads at once instead of at the next interval', async () => {
    const broker = fakeBroker();
    const watchers = watchersOn(broker, 10_000);
    const page = collect(watchers.subscribe(key, 'tok_a'));
    await until(() => page.seen.length === 1);
    broker.state.comments.push(reply('cmt_4', 'user'));
    watchers.poke(key);
    await until(() => page.seen.length === 2, 500);
    watchers.closeAll();
  });
});
