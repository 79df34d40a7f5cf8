/**
 * Remembers the outcome of a call under a key, so a retried or repeated request (double click, retry after a
 * timeout, a second tab) gets the first call's result instead of doing it again. Behind an interface: the
 * in-memory store serves one gateway process; the Redis one (stores/redis.ts) serves several (decision 0019).
 */
export interface IdempotencyStore {
  /**
   * Runs `work` once per key while its result is remembered: concurrent callers share the one in-flight
   * promise, later callers within `ttlMs` get the stored result. A failure is not remembered (a retry runs).
   */
  run<T>(key: string, ttlMs: number, work: () => Promise<T>): Promise<T>;
}

interface Entry {
  promise: Promise<unknown>;
  expiresAt: number;
}

export function createMemoryIdempotencyStore(
  options: { now?: () => number; maxEntries?: number } = {},
): IdempotencyStore & { size(): number } {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 50_000;
  const entries = new Map<string, Entry>();

  function sweep(): void {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
    // Still full: drop the oldest (Map keeps insertion order).
    while (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    run<T>(key: string, ttlMs: number, work: () => Promise<T>): Promise<T> {
      const existing = entries.get(key);
      if (existing && existing.expiresAt > now()) return existing.promise as Promise<T>;
      if (entries.size >= maxEntries) sweep();
      const promise = work();
      // In flight it never expires; the TTL starts when the result is known.
      const entry: Entry = { promise, expiresAt: Number.POSITIVE_INFINITY };
      entries.set(key, entry);
      promise.then(
        () => {
          entry.expiresAt = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return promise;
    },
    size: () => entries.size,
  };
}
