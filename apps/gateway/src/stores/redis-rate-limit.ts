import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { luaScript, type RedisAccess } from './redis-access.ts';

/**
 * Where @fastify/rate-limit counts requests per client address when the stores are in Redis: one window per
 * address across every gateway instance, counted as the plugin's own Redis store counts (INCR, the window as the
 * key's TTL, the same keys), but through the circuit breaker and without waiting on Redis (decision record 0038).
 *
 * The count is waited for at most `COUNT_WAIT_MS`; later than that, or with the circuit open, the store answers
 * an error and the plugin lets the request through (`skipOnError`): the limit protects capacity, not accounts,
 * and a page must not wait on a Redis that hangs. A count that arrives late is still counted in Redis.
 */

/** A local Redis answers in about a millisecond; a request is never held longer than this for its count. */
export const COUNT_WAIT_MS = 50;

/** KEYS[1] the address's window; ARGV[1] the window in ms. Answers the count and the ms left in the window. */
const countScript = luaScript(`
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`);

class CountNotInTime extends Error {
  constructor() {
    super(`rate-limit count not answered within ${COUNT_WAIT_MS} ms`);
  }
}

export function redisRateLimitStore(access: RedisAccess, nameSpace: string): FastifyRateLimitStoreCtor {
  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      let answered = false;
      const answer = (error: Error | null, result?: { current: number; ttl: number }) => {
        if (answered) return;
        answered = true;
        clearTimeout(timer);
        callback(error, result);
      };
      // When the wait is over, a reply already read from the socket still wins: the late check runs after
      // the event loop has read what arrived (setImmediate runs after I/O), so a busy process counts right.
      const timer = setTimeout(() => setImmediate(() => answer(new CountNotInTime())), COUNT_WAIT_MS);
      access.breaker
        .run(() => countScript(access.redis, [`${prefix}${key}`], [timeWindow]))
        .then(
          (reply) => {
            const [current, ttl] = reply as [number, number];
            answer(null, { current, ttl });
          },
          (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
        );
    },
    child(params) {
      // A route with its own limit counts apart, under the plugin's own key layout. The plugin passes its merged
      // settings with the route under `routeInfo`, whatever its types say.
      const route = (params as unknown as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return storeFor(`${prefix}${route?.method ?? ''}${route?.url ?? ''}-`);
    },
  });
  const root = storeFor(nameSpace);
  return class RedisRateLimitStore implements FastifyRateLimitStore {
    incr = root.incr;
    child = root.child;
  };
}
