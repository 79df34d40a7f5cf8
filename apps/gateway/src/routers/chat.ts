import { z } from 'zod';
import type { Comment } from '@portal/contracts/entities/comment';
import { sessionOwner } from '../files/file-refs.ts';
import type { Context } from '../trpc/context.ts';
import { orFail, toPortalError } from '../trpc/errors.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { watchKeyId, type ClaimSnapshot, type WatchKey } from '../chat/claim-watchers.ts';
import type { SessionData } from '../session.ts';
import { IdempotencyKey } from '../trpc/inputs.ts';
import { unreadCount } from '../chat/unread.ts';

const ClaimId = z.string().min(1).max(64);
/** A sent message is remembered under its key this long (double clicks, retries after a timeout). */
const SEND_REMEMBER_MS = 10 * 60_000;
/** Most claims one list page shows (the agency list's biggest page is 20). */
const MAX_UNREAD_CLAIMS = 50;
/** Threads read from the broker at once for the unread counts. */
const UNREAD_CONCURRENCY = 4;

const THREAD_FAILURE = { errorKey: 'something_wrong' } as const;

type AuthedContext = Context & { session: SessionData };

/** What a watching page receives: the open thread and the claim's status, whole, on every change. */
export interface ClaimLiveState {
  comments: Comment[];
  status: ClaimSnapshot['status'];
}

/** This user's view of a claim, in the request's mock tenant: what watchers, read marks and replies are kept by. */
function viewOf(ctx: AuthedContext, claimId: string): WatchKey {
  return { tenant: ctx.mockTenant, owner: sessionOwner(ctx.session), claimId };
}

/** Reads the claim's thread from the broker and keeps its replies for the list's badges. */
async function readReplies(ctx: AuthedContext, view: WatchKey) {
  const thread = await ctx.upstream.call('comments', { query: { entity_ref_id: view.claimId } });
  return ctx.config.chat.unread.keepThread(view, thread.comments);
}

/**
 * Reads the stalest claim whose kept replies are due, after the list has its answer: one thread per visit
 * whatever the number of cards, so a list page costs the broker at most its own call and this one. A failure
 * only leaves the replies as they were (the next visit tries again).
 */
function refreshStalest(ctx: AuthedContext, due: readonly WatchKey[]) {
  const { refreshing } = ctx.config.chat;
  const view = due.find((candidate) => !refreshing.has(watchKeyId(candidate)));
  if (!view) return;
  const id = watchKeyId(view);
  refreshing.add(id);
  readReplies(ctx, view)
    .catch((error: unknown) =>
      ctx.log.info(
        { claimId: view.claimId, code: toPortalError(error, THREAD_FAILURE).code },
        'replies not refreshed',
      ),
    )
    .finally(() => refreshing.delete(id));
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/** Chat with customer service on a claim (spec §1, §3 Comment, §7 Comments), live (decision record 0014). */
export const chatRouter = router({
  /** The open conversation of a claim (the comments' entity_ref_id is the claim id). */
  thread: protectedProcedure.input(z.object({ claimId: ClaimId })).query(async ({ ctx, input }) => {
    const thread = await orFail(
      ctx.upstream.call('comments', { query: { entity_ref_id: input.claimId } }),
      THREAD_FAILURE,
    );
    await ctx.config.chat.unread.keepThread(viewOf(ctx, input.claimId), thread.comments);
    return thread;
  }),

  /** Conversations customer service closed, newest last, each with its messages. */
  solvedTickets: protectedProcedure.input(z.object({ claimId: ClaimId })).query(async ({ ctx, input }) => {
    const tickets = await orFail(
      ctx.upstream.call('allSolvedTickets', { query: { entity_ref_id: input.claimId } }),
      THREAD_FAILURE,
    );
    return tickets.data;
  }),

  /**
   * Sends a message (add-comments); any failure but a lost session is 'Tidak dapat mengirim pesan saat ini'
   * (spec §8). Once per idempotency key; everyone watching the claim sees it at the next read, which is now.
   */
  send: protectedProcedure
    .input(
      z.object({
        claimId: ClaimId,
        message: z.string().trim().min(1).max(2000),
        idempotencyKey: IdempotencyKey,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const owner = sessionOwner(ctx.session);
      const comment = await ctx.config.stores.idempotency.run(
        `${owner}:chat-send:${input.idempotencyKey}`,
        SEND_REMEMBER_MS,
        () =>
          orFail(
            ctx.upstream.call(
              'addComments',
              { body: { entity_ref_id: input.claimId, message: input.message } },
              // A broker that deduplicates does so across gateway restarts too (decision record 0008).
              { headers: { 'idempotency-key': `chat-send:${input.idempotencyKey}` } },
            ),
            { errorKey: 'chat_send_failed' },
          ),
      );
      ctx.config.chat.watchers.poke(viewOf(ctx, input.claimId));
      return comment;
    }),

  /**
   * The claim's thread and status now and on every change, for as long as the page listens. Pages of one user
   * on one claim share one watcher of the broker. A lost session ends the stream with UNAUTHORIZED; a claim
   * that is not the user's with NOT_FOUND.
   */
  watch: protectedProcedure.input(z.object({ claimId: ClaimId })).subscription(async function* ({
    ctx,
    input,
    signal,
  }) {
    const subscription = ctx.config.chat.watchers.subscribe(
      viewOf(ctx, input.claimId),
      ctx.session.token,
      signal,
    );
    try {
      for await (const snapshot of subscription) {
        const state: ClaimLiveState = { comments: snapshot.comments, status: snapshot.status };
        yield state;
      }
    } catch (error) {
      throw toPortalError(error, THREAD_FAILURE);
    } finally {
      subscription.end();
    }
  }),

  /**
   * The page showed the thread up to this customer-service reply: it and those before it are read. A mutation
   * (with the CSRF header), not a side effect of reading: a prefetched thread is not a read one.
   */
  markRead: protectedProcedure
    .input(z.object({ claimId: ClaimId, commentId: z.string().min(1).max(64) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.config.chat.unread.markSeen(viewOf(ctx, input.claimId), input.commentId);
      return { ok: true as const };
    }),

  /**
   * Unread customer-service replies per claim, for the claims a list page shows: one call for the page,
   * counted from the replies and read marks in the shared store (decision record 0040). A claim with no replies
   * kept (never read, or not for `CHAT_UNREAD_MAX_AGE_MS`) is read before answering; of those kept longer than
   * `CHAT_UNREAD_CACHE_MS`, the stalest one is read after answering. A claim whose thread cannot be read is left
   * out (no badge).
   */
  unread: protectedProcedure
    .input(z.object({ claimIds: z.array(ClaimId).max(MAX_UNREAD_CLAIMS) }))
    .query(async ({ ctx, input }) => {
      const { unread } = ctx.config.chat;
      const plan = await unread.plan([...new Set(input.claimIds)].map((claimId) => viewOf(ctx, claimId)));
      const counts = { ...plan.counts };
      let sessionLost: unknown;
      await eachLimited(plan.missing, UNREAD_CONCURRENCY, async (view) => {
        if (sessionLost) return;
        try {
          const summary = await readReplies(ctx, view);
          counts[view.claimId] = unreadCount(summary.replyIds, plan.marks[view.claimId]);
        } catch (error) {
          const mapped = toPortalError(error, THREAD_FAILURE);
          if (mapped.code === 'UNAUTHORIZED') sessionLost = mapped;
          else ctx.log.info({ claimId: view.claimId, code: mapped.code }, 'unread count left out');
        }
      });
      if (sessionLost) throw sessionLost;
      // A visit that had to read threads has spent its share of broker calls.
      if (plan.missing.length === 0) refreshStalest(ctx, plan.due);
      return counts;
    }),
});
