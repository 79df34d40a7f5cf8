import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DEMO, login, stackPerFile, startStack } from './stack.ts';
import { openSubscription } from './sse.ts';

const POLL_MS = 100;
/** A claim's kept replies are current this long; then a list visit reads the stalest one again. */
const UNREAD_CACHE_MS = 400;
/**
 * Kept replies older than this are read before the list answers. Long enough that the warm-visit test's round
 * of the cards (one thread a visit) ends inside it on a loaded machine, where a visit can take a second.
 */
const UNREAD_MAX_AGE_MS = 12_000;
const stack = stackPerFile(undefined, {
  CHAT_POLL_INTERVAL_MS: String(POLL_MS),
  CHAT_UNREAD_CACHE_MS: String(UNREAD_CACHE_MS),
  CHAT_UNREAD_MAX_AGE_MS: String(UNREAD_MAX_AGE_MS),
});

const COMMENTS_PATH = '/api/v1/tanya/comments/';
const CLAIM_LIST_PATH = '/api/v1/claim/list/';
const ADD_PATH = '/api/v1/tanya/add-comments/';
/** Budi's claim in process (document_received) with no chat yet. */
const CLAIM = 'clm_1103';
const SITI = { ...DEMO, phone: '81200000002' };

interface LiveState {
  comments: { id: string; message: string; sender_type: 'user' | 'agent'; sender_name: string }[];
  status: { code: string; displayName: string | null };
}

const errorData = (result: { error?: { data: unknown } }) =>
  result.error?.data as { errorKey?: string; code?: string } | undefined;

async function admin(path: string, body: unknown) {
  const response = await fetch(`${stack.mockUrl}/__admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return response.json();
}

const csReply = (claimId: string, message: string) =>
  admin(`/comments/${claimId}/reply`, { message, author: 'Rani (Customer Service)' });

describe('chat: reading and sending', () => {
  it('sends a message: the thread shows it, trimmed; a retry with the same key sends once', async () => {
    const client = await stack.login();
    const empty = await client.query('chat.thread', { claimId: CLAIM });
    expect(empty.data).toEqual({ entity_ref_id: CLAIM, comments: [] });

    const input = { claimId: CLAIM, message: '  Kapan klaim saya selesai?  ', idempotencyKey: randomUUID() };
    const [sent, again] = await Promise.all([
      client.mutate('chat.send', input),
      client.mutate('chat.send', input),
    ]);
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect(sent.data).toMatchObject({ message: 'Kapan klaim saya selesai?', sender_type: 'user' });
    expect(again.data).toEqual(sent.data);
    expect(await stack.journalCount(ADD_PATH)).toBe(1);

    const thread = await client.query('chat.thread', { claimId: CLAIM });
    expect((thread.data as LiveState).comments.map((comment) => comment.message)).toEqual([
      'Kapan klaim saya selesai?',
    ]);
  });

  it('a failed send is chat_send_failed; an empty message is refused before the broker', async () => {
    const client = await stack.login();
    await admin('/faults', { method: 'POST', path: ADD_PATH, status: 503, times: 1 });
    const failed = await client.mutate('chat.send', {
      claimId: CLAIM,
      message: 'Halo',
      idempotencyKey: randomUUID(),
    });
    expect(failed.status).toBe(502);
    expect(failed.error?.message).toBe('chat_send_failed');
    expect(errorData(failed)?.errorKey).toBe('chat_send_failed');

    const blank = await client.mutate('chat.send', {
      claimId: CLAIM,
      message: '   ',
      idempotencyKey: randomUUID(),
    });
    expect(errorData(blank)?.errorKey).toBe('invalid_input');
    expect(await stack.journalCount(ADD_PATH)).toBe(1);

    // Someone else's claim: the broker answers 404, the page says it could not send.
    const siti = await stack.login(SITI);
    const foreign = await siti.mutate('chat.send', {
      claimId: CLAIM,
      message: 'Halo',
      idempotencyKey: randomUUID(),
    });
    expect(errorData(foreign)?.errorKey).toBe('chat_send_failed');
  });

  it('an agency agent chats on an agency claim too, and its list gets unread counts', async () => {
    const agent = await stack.login({ ...DEMO, phone: '81200000003' });
    const sent = await agent.mutate('chat.send', {
      claimId: 'clm_7001',
      message: 'Mohon dicek, nasabah sudah mengirim dokumen.',
      idempotencyKey: randomUUID(),
    });
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    await csReply('clm_7001', 'Baik, sedang kami cek.');
    const thread = await agent.query('chat.thread', { claimId: 'clm_7001' });
    expect((thread.data as LiveState).comments.map((comment) => comment.sender_type)).toEqual([
      'user',
      'agent',
    ]);
    const unread = await agent.query('chat.unread', { claimIds: ['clm_7001'] });
    expect(unread.data).toEqual({ clm_7001: 1 });
  });

  it('lists solved tickets with their messages', async () => {
    const client = await stack.login();
    const solved = await client.query('chat.solvedTickets', { claimId: 'clm_1106' });
    expect(solved.data).toEqual([
      expect.objectContaining({
        ticket_id: 'tkt_0001',
        subject: 'Kapan dana klaim ditransfer?',
        comments: [
          expect.objectContaining({ sender_type: 'user' }),
          expect.objectContaining({ sender_type: 'agent' }),
        ],
      }),
    ]);
    const none = await client.query('chat.solvedTickets', { claimId: CLAIM });
    expect(none.data).toEqual([]);
  });
});

describe('chat: live over server-sent events', () => {
  it('delivers the current state, then an injected CS reply and a status change, without a CSRF header', async () => {
    const client = await stack.login();
    const watch = openSubscription(stack.baseUrl, client, 'chat.watch', { claimId: CLAIM });
    try {
      await watch.waitFor(() => watch.messages().length === 1, 5000, 'the first state');
      expect(watch.state.status).toBe(200);
      expect(watch.state.contentType).toMatch(/text\/event-stream/);
      expect(watch.events[0]?.event).toBe('connected');
      expect(watch.messages<LiveState>()[0]).toEqual({
        comments: [],
        status: { code: 'document_received', displayName: expect.anything() },
      });

      await csReply(CLAIM, 'Dokumen Anda sedang kami periksa.');
      await watch.waitFor(() => watch.messages().length === 2, 3000, 'the reply');
      expect(watch.messages<LiveState>()[1]?.comments).toEqual([
        expect.objectContaining({
          sender_type: 'agent',
          sender_name: 'Rani (Customer Service)',
          message: 'Dokumen Anda sedang kami periksa.',
        }),
      ]);

      await admin(`/claims/${CLAIM}/transition`, { status_code: 'document_verified' });
      await watch.waitFor(() => watch.messages().length === 3, 3000, 'the status change');
      expect(watch.messages<LiveState>()[2]?.status.code).toBe('document_verified');

      // What the user sends shows on the stream at once (the send makes the watcher read now).
      await client.mutate('chat.send', {
        claimId: CLAIM,
        message: 'Terima kasih',
        idempotencyKey: randomUUID(),
      });
      await watch.waitFor(() => watch.messages().length === 4, 3000, 'the sent message');
      expect(watch.messages<LiveState>()[3]?.comments.at(-1)).toMatchObject({
        sender_type: 'user',
        message: 'Terima kasih',
      });
    } finally {
      await watch.close();
    }
  });

  it('a hundred open pages of one claim are one poller of the broker, which stops when they leave', async () => {
    const client = await stack.login();
    await fetch(`${stack.mockUrl}/__admin/journal`, { method: 'DELETE' });
    const pages = Array.from({ length: 100 }, () =>
      openSubscription(stack.baseUrl, client, 'chat.watch', { claimId: CLAIM }),
    );
    try {
      await Promise.all(pages.map((page) => page.waitFor(() => page.messages().length === 1, 10_000)));
      const started = Date.now();
      const before = await stack.journalCount(COMMENTS_PATH);
      await csReply(CLAIM, 'Satu balasan untuk semua halaman.');
      await Promise.all(pages.map((page) => page.waitFor(() => page.messages().length === 2, 5000)));
      await sleep(1000 - (Date.now() - started));
      const reads = (await stack.journalCount(COMMENTS_PATH)) - before;
      // One poller at 100 ms reads about ten times a second; a hundred pollers would read a thousand times.
      expect(reads).toBeGreaterThanOrEqual(3);
      expect(reads).toBeLessThanOrEqual(15);
    } finally {
      await Promise.all(pages.map((page) => page.close()));
    }
    await sleep(POLL_MS * 3);
    const stopped = await stack.journalCount(COMMENTS_PATH);
    await sleep(POLL_MS * 5);
    expect(await stack.journalCount(COMMENTS_PATH)).toBe(stopped);
    // A hundred streams opening on a busy CI machine take longer than vitest's 5 s default; the waits above
    // have their own limits.
  }, 90_000);

  it('ends with UNAUTHORIZED when the broker session is gone, and NOT_FOUND for a claim that is not the user’s', async () => {
    const client = await stack.login();
    const watch = openSubscription(stack.baseUrl, client, 'chat.watch', { claimId: CLAIM });
    await watch.waitFor(() => watch.messages().length === 1);
    // The broker forgets every session (as after its restart): the next read answers 401.
    await fetch(`${stack.mockUrl}/__admin/reset`, { method: 'POST' });
    await watch.waitFor(() => watch.state.ended, 3000, 'the stream to end');
    const error = watch.events.find((event) => event.event === 'serialized-error');
    expect(JSON.parse(error?.data ?? '{}')).toMatchObject({
      data: { code: 'UNAUTHORIZED', errorKey: 'unauthorized' },
    });

    const siti = await stack.login(SITI);
    const foreign = openSubscription(stack.baseUrl, siti, 'chat.watch', { claimId: CLAIM });
    await foreign.waitFor(() => foreign.state.ended, 3000, 'the stream to end');
    expect(foreign.messages()).toEqual([]);
    const refused = foreign.events.find((event) => event.event === 'serialized-error');
    expect(JSON.parse(refused?.data ?? '{}')).toMatchObject({ data: { code: 'NOT_FOUND' } });
  });

  it('without a session the stream is refused at once', async () => {
    const { createTrpcHttp } = await import('./trpc-http.ts');
    const anonymous = openSubscription(stack.baseUrl, createTrpcHttp(stack.baseUrl), 'chat.watch', {
      claimId: CLAIM,
    });
    await anonymous.waitFor(() => anonymous.state.ended, 3000, 'the stream to end');
    const refused = anonymous.events.find((event) => event.event === 'serialized-error');
    expect(JSON.parse(refused?.data ?? '{}')).toMatchObject({
      data: { code: 'UNAUTHORIZED', errorKey: 'session_expired' },
    });
  });
});

describe('chat: unread replies on the claim list', () => {
  /** Budi's claim in repair, with no chat, that no other test watches (read marks outlive a mock reset). */
  const UNREAD_CLAIM = 'clm_1104';
  /**
   * Budi's paid and completed claims, with no open chat, one per test below: the mock numbers its comments
   * from the start again after each test's reset, while the gateway keeps its read marks.
   */
  const WATCHED_CLAIM = 'clm_1106';
  const QUIET_CLAIM = 'clm_1107';
  /** How often the tests visit the list (the page asks every 10 s; the same rule at a test's pace). */
  const VISIT_MS = 100;

  type Client = Awaited<ReturnType<typeof stack.login>>;
  const brokerCalls = async () =>
    (await stack.journalCount(COMMENTS_PATH)) + (await stack.journalCount(CLAIM_LIST_PATH));
  /** Broker calls once every read a visit started has landed (a background read lands just after). */
  /**
   * The broker calls once none came for two looks in a row: a refresh the gateway starts after answering may
   * begin tens of milliseconds later on a loaded machine, and must count for the visit that started it.
   */
  async function settledBrokerCalls() {
    let last = await brokerCalls();
    let quiet = 0;
    while (quiet < 2) {
      await sleep(40);
      const now = await brokerCalls();
      quiet = now === last ? quiet + 1 : 0;
      last = now;
    }
    return last;
  }

  /** What the page does on the claim list: the cards, then the unread counts of the page's claims. */
  async function visitList(client: Client) {
    const list = await client.query('claims.list', { filter: 'all', offset: 0, limit: 10 });
    expect(list.status, JSON.stringify(list.error)).toBe(200);
    const claimIds = (list.data as { data: { claim_id: string }[] }).data.map((claim) => claim.claim_id);
    const unread = await client.query('chat.unread', { claimIds });
    expect(unread.status, JSON.stringify(unread.error)).toBe(200);
    return { claimIds, counts: unread.data as Record<string, number> };
  }

  it('a warm visit costs at most 2 broker calls whatever the cards, and a new reply shows within the bound', async () => {
    // Replies the earlier tests kept are forgotten: the first visit is a cold one.
    await sleep(UNREAD_MAX_AGE_MS);
    const client = await stack.login();
    await fetch(`${stack.mockUrl}/__admin/journal`, { method: 'DELETE' });
    const first = await visitList(client);
    const cards = first.claimIds.length;
    expect(cards).toBeGreaterThanOrEqual(5);
    expect(first.claimIds).toContain(UNREAD_CLAIM);
    expect(first.counts[UNREAD_CLAIM]).toBe(0);
    // Seeded: clm_1102 has one customer-service message Budi has not opened yet.
    expect(first.counts.clm_1102).toBe(1);
    // Cold: the list and every card's thread, once.
    expect(await settledBrokerCalls()).toBe(1 + cards);

    await csReply(UNREAD_CLAIM, 'Mohon lengkapi foto kerusakan.');
    // Visits at the page's pace: each costs the list and at most one thread (the stalest, read after
    // answering), so the reply shows once its claim's turn came: within the time the replies are current,
    // plus one visit per card, plus the visit that shows it.
    const bound = Math.ceil(UNREAD_CACHE_MS / VISIT_MS) + cards + 1;
    let visits = 0;
    let shownAfter: number | undefined;
    const perVisit: number[] = [];
    while (visits < bound + 2 * cards) {
      const before = await settledBrokerCalls();
      const { counts } = await visitList(client);
      perVisit.push((await settledBrokerCalls()) - before);
      visits += 1;
      if (shownAfter === undefined && counts[UNREAD_CLAIM] === 1) shownAfter = visits;
      if (shownAfter !== undefined) expect(counts[UNREAD_CLAIM]).toBe(1);
      await sleep(VISIT_MS);
    }
    expect(shownAfter, `visits: ${visits}`).toBeDefined();
    expect(shownAfter).toBeLessThanOrEqual(bound);
    expect(Math.max(...perVisit), JSON.stringify(perVisit)).toBeLessThanOrEqual(2);
    // Over time every card's thread was read again, one per visit: none was left behind.
    expect(perVisit.filter((calls) => calls === 2).length).toBeGreaterThanOrEqual(cards);
  }, 90_000);

  it('a thread the user has read counts 0; without the CSRF header nothing is marked; users are apart', async () => {
    const client = await stack.login();
    await csReply(UNREAD_CLAIM, 'Mohon lengkapi foto kerusakan.');
    await csReply(UNREAD_CLAIM, 'Terima kasih.');
    // The user opens the claim: the page shows the thread and says up to which reply it was read.
    const shown = (await client.query('chat.thread', { claimId: UNREAD_CLAIM })).data as LiveState;
    expect((await client.query('chat.unread', { claimIds: [UNREAD_CLAIM] })).data).toEqual({
      [UNREAD_CLAIM]: 2,
    });
    const marked = await client.mutate('chat.markRead', {
      claimId: UNREAD_CLAIM,
      commentId: shown.comments.at(-1)?.id,
    });
    expect(marked.status).toBe(200);
    // Without the page's CSRF header nothing is marked.
    const forged = await client.mutate('chat.markRead', { claimId: 'clm_1102', commentId: 'cmt_0001' }, {});
    expect(forged.status).toBe(403);
    const read = await client.query('chat.unread', { claimIds: [UNREAD_CLAIM, 'clm_1102'] });
    expect(read.data).toEqual({ [UNREAD_CLAIM]: 0, clm_1102: 1 });
    // An older tab reporting the older reply does not make the newer one unread again.
    await client.mutate('chat.markRead', { claimId: UNREAD_CLAIM, commentId: shown.comments[0]?.id });
    expect((await client.query('chat.unread', { claimIds: [UNREAD_CLAIM] })).data).toEqual({
      [UNREAD_CLAIM]: 0,
    });

    // Another user's view of their own claims is theirs; a claim they cannot read is left out.
    const siti = await stack.login(SITI);
    const sitis = await siti.query('chat.unread', { claimIds: ['clm_2102', UNREAD_CLAIM] });
    expect(sitis.data).toEqual({ clm_2102: 0 });
  });

  it('a reply on a claim whose chat is open reaches the list at its next visit, through the watcher', async () => {
    const client = await stack.login();
    expect((await client.query('chat.unread', { claimIds: [WATCHED_CLAIM] })).data).toEqual({
      [WATCHED_CLAIM]: 0,
    });
    const watch = openSubscription(stack.baseUrl, client, 'chat.watch', { claimId: WATCHED_CLAIM });
    try {
      await watch.waitFor(() => watch.messages().length === 1, 5000, 'the first state');
      await csReply(WATCHED_CLAIM, 'Dana sudah kami transfer.');
      await watch.waitFor(() => watch.messages().length === 2, 3000, 'the reply');
      // The list's own replies are current (just read): only the watcher's read can tell it of the reply.
      const list = await client.query('chat.unread', { claimIds: [WATCHED_CLAIM] });
      expect(list.data).toEqual({ [WATCHED_CLAIM]: 1 });
    } finally {
      await watch.close();
    }
  });

  it('replies kept longer than their lifetime are read before the list answers: a reply shows at once', async () => {
    const client = await stack.login();
    expect((await client.query('chat.unread', { claimIds: [QUIET_CLAIM] })).data).toEqual({
      [QUIET_CLAIM]: 0,
    });
    await csReply(QUIET_CLAIM, 'Ada yang bisa kami bantu lagi?');
    await sleep(UNREAD_MAX_AGE_MS + 50);
    const reads = await stack.journalCount(COMMENTS_PATH);
    expect((await client.query('chat.unread', { claimIds: [QUIET_CLAIM] })).data).toEqual({
      [QUIET_CLAIM]: 1,
    });
    expect(await stack.journalCount(COMMENTS_PATH)).toBe(reads + 1);
  }, 40_000);

  it('a lost session is UNAUTHORIZED when the list has to ask the broker, not an empty list', async () => {
    const client = await stack.login();
    await fetch(`${stack.mockUrl}/__admin/reset`, { method: 'POST' });
    // A claim this user's list never kept: its thread is read now, with a token the broker forgot.
    const result = await client.query('chat.unread', { claimIds: ['clm_1101'] });
    expect(result.status).toBe(401);
    expect(errorData(result)?.code).toBe('UNAUTHORIZED');
  });
});

describe('chat: shutdown', () => {
  it('closing the gateway ends open streams at once, with a retryable error so pages reconnect', async () => {
    const own = await startStack(undefined, { CHAT_POLL_INTERVAL_MS: String(POLL_MS) });
    const { client } = await login(own.baseUrl);
    const watch = openSubscription(own.baseUrl, client, 'chat.watch', { claimId: CLAIM });
    await watch.waitFor(() => watch.messages().length === 1);
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await watch.waitFor(() => watch.state.ended, 3000, 'the stream to end');
    // SERVICE_UNAVAILABLE is one of the codes httpSubscriptionLink reconnects on (a 'return' would stop it).
    const ended = watch.events.find((event) => event.event === 'serialized-error');
    expect(JSON.parse(ended?.data ?? '{}')).toMatchObject({ data: { code: 'SERVICE_UNAVAILABLE' } });
    expect(watch.events.some((event) => event.event === 'return')).toBe(false);
  });
});
