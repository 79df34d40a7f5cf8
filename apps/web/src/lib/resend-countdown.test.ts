import { describe, expect, it } from 'vitest';
import { resendSecondsLeft } from './resend-countdown.ts';

describe('resendSecondsLeft', () => {
  it('counts down whole seconds and stops at zero', () => {
    expect(resendSecondsLeft(0, 0, 30)).toBe(30);
    expect(resendSecondsLeft(0, 100, 30)).toBe(30);
    expect(resendSecondsLeft(0, 29_001, 30)).toBe(1);
    expect(resendSecondsLeft(0, 30_000, 30)).toBe(0);
    expect(resendSecondsLeft(0, 99_000, 30)).toBe(0);
    expect(resendSecondsLeft(5_000, 0, 30)).toBe(30);
  });
});
