import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { IdempotencyStore } from '../idempotency.ts';

/**
 * Shared state of the gateway (issue 11): in memory for one process, in Redis when `REDIS_URL` is set so several
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
  /** Results of create/submit calls by idempotency key (values must be JSON-serialisable for Redis). */
  idempotency: IdempotencyStore;
  /** Short-lived copies of broker reads, and the unread marks of the claim list (decision record 0040). */
  cache: SharedCache;
  /** Where @fastify/rate-limit counts requests (the stores' Redis, never waited on); null: the plugin's memory. */
  rateLimitStore: FastifyRateLimitStoreCtor | null;
  /** True when the store answers (readiness). Memory: always true. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
