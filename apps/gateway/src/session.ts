import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ServiceName, User } from '@portal/contracts/entities/user';
import { deepFreeze } from './deep-freeze.ts';
import { tenantKey } from './mock-tenant/tenant.ts';

/** What the gateway remembers about a logged-in user. It travels only inside the encrypted cookie. */
export const SessionData = z.object({
  /** Random id minted at login: what logout, a new login and a phone change revoke (decision record 0020). */
  sid: z.string().min(16),
  token: z.string(),
  user: User,
  services: z.array(ServiceName),
  phone: z.string().nullable(),
  isSso: z.boolean(),
  /** Epoch ms of the login: the absolute lifetime counts from here, whatever the cookie's own expiry says. */
  issuedAt: z.number(),
  /** Epoch ms of the last request that used the session (renewed at most once a minute): the idle timeout. */
  seenAt: z.number(),
  /** The mock tenant the session was opened in (QA mode only, decision record 0032); absent: the default one. */
  mockTenant: z.string().optional(),
});
export type SessionData = z.infer<typeof SessionData>;

export function newSessionId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Whose session it is, for ending all of a user's sessions at once (a phone change): the broker's user id, else
 * the phone the code went to; an SSO session with neither can only be ended by its own id. A mock tenant's demo
 * user is another user than the same demo user in another tenant (decision record 0032).
 */
export function sessionUserKey(session: Pick<SessionData, 'sid' | 'user' | 'phone' | 'mockTenant'>): string {
  const key = session.user.id
    ? `user:${session.user.id}`
    : session.phone
      ? `phone:${session.phone}`
      : `sid:${session.sid}`;
  return session.mockTenant === undefined ? key : tenantKey(session.mockTenant, key);
}

/** The gateway's own limits on a session, whatever the broker's token lifetime (ASVS V7). */
export interface SessionLimits {
  maxAgeMs: number;
  idleMs: number;
}

/** `seenAt` is renewed (the cookie sealed again) when it is older than this, not on every request. */
export const SESSION_RENEW_AFTER_MS = 60_000;

/** What the cookie of a request is worth. `renew`: seal it again with `seenAt` now. */
export type SessionCheck =
  | { state: 'none' }
  | { state: 'ended'; reason: 'expired' | 'idle' | 'revoked' }
  | { state: 'live'; session: SessionData; renew: boolean };

/** Milliseconds the session may still live, at most (its absolute lifetime); at least 1 s for store TTLs. */
export function sessionRemainingMs(session: SessionData, limits: SessionLimits, now: number): number {
  return Math.max(1000, session.issuedAt + limits.maxAgeMs - now);
}

/**
 * Opens a session cookie and decides whether it still holds: within its absolute lifetime and idle timeout,
 * and not revoked (asked of the shared store, so a logout on another gateway instance counts too).
 */
export async function checkSession(
  sealed: string | undefined,
  deps: {
    codec: SessionCodec;
    limits: SessionLimits;
    isActive: (identity: { sid: string; userKey: string; issuedAt: number }) => Promise<boolean>;
    now: number;
    /**
     * Mock-tenant mode: the request's tenant (null: the default one). A session opened in another tenant holds a
     * token that tenant never issued, so the request is signed out; its cookie is left for when the tester
     * switches back. Undefined: not checked.
     */
    mockTenant?: string | null;
  },
): Promise<SessionCheck> {
  const session = deps.codec.open(sealed);
  if (!session) return { state: 'none' };
  if (deps.mockTenant !== undefined && (session.mockTenant ?? null) !== deps.mockTenant) {
    return { state: 'none' };
  }
  const { now, limits } = deps;
  // A clock step back would otherwise make a session look younger than it is; a future stamp is not ours.
  if (session.issuedAt > now + SESSION_RENEW_AFTER_MS || now - session.issuedAt >= limits.maxAgeMs) {
    return { state: 'ended', reason: 'expired' };
  }
  if (now - session.seenAt >= limits.idleMs) return { state: 'ended', reason: 'idle' };
  const active = await deps.isActive({
    sid: session.sid,
    userKey: sessionUserKey(session),
    issuedAt: session.issuedAt,
  });
  if (!active) return { state: 'ended', reason: 'revoked' };
  return { state: 'live', session, renew: now - session.seenAt >= SESSION_RENEW_AFTER_MS };
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A fixed salt of this application: HKDF's extract step with it turns any secret into a key of its own here. */
const HKDF_SALT = 'insurance-portal/sealed-values';

/**
 * The secrets values are sealed with: `SESSION_SECRET` is one secret or several separated by commas, newest
 * first. The first seals; every one still opens, so a secret can be replaced without signing anybody out.
 */
export function secretList(secret: string | readonly string[]): string[] {
  const list = typeof secret === 'string' ? secret.split(',') : [...secret];
  return list.map((item) => item.trim()).filter((item) => item.length > 0);
}

interface SealingKey {
  /** One byte naming the key in each sealed value, so opening tries the right key first, not every one. */
  id: number;
  key: Buffer;
  /** For `stable` sealing: the IV is an HMAC of the text under this key. */
  ivKey: Buffer;
}

/** HKDF-SHA-256 (RFC 5869): a key per secret and purpose, never the secret's bare hash. */
function sealingKey(secret: string, purpose: string): SealingKey {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, info, 32));
  const key = derive(`aes-256-gcm:${purpose}`);
  const id = createHmac('sha256', key).update('key id').digest()[0] as number;
  return { id, key, ivKey: derive(`stable-iv:${purpose}`) };
}

/**
 * AES-256-GCM over text: unreadable and tamper-evident without the secret. `purpose` derives a separate key
 * per use, so a value sealed for one use (a file ref) never opens as another (a session). With several secrets
 * (rotation), the first seals and each opens.
 */
export function createSealer(secret: string | readonly string[], purpose = 'session') {
  const keys = secretList(secret).map((item) => sealingKey(item, purpose));
  const [sealing] = keys;
  if (!sealing) throw new Error('createSealer needs at least one secret');
  return {
    /**
     * `stable`: the same text always seals to the same output (the IV comes from an HMAC of the text), so a
     * value shown twice keeps one identity; it reveals only that two sealed values are equal.
     */
    seal(text: string, { stable = false }: { stable?: boolean } = {}): string {
      const iv = stable
        ? createHmac('sha256', sealing.ivKey).update(text).digest().subarray(0, IV_BYTES)
        : randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealing.key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([sealing.id]), iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The sealed text, or null when it was not sealed with one of the keys or was changed. */
    open(sealed: string | undefined): string | null {
      if (!sealed) return null;
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < 1 + IV_BYTES + TAG_BYTES) return null;
      const iv = raw.subarray(1, 1 + IV_BYTES);
      const tag = raw.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const body = raw.subarray(1 + IV_BYTES + TAG_BYTES);
      for (const candidate of keys) {
        if (candidate.id !== raw[0]) continue;
        try {
          const decipher = createDecipheriv('aes-256-gcm', candidate.key, iv);
          decipher.setAuthTag(tag);
          return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
        } catch {
          // Another key with the same one-byte id, or a changed value: try the next.
        }
      }
      return null;
    },
  };
}
export type Sealer = ReturnType<typeof createSealer>;

/** How many opened cookies are remembered, and for how long (decision record 0024). */
export interface OpenedSessionCache {
  maxEntries: number;
  ttlMs: number;
}

/**
 * A cookie is sealed again (new IV, new `seenAt`) at most once a minute, so a page's calls within that minute
 * send the same value: remembering it for as long spares each call the decryption and the schema check.
 */
export const DEFAULT_OPENED_SESSION_CACHE: OpenedSessionCache = {
  maxEntries: 5_000,
  ttlMs: SESSION_RENEW_AFTER_MS,
};

/**
 * The session cookie: the session data sealed with the `session` key of each secret (the first seals).
 *
 * Opening is remembered per sealed value, bounded in entries and time. It is a pure function of the value and the
 * secret — the value is authenticated (GCM), so one value opens to one session only, never another user's — and
 * only the opening is remembered: whether the session still holds (lifetime, idle time, revocation) is decided on
 * every request by `checkSession`. A value that does not open is not remembered (garbage cannot fill the cache).
 * The opened data is frozen: requests that share it cannot change it for each other.
 */
export function createSessionCodec(
  secret: string | readonly string[],
  cache: OpenedSessionCache | null = DEFAULT_OPENED_SESSION_CACHE,
  now: () => number = () => Date.now(),
) {
  const sealer = createSealer(secret);
  const opened = new Map<string, { session: SessionData; until: number }>();

  function openUncached(sealed: string | undefined): SessionData | null {
    const text = sealer.open(sealed);
    if (text === null) return null;
    try {
      const parsed = SessionData.safeParse(JSON.parse(text));
      return parsed.success ? deepFreeze(parsed.data) : null;
    } catch {
      return null;
    }
  }

  return {
    seal(data: SessionData): string {
      return sealer.seal(JSON.stringify(data));
    },
    open(sealed: string | undefined): SessionData | null {
      if (!cache || !sealed) return openUncached(sealed);
      const at = now();
      const known = opened.get(sealed);
      if (known && known.until > at) return known.session;
      if (known) opened.delete(sealed);
      const session = openUncached(sealed);
      if (session) {
        // The oldest entry makes room (a Map iterates in insertion order).
        if (opened.size >= cache.maxEntries) opened.delete(opened.keys().next().value as string);
        opened.set(sealed, { session, until: at + cache.ttlMs });
      }
      return session;
    },
    /** Opened values remembered now (tests). */
    cachedCount: () => opened.size,
  };
}
export type SessionCodec = ReturnType<typeof createSessionCodec>;

export function sessionCookieName(secure: boolean): string {
  // The __Host- prefix pins the cookie to this host, path / and HTTPS.
  return secure ? '__Host-portal_session' : 'portal_session';
}
