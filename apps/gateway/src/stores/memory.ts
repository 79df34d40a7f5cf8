import { MemoryLocker } from '@tus/server';
import { createMemoryIdempotencyStore } from '../idempotency.ts';
import type {
  BudgetDecision,
  Budgets,
  GatewayStores,
  SessionDirectory,
  SessionEntry,
  SessionIdentity,
  SessionRevocations,
  SharedCache,
} from './types.ts';

type Clock = () => number;

/** Above this many keys, a take or revoke first forgets what has expired, so a flood of keys cannot grow the map. */
const SWEEP_ABOVE = 10_000;

interface Window {
  /** Times of the counted attempts, oldest first, none older than `windowMs`. */
  times: number[];
  windowMs: number;
}

/** Sliding-window budgets of one process: each key keeps the times of its counted attempts. */
export function createMemoryBudgets(options: { now?: Clock } = {}): Budgets & { size(): number } {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  function recent(key: string, windowMs: number, at: number): number[] {
    const times = windows.get(key)?.times ?? [];
    return times.filter((time) => at - time < windowMs);
  }

  function decide(
    times: number[],
    limit: number,
    windowMs: number,
    at: number,
    counted: boolean,
  ): BudgetDecision {
    if (counted || times.length < limit) return { allowed: true, count: times.length, retryAfterMs: 0 };
    // The attempt that leaves the window first frees the next slot.
    const freeing = times[times.length - limit] ?? at;
    return { allowed: false, count: times.length, retryAfterMs: Math.max(1, freeing + windowMs - at) };
  }

  function sweep(at: number) {
    for (const [key, window] of windows) {
      const last = window.times[window.times.length - 1];
      if (last === undefined || at - last >= window.windowMs) windows.delete(key);
    }
  }

  return {
    async take(key, limit, windowMs) {
      const at = now();
      if (windows.size > SWEEP_ABOVE) sweep(at);
      const times = recent(key, windowMs, at);
      if (times.length >= limit) {
        windows.set(key, { times, windowMs });
        return decide(times, limit, windowMs, at, false);
      }
      times.push(at);
      windows.set(key, { times, windowMs });
      return decide(times, limit, windowMs, at, true);
    },
    async peek(key, limit, windowMs) {
      const at = now();
      return decide(recent(key, windowMs, at), limit, windowMs, at, false);
    },
    async reset(key) {
      windows.delete(key);
    },
    size: () => windows.size,
  };
}

/** Revoked session ids and per-user cut-offs of one process, each forgotten after its TTL. */
export function createMemorySessionRevocations(options: { now?: Clock } = {}): SessionRevocations & {
  size(): number;
} {
  const now = options.now ?? Date.now;
  /** sid → when the revocation may be forgotten. */
  const revokedSids = new Map<string, number>();
  /** userKey → sessions issued at or before `before` are ended, until `expiresAt`. */
  const userCutoffs = new Map<string, { before: number; expiresAt: number }>();

  function sweep(at: number) {
    for (const [sid, expiresAt] of revokedSids) if (expiresAt <= at) revokedSids.delete(sid);
    for (const [user, cutoff] of userCutoffs) if (cutoff.expiresAt <= at) userCutoffs.delete(user);
  }

  return {
    async revoke(sid, ttlMs) {
      const at = now();
      if (revokedSids.size > SWEEP_ABOVE) sweep(at);
      revokedSids.set(sid, Math.max(revokedSids.get(sid) ?? 0, at + ttlMs));
    },
    async revokeUser(userKey, before, ttlMs) {
      const at = now();
      if (userCutoffs.size > SWEEP_ABOVE) sweep(at);
      const existing = userCutoffs.get(userKey);
      userCutoffs.set(userKey, {
        // A later cut-off covers every session an earlier one ended.
        before: Math.max(existing?.before ?? before, before),
        expiresAt: Math.max(existing?.expiresAt ?? 0, at + ttlMs),
      });
    },
    async isActive(session: SessionIdentity) {
      const at = now();
      const sidExpiry = revokedSids.get(session.sid);
      if (sidExpiry !== undefined && sidExpiry > at) return false;
      const cutoff = userCutoffs.get(session.userKey);
      return !(cutoff && cutoff.expiresAt > at && session.issuedAt <= cutoff.before);
    },
    size: () => revokedSids.size + userCutoffs.size,
  };
}

/** Each user's signed-in sessions in this process, each forgotten at the end of its lifetime. */
export function createMemorySessionDirectory(options: { now?: Clock } = {}): SessionDirectory & {
  size(): number;
} {
  const now = options.now ?? Date.now;
  /** userKey → sid → entry. */
  const users = new Map<string, Map<string, SessionEntry>>();
  /** phone → userKey → until when the link holds. */
  const phones = new Map<string, Map<string, number>>();

  function live(userKey: string, at: number): Map<string, SessionEntry> | undefined {
    const entries = users.get(userKey);
    if (!entries) return undefined;
    for (const [sid, entry] of entries) if (entry.expiresAt <= at) entries.delete(sid);
    if (entries.size === 0) users.delete(userKey);
    return entries.size === 0 ? undefined : entries;
  }

  function sweep(at: number) {
    for (const userKey of [...users.keys()]) live(userKey, at);
    for (const [phone, links] of phones) {
      for (const [userKey, until] of links) if (until <= at) links.delete(userKey);
      if (links.size === 0) phones.delete(phone);
    }
  }

  return {
    async add(userKey, entry) {
      const at = now();
      if (users.size > SWEEP_ABOVE || phones.size > SWEEP_ABOVE) sweep(at);
      if (entry.expiresAt <= at) return;
      const entries = live(userKey, at) ?? new Map<string, SessionEntry>();
      entries.set(entry.sid, { ...entry, device: { ...entry.device } });
      users.set(userKey, entries);
    },
    async touch(userKey, sid, seenAt) {
      const entry = live(userKey, now())?.get(sid);
      if (entry) entry.seenAt = Math.max(entry.seenAt, seenAt);
    },
    async list(userKey) {
      const entries = live(userKey, now());
      return entries ? [...entries.values()].map((entry) => ({ ...entry, device: { ...entry.device } })) : [];
    },
    async remove(userKey, sid) {
      const entries = live(userKey, now());
      const removed = entries?.delete(sid) ?? false;
      if (entries?.size === 0) users.delete(userKey);
      return removed;
    },
    async removeAll(userKey) {
      users.delete(userKey);
    },
    async linkPhone(phone, userKey, expiresAt) {
      const links = phones.get(phone) ?? new Map<string, number>();
      links.set(userKey, Math.max(links.get(userKey) ?? 0, expiresAt));
      phones.set(phone, links);
    },
    async userKeysOfPhone(phone) {
      const at = now();
      const links = phones.get(phone);
      return links ? [...links].filter(([, until]) => until > at).map(([userKey]) => userKey) : [];
    },
    size: () => users.size + phones.size,
  };
}

/** Values with a lifetime in this process; above `maxEntries` the oldest written goes first. */
export function createMemoryCache(options: { now?: Clock; maxEntries?: number } = {}): SharedCache & {
  size(): number;
} {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 100_000;
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const read = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    // A copy, as Redis would answer: a caller changing what it got does not change what is kept.
    return structuredClone(entry.value);
  };
  return {
    async get(key) {
      return read(key);
    },
    async getMany(keys) {
      return keys.map(read);
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      entries.set(key, { value: structuredClone(value), expiresAt: now() + ttlMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    async delete(key) {
      entries.delete(key);
    },
    size: () => entries.size,
  };
}

/** Everything in this process: right for one gateway (`npm start`), wrong for several (use `REDIS_URL`). */
export function createMemoryStores(options: { now?: Clock } = {}): GatewayStores {
  return {
    kind: 'memory',
    budgets: createMemoryBudgets(options),
    sessions: createMemorySessionRevocations(options),
    sessionDirectory: createMemorySessionDirectory(options),
    idempotency: createMemoryIdempotencyStore(options),
    cache: createMemoryCache(options),
    rateLimitStore: null,
    // One process: tus's own lock covers every request that can reach an upload.
    uploadLocker: new MemoryLocker(),
    ping: async () => true,
    close: async () => {},
  };
}
