import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.ts';

describe('rate limiter', () => {
  it('allows the budget per key and window, then refuses until the window slides', () => {
    let clock = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000, now: () => clock });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    clock = 999;
    expect(limiter.take('a')).toBe(false);
    clock = 1000;
    expect(limiter.take('a')).toBe(true);
  });
});
