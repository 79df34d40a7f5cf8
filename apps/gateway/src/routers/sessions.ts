import { z } from 'zod';
import { sessionUserKey, type SessionData } from '../session.ts';
import { deviceOf } from '../sessions/session-device.ts';
import { entryOf, liveEntries } from '../sessions/session-list.ts';
import type { SessionEntry } from '../stores/types.ts';
import { sessionLimits, type Context } from '../trpc/context.ts';
import { portalError } from '../trpc/errors.ts';
import { protectedProcedure, router } from '../trpc/init.ts';

type SessionsContext = Pick<Context, 'config' | 'req' | 'log'> & { session: SessionData };

/** One signed-in session as the page shows it: no sid, no token, an opaque id to end it by. */
export interface SignedInSession {
  id: string;
  current: boolean;
  browser: string | null;
  os: string | null;
  deviceKind: 'mobile' | 'tablet' | 'desktop' | null;
  /** ISO 3166-1 alpha-2, named by a trusted proxy at login; null: unknown, and the page shows no place. */
  country: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
}

/**
 * The user's sessions that still hold. The current one is listed even when the list has no entry for it (a
 * session that began before the list existed): it is added as seen now, from this request.
 */
async function liveSessions(ctx: SessionsContext): Promise<SessionEntry[]> {
  const { config, session } = ctx;
  const userKey = sessionUserKey(session);
  const limits = sessionLimits(config);
  const { live, idle } = liveEntries(await config.stores.sessionDirectory.list(userKey), limits, Date.now());
  for (const entry of idle) await config.stores.sessionDirectory.remove(userKey, entry.sid);
  if (!live.some((entry) => entry.sid === session.sid)) {
    const entry = entryOf(session, limits, {
      device: deviceOf(ctx.req.headers['user-agent']),
      country: config.countryOf(ctx.req),
    });
    await config.stores.sessionDirectory.add(userKey, entry);
    live.push(entry);
  }
  return live;
}

function viewOf(ctx: SessionsContext, entry: SessionEntry): SignedInSession {
  return {
    id: ctx.config.publicSessionIds(entry.sid),
    current: entry.sid === ctx.session.sid,
    browser: entry.device.browser,
    os: entry.device.os,
    deviceKind: entry.device.kind,
    country: entry.country,
    firstSeenAt: new Date(entry.issuedAt).toISOString(),
    lastSeenAt: new Date(entry.seenAt).toISOString(),
  };
}

/**
 * Revokes one session in the shared store every instance's session check reads (decision record 0020), for
 * as long as it could still live, then takes it off the list.
 */
async function endSession(ctx: SessionsContext, entry: SessionEntry): Promise<void> {
  const { stores } = ctx.config;
  await stores.sessions.revoke(entry.sid, Math.max(1000, entry.expiresAt - Date.now()));
  await stores.sessionDirectory.remove(sessionUserKey(ctx.session), entry.sid);
}

/** The signed-in sessions of the user, and ending them (ASVS 5.0 7.5.2; decision record 0039). */
export const sessionsRouter = router({
  /** This device first, then the most recently used. */
  list: protectedProcedure.query(async ({ ctx }) => {
    const entries = await liveSessions(ctx);
    return entries
      .map((entry) => viewOf(ctx, entry))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }),

  /** Ends another session of the user; this device's own ends by logging out. */
  end: protectedProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .mutation(async ({ ctx, input }) => {
      const entries = await liveSessions(ctx);
      const entry = entries.find((item) => ctx.config.publicSessionIds(item.sid) === input.id);
      if (!entry) throw portalError('NOT_FOUND', 'session_not_found');
      if (entry.sid === ctx.session.sid) throw portalError('BAD_REQUEST', 'invalid_input');
      await endSession(ctx, entry);
      ctx.log.info('signed-in session ended by its user');
      return { ended: 1 };
    }),

  /** Ends every session of the user but this one. */
  endOthers: protectedProcedure.mutation(async ({ ctx }) => {
    const others = (await liveSessions(ctx)).filter((entry) => entry.sid !== ctx.session.sid);
    for (const entry of others) await endSession(ctx, entry);
    ctx.log.info({ ended: others.length }, 'other signed-in sessions ended by their user');
    return { ended: others.length };
  }),
});
