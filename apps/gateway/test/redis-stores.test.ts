import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { createStores } from '../src/stores/index.ts';
import { createRedisStores } from '../src/stores/redis.ts';
import type { GatewayStores } from '../src/stores/types.ts';
import { redisMissing, redisServerPerFile, startRedisServer } from './redis-server.ts';

const log = pino({ level: 'silent' });

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

  describe('budgets', () => {
    it('allows the budget per key and window, then refuses until the window slides', async () => {
      let clock = 1_000_000;
      const { budgets } = await stores({ now: () => clock });
      expect(await budgets.take('a', 2, 1000)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
      expect(await budgets.take('a', 2, 1000)).toEqual({ allowed: true, count: 2, retryAfterMs: 0 });
      clock += 400;
      expect(await budgets.take('a', 2, 1000)).toEqual({ allowed: false, count: 2, retryAfterMs: 600 });
      expect((await budgets.take('b', 2, 1000)).allowed).toBe(true);
      clock += 599;
      expect(await budgets.take('a', 2, 1000)).toEqual({ allowed: false, count: 2, retryAfterMs: 1 });
      clock += 1;
      expect(await budgets.take('a', 2, 1000)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
    });

    it('answers the wait until the oldest attempt that holds the budget leaves the window', async () => {
      let clock = 5_000_000;
      const { budgets } = await stores({ now: () => clock });
      for (const step of [0, 100, 100]) {
        clock += step;
        await budgets.take('phone', 3, 10_000);
      }
      clock = 5_005_000;
      expect(await budgets.take('phone', 3, 10_000)).toMatchObject({ allowed: false, retryAfterMs: 5000 });
      clock = 5_009_000;
      expect(await budgets.take('phone', 3, 10_000)).toMatchObject({ allowed: false, retryAfterMs: 1000 });
    });

    it('peeks without counting and forgets a key on reset', async () => {
      const { budgets } = await stores({ now: () => 42_000 });
      expect(await budgets.peek('k', 1, 1000)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
      await budgets.take('k', 1, 1000);
      expect(await budgets.peek('k', 1, 1000)).toEqual({ allowed: false, count: 1, retryAfterMs: 1000 });
      expect(await budgets.peek('k', 1, 1000)).toEqual({ allowed: false, count: 1, retryAfterMs: 1000 });
      await budgets.reset('k');
      expect((await budgets.take('k', 1, 1000)).allowed).toBe(true);
    });

    it('gives the last attempt to exactly one of many concurrent callers on two connections', async () => {
      const prefix = `test-${randomUUID()}:`;
      const [one, two] = [await stores({ prefix }), await stores({ prefix })];
      const decisions = await Promise.all(
        Array.from({ length: 40 }, (_, index) => (index % 2 ? one : two).budgets.take('otp', 5, 60_000)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
      expect(decisions.filter((decision) => !decision.allowed).every((d) => d.retryAfterMs > 0)).toBe(true);
    });

    it("uses Redis's clock by default and lets the key expire with its window", async () => {
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
  });

  describe('session revocations', () => {
    const session = { sid: 's1', userKey: 'u1', issuedAt: 1000 };

    it('ends one session by id on every instance, for its TTL', async () => {
      const prefix = `test-${randomUUID()}:`;
      const [one, two] = [await stores({ prefix }), await stores({ prefix })];
      expect(await two.sessions.isActive(session)).toBe(true);
      await one.sessions.revoke('s1', 60_000);
      expect(await two.sessions.isActive(session)).toBe(false);
      expect(await two.sessions.isActive({ ...session, sid: 's2' })).toBe(true);
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

    it('ends every session of a user issued at or before the cut-off, not later ones', async () => {
      const { sessions } = await stores();
      await sessions.revokeUser('u1', 1500, 60_000);
      expect(await sessions.isActive(session)).toBe(false);
      expect(await sessions.isActive({ ...session, sid: 's2', issuedAt: 1500 })).toBe(false);
      expect(await sessions.isActive({ ...session, sid: 's3', issuedAt: 1501 })).toBe(true);
      expect(await sessions.isActive({ ...session, userKey: 'u2' })).toBe(true);
      // An earlier cut-off arriving late does not bring sessions back.
      await sessions.revokeUser('u1', 500, 60_000);
      expect(await sessions.isActive(session)).toBe(false);
    });
  });

  describe('idempotency', () => {
    it('runs the work once for concurrent callers on two instances; all get the one result', async () => {
      const prefix = `test-${randomUUID()}:`;
      const [one, two] = [await stores({ prefix }), await stores({ prefix })];
      let calls = 0;
      const work = async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 150));
        return { claimId: `clm_${calls}`, at: ['2026-11-22'] };
      };
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          (index % 2 ? one : two).idempotency.run('create:k', 60_000, work),
        ),
      );
      expect(calls).toBe(1);
      expect(results).toEqual(Array.from({ length: 6 }, () => ({ claimId: 'clm_1', at: ['2026-11-22'] })));
      // Later, from either instance: the remembered result, no new work.
      expect(await two.idempotency.run('create:k', 60_000, work)).toEqual({
        claimId: 'clm_1',
        at: ['2026-11-22'],
      });
      expect(calls).toBe(1);
    });

    it('forgets a failure, so a retry on the other instance runs; a waiter then gets the retry result', async () => {
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
      expect(await one.idempotency.run('submit:k', 60_000, async () => 'again')).toBe('submitted');
    });

    it('remembers a result for its TTL only', async () => {
      const prefix = 'idem-ttl:';
      const { idempotency } = await stores({ prefix });
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

    it('keeps undefined and null results', async () => {
      const { idempotency } = await stores();
      expect(await idempotency.run('u', 60_000, async () => undefined)).toBeUndefined();
      expect(await idempotency.run('u', 60_000, async () => 'x')).toBeUndefined();
      expect(await idempotency.run('n', 60_000, async () => null)).toBeNull();
      expect(await idempotency.run('n', 60_000, async () => 'x')).toBeNull();
    });
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
