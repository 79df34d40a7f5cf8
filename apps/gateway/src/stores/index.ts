import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.ts';
import { createMemoryStores } from './memory.ts';
import type { GatewayStores } from './types.ts';

/** The gateway's shared state: in this process (one gateway, `npm start`). */
export async function createStores(_env: Env, log: FastifyBaseLogger): Promise<GatewayStores> {
  log.info({ stores: 'memory' }, 'sessions, budgets and idempotency keys kept in this process');
  return createMemoryStores();
}
