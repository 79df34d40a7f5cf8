import { describe, expect, it } from 'vitest';
import { loginDestination, parsePendingLogin } from './pending-login.ts';

describe('loginDestination', () => {
  it('prefers the remembered page, then the claim flow, then the list', () => {
    expect(loginDestination({ redirect: '/?source=claim', flow: 'go-driver' })).toBe('/?source=claim');
    expect(loginDestination({ flow: 'go-driver' })).toBe('/go-driver/claim');
    expect(loginDestination({ flow: 'gojek-passenger', id: 'A 1' })).toBe('/gojek-passenger/claim?id=A+1');
    expect(loginDestination({})).toBe('/');
  });

  it('never leaves the site, whatever the stored redirect says', () => {
    expect(loginDestination({ redirect: '//evil.example/x' })).toBe('/');
    expect(loginDestination({ redirect: '/\\evil.example' })).toBe('/');
    expect(loginDestination({ redirect: 'https://evil.example', flow: 'go-driver' })).toBe(
      '/go-driver/claim',
    );
  });
});

describe('parsePendingLogin', () => {
  const pending = {
    operationId: 'op_1',
    phone: '6281200000001',
    countryCode: '62',
    nationalPhone: '81200000001',
    medium: 'sms',
    sentAt: 1_700_000_000_000,
  };

  it('reads back what the login saved', () => {
    expect(parsePendingLogin(pending)).toEqual(pending);
    const withTarget = { ...pending, redirect: '/claim', flow: 'go-life', id: '7' };
    expect(parsePendingLogin(JSON.parse(JSON.stringify(withTarget)))).toEqual(withTarget);
    // Started on the agency login: the verify step asks for an agency account.
    expect(parsePendingLogin({ ...pending, agencyLogin: true })).toEqual({ ...pending, agencyLogin: true });
    expect(parsePendingLogin({ ...pending, agencyLogin: 'yes' })).toBeNull();
  });

  it('refuses what is not a pending login', () => {
    expect(parsePendingLogin(null)).toBeNull();
    expect(parsePendingLogin('op_1')).toBeNull();
    expect(parsePendingLogin({ ...pending, operationId: '' })).toBeNull();
    expect(parsePendingLogin({ ...pending, countryCode: '1' })).toBeNull();
    expect(parsePendingLogin({ ...pending, medium: 'fax' })).toBeNull();
    expect(parsePendingLogin({ ...pending, sentAt: '1700000000000' })).toBeNull();
    expect(parsePendingLogin({ ...pending, flow: 'grab' })).toBeNull();
  });
});
