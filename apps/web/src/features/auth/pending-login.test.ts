import { describe, expect, it } from 'vitest';
import { loginDestination } from './pending-login.ts';

describe('loginDestination', () => {
  it('prefers the remembered page, then the claim flow, then the list', () => {
    expect(loginDestination({ redirect: '/?source=claim', flow: 'go-driver' })).toBe('/?source=claim');
    expect(loginDestination({ flow: 'go-driver' })).toBe('/go-driver/claim');
    expect(loginDestination({ flow: 'gojek-passenger', id: 'A 1' })).toBe('/gojek-passenger/claim?id=A+1');
    expect(loginDestination({})).toBe('/');
  });
});
