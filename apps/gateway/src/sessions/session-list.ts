import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { secretList, sessionUserKey, type SessionData, type SessionLimits } from '../session.ts';
import type { SessionDevice, SessionEntry, GatewayStores } from '../stores/types.ts';

/** A fixed salt of this application for the ids the page gets instead of session ids. */
const HKDF_SALT = 'insurance-portal/session-list-ids';

/**
 * The id the page names a session by: an HMAC of its sid under a key derived from the sealing secret, so the
 * page can end a session without ever holding what would let it act as that session (decision record 0039).
 */
export function createPublicSessionIds(secret: string | readonly string[]) {
  const [sealing] = secretList(secret);
  if (!sealing) throw new Error('createPublicSessionIds needs a secret');
  const key = Buffer.from(hkdfSync('sha256', sealing, HKDF_SALT, 'hmac-sha256:session-list-id', 32));
  return (sid: string): string => createHmac('sha256', key).update(sid).digest('base64url').slice(0, 22);
}
export type PublicSessionIds = ReturnType<typeof createPublicSessionIds>;

/** The directory entry of a session as it starts. */
export function entryOf(
  session: Pick<SessionData, 'sid' | 'issuedAt' | 'seenAt'>,
  limits: SessionLimits,
  where: { device: SessionDevice; country: string | null },
): SessionEntry {
  return {
    sid: session.sid,
    issuedAt: session.issuedAt,
    seenAt: session.seenAt,
    expiresAt: session.issuedAt + limits.maxAgeMs,
    device: where.device,
    country: where.country,
  };
}

/**
 * Lists a new session under its user, and under its phone for the operator's sign-out by phone; the session
 * the same cookie held before leaves the list (it was revoked by the new login).
 */
export async function listNewSession(
  stores: Pick<GatewayStores, 'sessionDirectory'>,
  session: SessionData,
  entry: SessionEntry,
  previous: SessionData | null,
): Promise<void> {
  const userKey = sessionUserKey(session);
  if (previous) await stores.sessionDirectory.remove(sessionUserKey(previous), previous.sid);
  await stores.sessionDirectory.add(userKey, entry);
  if (session.phone) await stores.sessionDirectory.linkPhone(session.phone, userKey, entry.expiresAt);
}

/**
 * The cookie was sealed again (at most once a minute): its last-seen time follows in the list. A failure
 * costs only the list's freshness, so it is logged, not the request's.
 */
export async function touchListedSession(
  stores: Pick<GatewayStores, 'sessionDirectory'>,
  session: SessionData,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await stores.sessionDirectory.touch(sessionUserKey(session), session.sid, session.seenAt);
  } catch (error) {
    log.warn({ err: error }, 'could not renew the last-seen time of a listed session');
  }
}

/** The listed sessions that still hold: within their lifetime (the store's cut) and their idle timeout. */
export function liveEntries(entries: SessionEntry[], limits: SessionLimits, now: number) {
  const live: SessionEntry[] = [];
  const idle: SessionEntry[] = [];
  for (const entry of entries) (now - entry.seenAt >= limits.idleMs ? idle : live).push(entry);
  return { live, idle };
}

/**
 * Ends every session of a user everywhere (the operator's command): every session issued until now is revoked
 * in the shared store that each request's check reads, and the list is emptied.
 */
export async function endAllSessionsOfUser(
  stores: Pick<GatewayStores, 'sessions' | 'sessionDirectory'>,
  userKey: string,
  limits: SessionLimits,
  now: number,
): Promise<number> {
  const listed = await stores.sessionDirectory.list(userKey);
  await stores.sessions.revokeUser(userKey, now, limits.maxAgeMs);
  await stores.sessionDirectory.removeAll(userKey);
  return listed.filter((entry) => entry.issuedAt <= now).length;
}
