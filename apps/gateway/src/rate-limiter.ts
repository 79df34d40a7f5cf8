/** A sliding-window counter per key, in memory (one gateway process; a fleet would keep it in Redis). */
export function createRateLimiter(options: { limit: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  function sweep(at: number) {
    // Forget idle keys now and then so the map cannot grow with every address ever seen.
    if (at - lastSweep < options.windowMs) return;
    lastSweep = at;
    for (const [key, times] of hits) {
      if (times.every((time) => at - time >= options.windowMs)) hits.delete(key);
    }
  }

  return {
    /** Counts one attempt; false when the key has used up its budget for the window. */
    take(key: string): boolean {
      const at = now();
      sweep(at);
      const recent = (hits.get(key) ?? []).filter((time) => at - time < options.windowMs);
      if (recent.length >= options.limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(at);
      hits.set(key, recent);
      return true;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
