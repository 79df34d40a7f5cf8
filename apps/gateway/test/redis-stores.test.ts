import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { tenantStores } from '../src/mock-tenant/tenant.ts';
import { createStores } from '../src/stores/index.ts';
import { createRedisStores } from '../src/stores/redis.ts';
import { storeContract } from '../src/stores/store-contract.ts';
import type { GatewayStores } from '../src/stores/types.ts';
import { redisMissing, redisServerPerFile, startRedisServer } from './redis-server.ts';

/** Fastify's own no-op logger: the stores log through whatever the app gives them. */
const log = Fastify({ logger: false }).log;

describe.skipIf(redisMissing)('Redis stores (a real redis-server)', () => {
  const redis = redisServerPerFile();
  const opened: GatewayStores[] = [];
  /** A fresh prefix per store set keeps the tests apart on the one server. */
  async function stores(options: { prefix?: string; now?: () => number } = {}) {
    const created = await createRedisStores({
      url: redis.url,
      prefix: options.prefix ?? `test-${randomUUID()}:`,
      log,
      now: options.now,
    });
    opened.push(created);
    return created;
  }
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  storeContract(({ namespace, now }) => stores({ prefix: `${namespace}:`, now }));

  it("counts budgets in Redis's clock by default, and lets the key expire with its window", async () => {
    const { budgets } = await stores({ prefix: 'clock-test:' });
    await budgets.take('k', 5, 60_000);
    const inspect = new Redis(redis.url);
    try {
      const ttl = await inspect.pttl('clock-test:budget:k');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      const [, score] = await inspect.zrange('clock-test:budget:k', 0, 0, 'WITHSCORES');
      expect(Math.abs(Number(score) - Date.now())).toBeLessThan(5000);
    } finally {
      inspect.disconnect();
    }
  });

  it("keeps a mock tenant's budget under its own key, as the memory stores do", async () => {
    const stores = await createRedisStores({ url: redis.url, prefix: 'tenant-test:', log });
    opened.push(stores);
    await tenantStores(stores, 'qa-a').budgets.take('otp:send:addr:127.0.0.1', 5, 60_000);
    const inspect = new Redis(redis.url);
    try {
      expect(await inspect.keys('tenant-test:*')).toEqual([
        'tenant-test:budget:tenant:qa-a:otp:send:addr:127.0.0.1',
      ]);
    } finally {
      inspect.disconnect();
    }
  });

  it('keeps the longer TTL when a session is revoked twice', async () => {
    const { sessions } = await stores({ prefix: 'ttl-test:' });
    await sessions.revoke('s1', 60_000);
    await sessions.revoke('s1', 10);
    const inspect = new Redis(redis.url);
    try {
      expect(await inspect.pttl('ttl-test:session:revoked:s1')).toBeGreaterThan(50_000);
    } finally {
      inspect.disconnect();
    }
  });

  it('lets a caller on another instance that waited run its own work when the first one fails', async () => {
    const prefix = `test-${randomUUID()}:`;
    const [one, two] = [await stores({ prefix }), await stores({ prefix })];
    const failing = one.idempotency.run('submit:k', 60_000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error('broker down');
    });
    // Starts while the first one is in flight: waits, finds the key forgotten, runs its own work.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const retried = two.idempotency.run('submit:k', 60_000, async () => 'submitted');
    await expect(failing).rejects.toThrow('broker down');
    expect(await retried).toBe('submitted');
  });

  it('remembers an idempotent result for its TTL only', async () => {
    const { idempotency } = await stores({ prefix: 'idem-ttl:' });
    await idempotency.run('k', 60_000, async () => 'first');
    const inspect = new Redis(redis.url);
    try {
      const ttl = await inspect.pttl('idem-ttl:idempotency:k');
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
      await inspect.del('idem-ttl:idempotency:k'); // as if the TTL had passed
    } finally {
      inspect.disconnect();
    }
    expect(await idempotency.run('k', 60_000, async () => 'second')).toBe('second');
  });

  describe('connection', () => {
    it('is chosen by REDIS_URL, answers ping, and says not ready once Redis is gone', async () => {
      const own = await startRedisServer();
      const created = await createStores({ REDIS_URL: own.url, REDIS_KEY_PREFIX: 'portal:' }, log);
      try {
        expect(created.kind).toBe('redis');
        expect(await created.ping()).toBe(true);
        await own.stop();
        expect(await created.ping()).toBe(false);
        // A request needing the store gets the typed, retryable 503, not a 500.
        const failure = await created.sessions
          .isActive({ sid: 's', userKey: 'u', issuedAt: 0 })
          .catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(TRPCError);
        expect(failure).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'server_problem' });
      } finally {
        await created.close();
        await own.stop();
      }
    });

    it('refuses to start when REDIS_URL cannot be reached', async () => {
      const own = await startRedisServer();
      await own.stop(); // a port nobody listens on now
      await expect(
        createRedisStores({ url: own.url, prefix: 'portal:', log, connectAttempts: 2 }),
      ).rejects.toThrow(/REDIS_URL: Redis cannot be reached/);
    });

    it('is memory without REDIS_URL', async () => {
      const created = await createStores({ REDIS_URL: undefined, REDIS_KEY_PREFIX: 'portal:' }, log);
      expect([created.kind, created.redis]).toEqual(['memory', null]);
    });
  });
});
