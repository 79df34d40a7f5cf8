import { describe, expect, it } from 'vitest';
import { createMemoryBudgets, createMemorySessionRevocations, createMemoryStores } from './memory.ts';

describe('memory budgets', () => {
  it('allows the budget per key and window, then refuses until the window slides', async () => {
    let clock = 0;
    const budgets = createMemoryBudgets({ now: () => clock });
    const taken = [await budgets.take('a', 2, 1000), await budgets.take('a', 2, 1000)];
    expect(taken).toEqual([
      { allowed: true, count: 1, retryAfterMs: 0 },
      { allowed: true, count: 2, retryAfterMs: 0 },
    ]);
    clock = 400;
    expect(await budgets.take('a', 2, 1000)).toEqual({ allowed: false, count: 2, retryAfterMs: 600 });
    expect((await budgets.take('b', 2, 1000)).allowed).toBe(true);
    clock = 999;
    expect(await budgets.take('a', 2, 1000)).toEqual({ allowed: false, count: 2, retryAfterMs: 1 });
    clock = 1000;
    expect(await budgets.take('a', 2, 1000)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
  });

  it('answers the wait until the oldest attempt that holds the budget leaves the window', async () => {
    let clock = 0;
    const budgets = createMemoryBudgets({ now: () => clock });
    for (const at of [0, 100, 200]) {
      clock = at;
      await budgets.take('phone', 3, 10_000);
    }
    clock = 5000;
    expect(await budgets.take('phone', 3, 10_000)).toMatchObject({ allowed: false, retryAfterMs: 5000 });
    // A refused attempt is not counted: the wait does not grow with every retry.
    clock = 9000;
    expect(await budgets.take('phone', 3, 10_000)).toMatchObject({ allowed: false, retryAfterMs: 1000 });
  });

  it('peeks without counting and forgets a key on reset', async () => {
    const budgets = createMemoryBudgets({ now: () => 0 });
    expect(await budgets.peek('k', 1, 1000)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
    await budgets.take('k', 1, 1000);
    expect(await budgets.peek('k', 1, 1000)).toEqual({ allowed: false, count: 1, retryAfterMs: 1000 });
    expect(await budgets.peek('k', 1, 1000)).toEqual({ allowed: false, count: 1, retryAfterMs: 1000 });
    await budgets.reset('k');
    expect((await budgets.take('k', 1, 1000)).allowed).toBe(true);
  });

  it('forgets idle keys once many keys are held', async () => {
    let clock = 0;
    const budgets = createMemoryBudgets({ now: () => clock });
    for (let index = 0; index <= 10_000; index += 1) await budgets.take(`address-${index}`, 5, 60_000);
    clock = 60_000;
    await budgets.take('late', 5, 60_000);
    expect(budgets.size()).toBe(1);
  });
});

describe('memory session revocations', () => {
  const session = { sid: 's1', userKey: 'u1', issuedAt: 1000 };

  it('ends one session by id, for its TTL', async () => {
    let clock = 2000;
    const sessions = createMemorySessionRevocations({ now: () => clock });
    expect(await sessions.isActive(session)).toBe(true);
    await sessions.revoke('s1', 5000);
    expect(await sessions.isActive(session)).toBe(false);
    expect(await sessions.isActive({ ...session, sid: 's2' })).toBe(true);
    clock = 7000;
    expect(await sessions.isActive(session)).toBe(true);
  });

  it('ends every session of a user issued at or before the cut-off, not later ones', async () => {
    const sessions = createMemorySessionRevocations({ now: () => 2000 });
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

describe('memory stores', () => {
  it('are always ready and share nothing with another set', async () => {
    const one = createMemoryStores();
    const other = createMemoryStores();
    expect([one.kind, await one.ping()]).toEqual(['memory', true]);
    await one.sessions.revoke('s1', 60_000);
    expect(await other.sessions.isActive({ sid: 's1', userKey: 'u', issuedAt: 0 })).toBe(true);
    await one.close();
  });
});
