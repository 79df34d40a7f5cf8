import { describe, expect, it } from 'vitest';
import { tenantKey, tenantStores } from '../mock-tenant/tenant.ts';
import type { GatewayStores, SessionEntry } from './types.ts';

/**
 * What every implementation of the stores must do, as tests: run by `memory.test.ts` on the memory stores and
 * by `test/redis-stores.test.ts` on the Redis stores, so the two cannot drift. `open` answers stores over the
 * state named `namespace`: two calls with the same namespace are two gateway instances on one shared state.
 */
export type OpenStores = (options: { namespace: string; now?: () => number }) => Promise<GatewayStores>;

let namespaces = 0;
const fresh = () => `contract-${process.pid}-${(namespaces += 1)}`;

export function storeContract(open: OpenStores) {
  describe('budgets', () => {
    it('allows the budget per key and window, then refuses until the window slides', async () => {
      let clock = 1_000_000;
      const { budgets } = await open({ namespace: fresh(), now: () => clock });
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
      const { budgets } = await open({ namespace: fresh(), now: () => clock });
      for (const step of [0, 100, 100]) {
        clock += step;
        await budgets.take('phone', 3, 10_000);
      }
      clock = 5_005_000;
      expect(await budgets.take('phone', 3, 10_000)).toMatchObject({ allowed: false, retryAfterMs: 5000 });
      // A refused attempt is not counted: the wait does not grow with every retry.
      clock = 5_009_000;
      expect(await budgets.take('phone', 3, 10_000)).toMatchObject({ allowed: false, retryAfterMs: 1000 });
    });

    it('peeks without counting and forgets a key on reset', async () => {
      const { budgets } = await open({ namespace: fresh(), now: () => 42_000 });
      expect(await budgets.peek('k', 1, 1000)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
      await budgets.take('k', 1, 1000);
      expect(await budgets.peek('k', 1, 1000)).toEqual({ allowed: false, count: 1, retryAfterMs: 1000 });
      expect(await budgets.peek('k', 1, 1000)).toEqual({ allowed: false, count: 1, retryAfterMs: 1000 });
      await budgets.reset('k');
      expect((await budgets.take('k', 1, 1000)).allowed).toBe(true);
    });

    it('gives the budget to exactly as many of many concurrent callers on two instances', async () => {
      const namespace = fresh();
      const [one, two] = [await open({ namespace }), await open({ namespace })];
      const decisions = await Promise.all(
        Array.from({ length: 40 }, (_, index) => (index % 2 ? one : two).budgets.take('otp', 5, 60_000)),
      );
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
      expect(decisions.filter((decision) => !decision.allowed).every((d) => d.retryAfterMs > 0)).toBe(true);
    });
  });

  describe('mock tenants (QA mode, decision record 0032)', () => {
    const phone = 'otp:send:10m:phone:6281200000001';

    it("keep one key's budget apart per tenant, under the tenant's prefix on the shared stores", async () => {
      const stores = await open({ namespace: fresh(), now: () => 7_000_000 });
      const [inA, inB] = [tenantStores(stores, 'qa-a'), tenantStores(stores, 'qa-b')];
      expect((await inA.budgets.take(phone, 1, 60_000)).allowed).toBe(true);
      expect((await inA.budgets.take(phone, 1, 60_000)).allowed).toBe(false);
      expect((await inB.budgets.take(phone, 1, 60_000)).allowed).toBe(true);
      expect((await stores.budgets.peek(phone, 1, 60_000)).allowed).toBe(true);
      expect((await stores.budgets.peek(tenantKey('qa-a', phone), 1, 60_000)).allowed).toBe(false);
      await inA.budgets.reset(phone);
      expect((await inA.budgets.peek(phone, 1, 60_000)).allowed).toBe(true);
      expect((await inB.budgets.peek(phone, 1, 60_000)).allowed).toBe(false);
    });

    it("keep one idempotency key's result apart per tenant", async () => {
      const stores = await open({ namespace: fresh() });
      const [inA, inB] = [tenantStores(stores, 'qa-a'), tenantStores(stores, 'qa-b')];
      expect(await inA.idempotency.run('usr_1:chat-send:k', 60_000, async () => 'sent in a')).toBe(
        'sent in a',
      );
      expect(await inB.idempotency.run('usr_1:chat-send:k', 60_000, async () => 'sent in b')).toBe(
        'sent in b',
      );
      expect(await inA.idempotency.run('usr_1:chat-send:k', 60_000, async () => 'again')).toBe('sent in a');
      expect(
        await stores.idempotency.run(tenantKey('qa-a', 'usr_1:chat-send:k'), 60_000, async () => 'x'),
      ).toBe('sent in a');
      expect(await stores.idempotency.run('usr_1:chat-send:k', 60_000, async () => 'default')).toBe(
        'default',
      );
    });
  });

  describe('session revocations', () => {
    const session = { sid: 's1', userKey: 'u1', issuedAt: 1000 };

    it('ends one session by id, on every instance', async () => {
      const namespace = fresh();
      const [one, two] = [await open({ namespace }), await open({ namespace })];
      expect(await two.sessions.isActive(session)).toBe(true);
      await one.sessions.revoke('s1', 60_000);
      expect(await two.sessions.isActive(session)).toBe(false);
      expect(await two.sessions.isActive({ ...session, sid: 's2' })).toBe(true);
    });

    it('ends every session of a user issued at or before the cut-off, not later ones', async () => {
      const { sessions } = await open({ namespace: fresh() });
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

  describe('session directory (decision record 0039)', () => {
    const entry = (sid: string, overrides: Partial<SessionEntry> = {}): SessionEntry => ({
      sid,
      issuedAt: Date.now() - 1000,
      seenAt: Date.now() - 1000,
      expiresAt: Date.now() + 60_000,
      device: { browser: 'Chrome', os: 'Android', kind: 'mobile' },
      country: 'ID',
      ...overrides,
    });
    const sids = (entries: SessionEntry[]) => entries.map((item) => item.sid).sort();

    it("lists a user's sessions added on either instance, and only that user's", async () => {
      const namespace = fresh();
      const [one, two] = [await open({ namespace }), await open({ namespace })];
      const first = entry('s1');
      await one.sessionDirectory.add('user:1', first);
      await two.sessionDirectory.add(
        'user:1',
        entry('s2', { device: { browser: null, os: null, kind: null } }),
      );
      await two.sessionDirectory.add('user:2', entry('s3'));
      expect(sids(await two.sessionDirectory.list('user:1'))).toEqual(['s1', 's2']);
      expect((await one.sessionDirectory.list('user:1')).find((item) => item.sid === 's1')).toEqual(first);
      expect(sids(await one.sessionDirectory.list('user:2'))).toEqual(['s3']);
      expect(await one.sessionDirectory.list('user:9')).toEqual([]);
    });

    it('moves last seen on only forward, and never brings back a removed session', async () => {
      const { sessionDirectory } = await open({ namespace: fresh() });
      const start = entry('s1');
      await sessionDirectory.add('user:1', start);
      await sessionDirectory.touch('user:1', 's1', start.seenAt + 60_000);
      await sessionDirectory.touch('user:1', 's1', start.seenAt + 5);
      expect((await sessionDirectory.list('user:1'))[0]).toEqual({ ...start, seenAt: start.seenAt + 60_000 });
      expect(await sessionDirectory.remove('user:1', 's1')).toBe(true);
      expect(await sessionDirectory.remove('user:1', 's1')).toBe(false);
      await sessionDirectory.touch('user:1', 's1', start.seenAt + 120_000);
      expect(await sessionDirectory.list('user:1')).toEqual([]);
    });

    it('removes one session or all of a user, on every instance', async () => {
      const namespace = fresh();
      const [one, two] = [await open({ namespace }), await open({ namespace })];
      for (const sid of ['s1', 's2', 's3']) await one.sessionDirectory.add('user:1', entry(sid));
      await one.sessionDirectory.add('user:2', entry('s4'));
      await two.sessionDirectory.remove('user:1', 's2');
      expect(sids(await one.sessionDirectory.list('user:1'))).toEqual(['s1', 's3']);
      await two.sessionDirectory.removeAll('user:1');
      expect(await one.sessionDirectory.list('user:1')).toEqual([]);
      expect(sids(await one.sessionDirectory.list('user:2'))).toEqual(['s4']);
    });

    it('leaves out a session whose lifetime has ended', async () => {
      const { sessionDirectory } = await open({ namespace: fresh() });
      await sessionDirectory.add('user:1', entry('ending', { expiresAt: Date.now() + 150 }));
      await sessionDirectory.add('user:1', entry('ended', { expiresAt: Date.now() - 1 }));
      await sessionDirectory.add('user:1', entry('live'));
      expect(sids(await sessionDirectory.list('user:1'))).toEqual(['ending', 'live']);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sids(await sessionDirectory.list('user:1'))).toEqual(['live']);
    });

    it('answers the user keys a phone logged in as, until the link expires', async () => {
      const namespace = fresh();
      const [one, two] = [await open({ namespace }), await open({ namespace })];
      await one.sessionDirectory.linkPhone('6281200000001', 'user:1', Date.now() + 60_000);
      await two.sessionDirectory.linkPhone('6281200000001', 'phone:6281200000001', Date.now() + 150);
      expect((await two.sessionDirectory.userKeysOfPhone('6281200000001')).sort()).toEqual([
        'phone:6281200000001',
        'user:1',
      ]);
      expect(await one.sessionDirectory.userKeysOfPhone('6281200000002')).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await one.sessionDirectory.userKeysOfPhone('6281200000001')).toEqual(['user:1']);
    });
  });

  describe('shared cache (decision record 0040)', () => {
    it('answers on the other instance what one kept, a copy, until its lifetime ends or it is deleted', async () => {
      const namespace = fresh();
      const [one, two] = [await open({ namespace }), await open({ namespace })];
      const mark = { replyIds: ['cmt_1', 'cmt_2'], latestReplyAt: null, checkedAt: 1 };
      await one.cache.set('chat-replies:a', mark, 60_000);
      await one.cache.set('chat-read:a', 'cmt_2', 60_000);
      await one.cache.set('short', 'x', 50);
      const kept = (await two.cache.get('chat-replies:a')) as typeof mark;
      expect(kept).toEqual(mark);
      kept.replyIds.push('changed by a caller');
      expect(await two.cache.getMany(['chat-replies:a', 'missing', 'chat-read:a'])).toEqual([
        mark,
        undefined,
        'cmt_2',
      ]);
      expect(await one.cache.getMany([])).toEqual([]);
      await two.cache.delete('chat-read:a');
      expect(await one.cache.get('chat-read:a')).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(await one.cache.get('short')).toBeUndefined();
    });
  });

  describe('idempotency', () => {
    it('runs the work once for concurrent callers on two instances; all get the one result', async () => {
      const namespace = fresh();
      const [one, two] = [await open({ namespace }), await open({ namespace })];
      let calls = 0;
      const work = async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
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

    it('forgets a failure, so a retry on either instance runs', async () => {
      const namespace = fresh();
      const [one, two] = [await open({ namespace }), await open({ namespace })];
      await expect(
        one.idempotency.run('submit:k', 60_000, () => Promise.reject(new Error('broker down'))),
      ).rejects.toThrow('broker down');
      expect(await two.idempotency.run('submit:k', 60_000, async () => 'submitted')).toBe('submitted');
      expect(await one.idempotency.run('submit:k', 60_000, async () => 'again')).toBe('submitted');
    });

    it('keeps undefined and null results', async () => {
      const { idempotency } = await open({ namespace: fresh() });
      expect(await idempotency.run('u', 60_000, async () => undefined)).toBeUndefined();
      expect(await idempotency.run('u', 60_000, async () => 'x')).toBeUndefined();
      expect(await idempotency.run('n', 60_000, async () => null)).toBeNull();
      expect(await idempotency.run('n', 60_000, async () => 'x')).toBeNull();
    });
  });
}
