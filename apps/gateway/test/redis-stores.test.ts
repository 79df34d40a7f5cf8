import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server } from 'node:net';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { tenantStores } from '../src/mock-tenant/tenant.ts';
import { readEnv } from '../src/env.ts';
import { createStores } from '../src/stores/index.ts';
import { createRedisStores } from '../src/stores/redis.ts';
import { storeContract } from '../src/stores/store-contract.ts';
import type { GatewayStores } from '../src/stores/types.ts';
import { redisMissing, redisServerPerFile, startRedisServer } from './redis-server.ts';

/** Listens on a free local port and answers it. */
function listening(server: Server | ReturnType<typeof createServer>): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

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
      const created = await createStores({ ...readEnv({}), REDIS_URL: own.url }, log);
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

    /** How a start on `url` is refused: the message, and how long it took. */
    async function refusal(url: string) {
      const started = performance.now();
      const error = await createRedisStores({ url, prefix: 'portal:', log }).then(
        () => new Error('started'),
        (refused: Error) => refused,
      );
      return { message: error.message, ms: performance.now() - started };
    }

    it('refuses to start within seconds, naming the cause in one line', async () => {
      const own = await startRedisServer({ password: 'right-password' });
      const http = createServer((_request, response) => response.end('not redis'));
      const silent = createNetServer(() => {});
      try {
        const httpPort = await listening(http);
        const silentPort = await listening(silent);
        const gone = await startRedisServer();
        await gone.stop(); // a port nobody listens on now
        const refusals = [
          await refusal(gone.url),
          await refusal(own.url),
          await refusal(own.url.replace('redis://', 'redis://:wrong-password@')),
          await refusal(`redis://127.0.0.1:${httpPort}`),
          await refusal(`redis://127.0.0.1:${silentPort}`),
        ];
        expect(refusals.map((refused) => refused.message)).toEqual([
          `REDIS_URL: connection refused at 127.0.0.1:${gone.port} (is Redis running there?)`,
          `REDIS_URL: Redis at 127.0.0.1:${own.port} needs a password (redis://:password@host:port, or user:password for an ACL user)`,
          `REDIS_URL: authentication failed at 127.0.0.1:${own.port}: wrong user or password in REDIS_URL`,
          `REDIS_URL: not a Redis server at 127.0.0.1:${httpPort} (protocol error: it answered something that is not Redis)`,
          `REDIS_URL: no answer from 127.0.0.1:${silentPort} in time (not Redis, or it is stuck)`,
        ]);
        for (const refused of refusals) expect(refused.ms).toBeLessThan(5000);
        // With the right password it starts.
        const stores = await createRedisStores({
          url: own.url.replace('redis://', 'redis://:right-password@'),
          prefix: 'portal:',
          log,
        });
        expect(await stores.ping()).toBe(true);
        await stores.close();
      } finally {
        http.close();
        silent.close();
        await own.stop();
      }
    }, 30_000);

    it('is memory without REDIS_URL', async () => {
      const created = await createStores({ ...readEnv({}), REDIS_URL: undefined }, log);
      expect([created.kind, created.rateLimitStore]).toEqual(['memory', null]);
    });
  });
});
