import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Locker } from '@tus/server';
import type { IdempotencyStore } from '../idempotency.ts';

/**
 * Shared state of the gateway: in memory for one process, in Redis when `REDIS_URL` is set so several
 * gateway instances agree. Every method is async because the Redis one is.
 */

/** The outcome of counting one attempt against a budget. */
export interface BudgetDecision {
  allowed: boolean;
  /** Attempts counted in the window, this one included when it was allowed. */
  count: number;
  /** When `allowed` is false: milliseconds until one more attempt would be allowed (else 0). */
  retryAfterMs: number;
}

/** Counters with a sliding window per key: OTP sends per phone, wrong codes per phone and operation. */
export interface Budgets {
  /** Counts one attempt under `key` unless `limit` attempts already happened within `windowMs`. */
  take(key: string, limit: number, windowMs: number): Promise<BudgetDecision>;
  /** The same decision without counting (e.g. "is this phone locked?"). */
  peek(key: string, limit: number, windowMs: number): Promise<BudgetDecision>;
  /** Forgets the key (e.g. wrong-code count after a right code). */
  reset(key: string): Promise<void>;
}

/** Identity of a session as the revocation store needs it (all inside the sealed cookie). */
export interface SessionIdentity {
  /** Random id minted at login. */
  sid: string;
  /** Stable per user (the broker's user id), to end all of a user's sessions at once. */
  userKey: string;
  /** Epoch ms of the login. */
  issuedAt: number;
}

/** Sessions the gateway has ended, checked on every request that carries a session cookie. */
export interface SessionRevocations {
  /** Ends one session; remembered for `ttlMs` (at least the session's remaining absolute lifetime). */
  revoke(sid: string, ttlMs: number): Promise<void>;
  /** Ends every session of the user that was issued at or before `before` (epoch ms), e.g. on a phone change. */
  revokeUser(userKey: string, before: number, ttlMs: number): Promise<void>;
  /** False when the session was revoked by id or by user; one round trip. */
  isActive(session: SessionIdentity): Promise<boolean>;
}

/** The browser and system a session was opened from, read from its User-Agent at login (session-device.ts). */
export interface SessionDevice {
  /** e.g. "Chrome", "Safari"; null when the User-Agent names none the parser knows. */
  browser: string | null;
  /** e.g. "Android", "Windows", "iOS". */
  os: string | null;
  kind: 'mobile' | 'tablet' | 'desktop' | null;
}

/** One signed-in session as its user sees it in the list (decision record 0039); the sid never leaves the gateway. */
export interface SessionEntry {
  sid: string;
  /** Epoch ms of the login. */
  issuedAt: number;
  /** Epoch ms of the last renewal of its cookie (at most once a minute), or the login. */
  seenAt: number;
  /** Epoch ms the session's absolute lifetime ends: the entry is gone then. */
  expiresAt: number;
  device: SessionDevice;
  /** ISO 3166-1 alpha-2 country a trusted proxy named at login; null when none did. */
  country: string | null;
}

/** The signed-in sessions of each user, for the list on the profile and for ending them (ASVS 5.0 7.5.2). */
export interface SessionDirectory {
  /** Adds (or replaces) a session of the user; it is forgotten at `entry.expiresAt`. */
  add(userKey: string, entry: SessionEntry): Promise<void>;
  /** Moves the session's last-seen time on; nothing when the session is not listed (ended meanwhile). */
  touch(userKey: string, sid: string, seenAt: number): Promise<void>;
  /** The user's sessions whose lifetime has not ended, in no particular order. */
  list(userKey: string): Promise<SessionEntry[]>;
  /** Forgets one session of the user (a logout, an end); true when it was listed. */
  remove(userKey: string, sid: string): Promise<boolean>;
  /** Forgets every session of the user (a phone change, an operator signing the user out everywhere). */
  removeAll(userKey: string): Promise<void>;
  /**
   * Remembers that `phone` logged in as `userKey` until `expiresAt`, so an operator who knows only the phone
   * can find the user's sessions; and answers the user keys a phone logged in as.
   */
  linkPhone(phone: string, userKey: string, expiresAt: number): Promise<void>;
  userKeysOfPhone(phone: string): Promise<string[]>;
}

/**
 * Values kept a short while under a key (JSON, each with its own lifetime): reads of the broker the gateway
 * reuses (decision record 0040). A cache: when the store fails, a read is a miss and a write is skipped, never
 * an error; whatever it held ends with its lifetime.
 */
export interface SharedCache {
  get(key: string): Promise<unknown>;
  /** Several keys in one round trip, in order (undefined: not there). */
  getMany(keys: readonly string[]): Promise<unknown[]>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface GatewayStores {
  kind: 'memory' | 'redis';
  budgets: Budgets;
  sessions: SessionRevocations;
  /** The signed-in sessions of each user (the profile's list); revocation stays `sessions`' job. */
  sessionDirectory: SessionDirectory;
  /** Results of create/submit calls by idempotency key (values must be JSON-serialisable for Redis). */
  idempotency: IdempotencyStore;
  /** Short-lived copies of broker reads, and the unread marks of the claim list (decision record 0040). */
  cache: SharedCache;
  /** Where @fastify/rate-limit counts requests (the stores' Redis, never waited on); null: the plugin's memory. */
  rateLimitStore: FastifyRateLimitStoreCtor | null;
  /** tus's lock on an upload: one request at a time reads or writes it, on every instance (record 0061). */
  uploadLocker: Locker;
  /** True when the store answers (readiness). Memory: always true. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
