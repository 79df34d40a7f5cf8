import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  firstMissing,
  LEVELS,
  startValues,
  withBrandHint,
  withLevel,
} from './service-centre-cascade.ts';

const FULL = {
  province_code: 'JK',
  brand_code: 'samsung',
  city_code: 'JKT-SEL',
  postal_code: '12190',
  service_center: 'sc_1',
  branch_code: 'br_1',
};

describe('service centre cascade', () => {
  it('goes province → brand → city → postal code → service centre → branch', () => {
    expect(LEVELS.map((entry) => entry.level)).toEqual([
      'province_code',
      'brand_code',
      'city_code',
      'postal_code',
      'service_center',
      'branch_code',
    ]);
  });

  it('empties every later level when one changes', () => {
    expect(withLevel(FULL, 'city_code', 'BDG')).toEqual({
      ...FULL,
      city_code: 'BDG',
      postal_code: '',
      service_center: '',
      branch_code: '',
    });
    expect(withLevel(FULL, 'province_code', 'JB')).toEqual({ ...EMPTY, province_code: 'JB' });
    expect(withLevel(FULL, 'branch_code', 'br_2')).toEqual({ ...FULL, branch_code: 'br_2' });
  });

  it('filters each list by the levels before it', () => {
    const filters = Object.fromEntries(LEVELS.map((entry) => [entry.source, entry.filters(FULL, 'gadget')]));
    expect(filters).toEqual({
      'province-list': {},
      'brand-list': { category: 'gadget' },
      cities: { province_code: 'JK' },
      'postal-codes': { city_code: 'JKT-SEL' },
      'list-service-center': {
        brand_code: 'samsung',
        province_code: 'JK',
        city_code: 'JKT-SEL',
        postal_code: '12190',
      },
      'service-branch-list': { service_center: 'sc_1', city_code: 'JKT-SEL' },
    });
    expect(LEVELS[1]?.filters(FULL, null)).toEqual({});
  });

  it('starts from the saved values up to the first gap', () => {
    expect(startValues(FULL)).toEqual(FULL);
    expect(startValues({ ...FULL, city_code: null })).toEqual({
      ...EMPTY,
      province_code: 'JK',
      brand_code: 'samsung',
    });
    expect(startValues(undefined)).toEqual(EMPTY);
  });

  it('names the first level still to choose', () => {
    expect(firstMissing(FULL)).toBeNull();
    expect(firstMissing({ ...FULL, postal_code: '', service_center: '', branch_code: '' })).toBe(
      'postal_code',
    );
  });

  it("starts the brand on the claim's own brand once a province is chosen, and only when the list holds it", () => {
    const brands = [{ value: 'samsung' }, { value: 'xiaomi' }];
    const province = { ...EMPTY, province_code: 'JK' };
    expect(withBrandHint(province, 'samsung', brands)).toEqual({ ...province, brand_code: 'samsung' });
    // No province yet, no list yet, a brand the list lacks, or no brand on the claim: nothing is filled.
    expect(withBrandHint(EMPTY, 'samsung', brands)).toEqual(EMPTY);
    expect(withBrandHint(province, 'samsung', undefined)).toEqual(province);
    expect(withBrandHint(province, 'nokia', brands)).toEqual(province);
    expect(withBrandHint(province, null, brands)).toEqual(province);
    // The user's own choice wins.
    const picked = { ...province, brand_code: 'xiaomi' };
    expect(withBrandHint(picked, 'samsung', brands)).toEqual(picked);
  });
});
