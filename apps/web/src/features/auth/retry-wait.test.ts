import { describe, expect, it } from 'vitest';
import { formatWait, retryAfterSecondsOf } from './retry-wait.ts';

describe('retryAfterSecondsOf', () => {
  it("reads the gateway's wait from a tRPC error, and nothing from anything else", () => {
    expect(retryAfterSecondsOf({ data: { errorKey: 'otp_locked', retryAfterSeconds: 899 } })).toBe(899);
    expect(retryAfterSecondsOf({ data: { errorKey: 'rate_limited', retryAfterSeconds: null } })).toBeNull();
    expect(retryAfterSecondsOf({ data: { errorKey: 'otp_verify_failed' } })).toBeNull();
    expect(retryAfterSecondsOf({ data: { retryAfterSeconds: -3 } })).toBeNull();
    expect(retryAfterSecondsOf(new Error('network'))).toBeNull();
    expect(retryAfterSecondsOf(null)).toBeNull();
  });
});

describe('formatWait', () => {
  it('reads as a clock, with hours only when there are some', () => {
    expect(formatWait(45)).toBe('0:45');
    expect(formatWait(600)).toBe('10:00');
    expect(formatWait(899)).toBe('14:59');
    expect(formatWait(86_399)).toBe('23:59:59');
    expect(formatWait(0)).toBe('0:00');
  });
});
