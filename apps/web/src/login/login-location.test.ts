import { describe, expect, it } from 'vitest';
import { readLoginSearch, writeLoginSearch } from './login-location.ts';

describe('the login search in the address', () => {
  it('reads what the app and the product pages put there', () => {
    expect(readLoginSearch('?redirect=%2F%3Fsource%3Dclaim%26tab%3Dsettled')).toEqual({
      redirect: '/?source=claim&tab=settled',
    });
    expect(readLoginSearch('?flow=gojek-passenger&id=123')).toMatchObject({
      flow: 'gojek-passenger',
      id: '123',
    });
    expect(readLoginSearch('?flow=go-driver&id=%22007%22')).toMatchObject({ flow: 'go-driver', id: '007' });
    expect(readLoginSearch('?notice=phone-changed')).toMatchObject({ notice: 'phone-changed' });
  });

  it('drops a redirect to another site and values it does not know', () => {
    expect(readLoginSearch('?redirect=%2F%2Fevil.example%2Fx&flow=grab&notice=hello')).toEqual({
      redirect: undefined,
      flow: undefined,
      id: undefined,
      notice: undefined,
    });
    expect(readLoginSearch('?redirect=https%3A%2F%2Fevil.example').redirect).toBeUndefined();
  });

  it('writes an address that reads back the same', () => {
    const search = { redirect: '/claimdetail/clm_1?x=1', flow: 'go-life', id: '123' } as const;
    expect(readLoginSearch(writeLoginSearch(search))).toMatchObject(search);
    expect(writeLoginSearch({})).toBe('');
  });
});
