import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { portalError } from '../trpc/errors.ts';
import { CircuitOpenError, type CircuitBreaker } from './circuit-breaker.ts';

/** The connection, the circuit breaker every command goes through, and where failures are logged (record 0038). */
export interface RedisAccess {
  redis: Redis;
  breaker: CircuitBreaker;
  log: FastifyBaseLogger;
}

/** A Lua script run by its SHA once Redis knows it (EVALSHA), sent whole the first time (EVAL). */
export function luaScript(source: string) {
  const sha = createHash('sha1').update(source).digest('hex');
  return async (redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> => {
    try {
      return await redis.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(source, keys.length, ...keys, ...args);
    }
  };
}

/**
 * Runs `call` through the breaker. Its errors become the gateway's retryable 503, never a 500 or a leaked
 * connection message; an open circuit answers the 503 at once, without asking Redis.
 */
export async function guarded<T>(access: RedisAccess, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await access.breaker.run(call);
  } catch (error) {
    // The circuit's opening was logged once; each refusal while it is open is no news.
    if (!(error instanceof CircuitOpenError)) {
      access.log.error({ err: error, store: what }, 'shared store (Redis) failed');
    }
    throw portalError('SERVICE_UNAVAILABLE', 'server_problem');
  }
}
