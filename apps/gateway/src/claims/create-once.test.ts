import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { redisMissing, redisServerPerFile } from '../../test/redis-server.ts';
import type { IdempotencyStore } from '../idempotency.ts';
import { createMemoryStores } from '../stores/memory.ts';
import { createRedisStores } from '../stores/redis.ts';
import type { GatewayStores } from '../stores/types.ts';
import { createOnce } from './create-once.ts';

/**
 * A broker that does not deduplicate: every create makes a claim. `loseNextAnswer` makes the next create
 * happen and then fail as a timeout would.
 */
function fakeBroker() {
  const claims = ['clm_old'];
  let loseNextAnswer = false;
  let creates = 0;
  return {
    claims,
    get creates() {
      return creates;
    },
    loseNext() {
      loseNextAnswer = true;
    },
    async create(): Promise<{ claimId: string }> {
      creates += 1;
      const claimId = `clm_${claims.length}`;
      claims.unshift(claimId);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new Error('timed out');
      }
      return { claimId };
    },
  };
}

function attempt(
  store: IdempotencyStore,
  broker: ReturnType<typeof fakeBroker>,
  key = 'user:claim-create:k1',
) {
  return createOnce({
    store,
    key,
    ttlMs: 60_000,
    listExisting: async () => [...broker.claims],
    adopt: async (appeared) => (appeared[0] ? { claimId: appeared[0] } : null),
    create: () => broker.create(),
  });
}

/** The same behaviour on one process's memory and on two gateway instances sharing a Redis. */
function createOnceContract(storesFor: () => Promise<[GatewayStores, GatewayStores]>) {
  it('a retry after a lost answer adopts the claim the broker made, even on another instance', async () => {
    const [first, second] = await storesFor();
    const broker = fakeBroker();
    broker.loseNext();
    await expect(attempt(first.idempotency, broker)).rejects.toThrow('timed out');
    expect(await attempt(second.idempotency, broker)).toEqual({ claimId: 'clm_1' });
    expect(await attempt(first.idempotency, broker)).toEqual({ claimId: 'clm_1' });
    expect(broker.creates).toBe(1);
    expect(broker.claims).toEqual(['clm_1', 'clm_old']);
  });

  it('creates on the retry when the first attempt made nothing, and once only', async () => {
    const [first, second] = await storesFor();
    const broker = fakeBroker();
    const refused = createOnce({
      store: first.idempotency,
      key: 'user:claim-create:k2',
      ttlMs: 60_000,
      listExisting: async () => [...broker.claims],
      adopt: async () => null,
      create: async () => {
        throw new Error('validate-claim refused');
      },
    });
    await expect(refused).rejects.toThrow('refused');
    expect(await attempt(second.idempotency, broker, 'user:claim-create:k2')).toEqual({ claimId: 'clm_1' });
    expect(await attempt(first.idempotency, broker, 'user:claim-create:k2')).toEqual({ claimId: 'clm_1' });
    expect(broker.creates).toBe(1);
  });

  it('a new key is a new creation', async () => {
    const [first] = await storesFor();
    const broker = fakeBroker();
    expect(await attempt(first.idempotency, broker, 'user:claim-create:a')).toEqual({ claimId: 'clm_1' });
    expect(await attempt(first.idempotency, broker, 'user:claim-create:b')).toEqual({ claimId: 'clm_2' });
  });
}

describe('createOnce in one process', () => {
  createOnceContract(async () => {
    const stores = createMemoryStores();
    return [stores, stores];
  });
});

describe.skipIf(redisMissing)('createOnce on two instances sharing a Redis (a real redis-server)', () => {
  const redis = redisServerPerFile();
  const opened: GatewayStores[] = [];
  const log = Fastify({ logger: false }).log;
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((stores) => stores.close()));
  });
  createOnceContract(async () => {
    const prefix = `create-once-${Math.random().toString(36).slice(2)}:`;
    const pair = await Promise.all([
      createRedisStores({ url: redis.url, prefix, log }),
      createRedisStores({ url: redis.url, prefix, log }),
    ]);
    opened.push(...pair);
    return pair;
  });
});
