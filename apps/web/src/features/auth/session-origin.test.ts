import { describe, expect, it } from 'vitest';
import { unauthorizedDestination } from './session-origin.ts';

describe('unauthorizedDestination', () => {
  it('sends ride-hailing sessions back to their claim entry', () => {
    expect(
      unauthorizedDestination({ origin: 'gojek-passenger', isAgencyUser: false, currentHref: '/x' }),
    ).toEqual({ kind: 'path', href: '/gojek-passenger/claim' });
    expect(unauthorizedDestination({ origin: 'go-driver', isAgencyUser: false, currentHref: '/x' })).toEqual({
      kind: 'path',
      href: '/go-driver/claim',
    });
  });

  it('sends everybody else to login, remembering the page', () => {
    expect(
      unauthorizedDestination({ origin: null, isAgencyUser: false, currentHref: '/claimdetail/clm_1' }),
    ).toEqual({ kind: 'login', to: '/generate-otp', redirect: '/claimdetail/clm_1' });
    expect(
      unauthorizedDestination({ origin: 'go-life', isAgencyUser: false, currentHref: '/?source=claim' }),
    ).toEqual({ kind: 'login', to: '/generate-otp', redirect: '/?source=claim' });
  });

  it('sends agency users to the agency login', () => {
    expect(
      unauthorizedDestination({ origin: null, isAgencyUser: true, currentHref: '/?source=agency-claim' }),
    ).toEqual({ kind: 'login', to: '/agency/login', redirect: '/?source=agency-claim' });
  });
});
