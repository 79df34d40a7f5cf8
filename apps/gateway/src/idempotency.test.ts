import { describe, expect, it } from 'vitest';
import { createMemoryIdempotencyStore } from './idempotency.ts';

describe('memory idempotency store', () => {
  it('shares one in-flight call between concurrent callers and remembers its result', async () => {
    let time = 0;
    const store = createMemoryIdempotencyStore({ now: () => time });
    let calls = 0;
    const work = async () => ++calls;
    const [a, b] = await Promise.all([store.run('k', 1000, work), store.run('k', 1000, work)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    time = 999;
    expect(await store.run('k', 1000, work)).toBe(1);
    time = 1000;
    expect(await store.run('k', 1000, work)).toBe(2);
  });

  it('does not remember a failure, so a retry runs', async () => {
    const store = createMemoryIdempotencyStore();
    await expect(store.run('k', 1000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await store.run('k', 1000, async () => 'ok')).toBe('ok');
  });

  it('keeps separate keys apart and stays bounded', async () => {
    const store = createMemoryIdempotencyStore({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c', 'd', 'e']) await store.run(key, 60_000, async () => key);
    expect(store.size()).toBeLessThanOrEqual(3);
    expect(await store.run('e', 60_000, async () => 'other')).toBe('e');
  });
});
