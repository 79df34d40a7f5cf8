import { describe, expect, it } from 'vitest';
import { homeSourceFor, isAgencyOnly, listSourcesFor, pathForRole } from './roles.ts';

describe('listSourcesFor', () => {
  it('gives policyholders the policy and claim lists', () => {
    expect(listSourcesFor(['b2b2c_user'])).toEqual(['polis', 'claim']);
    expect(listSourcesFor(['tapinsurance_user'])).toEqual(['polis', 'claim']);
  });

  it('gives agency roles the agency lists only', () => {
    expect(listSourcesFor(['agency_agent'])).toEqual(['agency-policy', 'agency-claim']);
    expect(listSourcesFor(['agency_customer'])).toEqual(['agency-policy', 'agency-claim']);
  });

  it('gives both to a user with both kinds of role, and the policy lists to a user with none', () => {
    expect(listSourcesFor(['agency_agent', 'b2b2c_user'])).toEqual([
      'polis',
      'claim',
      'agency-policy',
      'agency-claim',
    ]);
    expect(listSourcesFor([])).toEqual(['polis', 'claim']);
  });
});

describe('homeSourceFor', () => {
  it('opens the first list of the role', () => {
    expect(homeSourceFor(['b2b2c_user'])).toBe('polis');
    expect(homeSourceFor(['agency_customer'])).toBe('agency-policy');
  });
});

describe('pathForRole', () => {
  it("turns the policyholder's claim list and policy detail into an agent's own", () => {
    expect(pathForRole('/?source=claim', ['agency_agent'])).toBe('/?source=agency-claim');
    expect(pathForRole('/policydetail/agp_3001', ['agency_agent'])).toBe('/agency/policydetail/agp_3001');
    expect(pathForRole('/claimdetail/clm_1', ['agency_agent'])).toBe('/claimdetail/clm_1');
    expect(pathForRole('/?source=claim', ['b2b2c_user'])).toBe('/?source=claim');
    expect(pathForRole('/policydetail/pol_1', ['b2b2c_user', 'agency_agent'])).toBe('/policydetail/pol_1');
  });
});

describe('isAgencyOnly', () => {
  it('holds for an agency role without a policyholder role', () => {
    expect(isAgencyOnly(['agency_customer'])).toBe(true);
    expect(isAgencyOnly(['agency_agent', 'b2b2c_user'])).toBe(false);
    expect(isAgencyOnly([])).toBe(false);
  });
});
