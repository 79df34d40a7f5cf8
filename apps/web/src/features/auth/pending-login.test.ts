import { describe, expect, it } from 'vitest';
import { loginDestination, resendSecondsLeft } from './pending-login.ts';

describe('loginDestination', () => {
  it('prefers the remembered page, then the claim flow, then the list', () => {
    expect(loginDestination({ redirect: '/?source=claim', flow: 'go-driver' })).toBe('/?source=claim');
    expect(loginDestination({ flow: 'go-driver' })).toBe('/go-driver/claim');
    expect(loginDestination({ flow: 'gojek-passenger', id: 'A 1' })).toBe('/gojek-passenger/claim?id=A+1');
    expect(loginDestination({})).toBe('/');
  });
});

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
