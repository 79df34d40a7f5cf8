import { describe, expect, it } from 'vitest';
import { createMemoryBudgets, createMemorySessionRevocations, createMemoryStores } from './memory.ts';
import { storeContract } from './store-contract.ts';
import type { GatewayStores } from './types.ts';

describe('memory stores', () => {
  // One process: "two instances" on one state are the one set of stores.
  const shared = new Map<string, GatewayStores>();
  storeContract(async ({ namespace, now }) => {
    const existing = shared.get(namespace);
    if (existing) return existing;
    const stores = createMemoryStores({ now });
    shared.set(namespace, stores);
    return stores;
  });

  it('are always ready, have no Redis, and share nothing with another set', async () => {
    const one = createMemoryStores();
    const other = createMemoryStores();
    expect([one.kind, one.rateLimitStore, await one.ping()]).toEqual(['memory', null, true]);
    await one.sessions.revoke('s1', 60_000);
    expect(await other.sessions.isActive({ sid: 's1', userKey: 'u', issuedAt: 0 })).toBe(true);
    await one.close();
  });

  it('forget a revocation after its TTL', async () => {
    let clock = 2000;
    const sessions = createMemorySessionRevocations({ now: () => clock });
    const session = { sid: 's1', userKey: 'u1', issuedAt: 1000 };
    await sessions.revoke('s1', 5000);
    await sessions.revokeUser('u2', 1500, 5000);
    expect(await sessions.isActive(session)).toBe(false);
    expect(await sessions.isActive({ ...session, sid: 's2', userKey: 'u2' })).toBe(false);
    clock = 7000;
    expect(await sessions.isActive(session)).toBe(true);
    expect(await sessions.isActive({ ...session, sid: 's2', userKey: 'u2' })).toBe(true);
  });

  it('forget idle budget keys once many keys are held', async () => {
    let clock = 0;
    const budgets = createMemoryBudgets({ now: () => clock });
    for (let index = 0; index <= 10_000; index += 1) await budgets.take(`address-${index}`, 5, 60_000);
    clock = 60_000;
    await budgets.take('late', 5, 60_000);
    expect(budgets.size()).toBe(1);
  });
});
