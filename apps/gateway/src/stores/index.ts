import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.ts';
import { createMemoryStores } from './memory.ts';
import { createRedisStores } from './redis.ts';
import type { GatewayStores } from './types.ts';

/** The gateway's shared state: in Redis when `REDIS_URL` is set (several instances), else in this process. */
export async function createStores(
  env: Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'REDIS_COMMAND_TIMEOUT_MS'>,
  log: FastifyBaseLogger,
): Promise<GatewayStores> {
  if (env.REDIS_URL) {
    const stores = await createRedisStores({
      url: env.REDIS_URL,
      prefix: env.REDIS_KEY_PREFIX,
      log,
      commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    });
    log.info(
      { stores: 'redis', prefix: env.REDIS_KEY_PREFIX },
      'sessions, budgets and idempotency keys in Redis',
    );
    return stores;
  }
  log.info({ stores: 'memory' }, 'sessions, budgets and idempotency keys kept in this process');
  return createMemoryStores();
}

/**
 * Where @fastify/rate-limit counts requests: in the stores' Redis (one window per address across every instance;
 * when Redis fails or is slow, requests pass rather than fail or wait: this limit protects capacity, not
 * accounts, decision record 0038) or in memory.
 */
export function rateLimitStorage(stores: GatewayStores) {
  if (!stores.rateLimitStore) return {};
  return { store: stores.rateLimitStore, skipOnError: true };
}
