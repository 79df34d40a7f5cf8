import { describe, expect, it } from 'vitest';
import { externalFilters } from './external-filters.ts';
import { testField } from './test-fields.ts';

const province = testField('choices_external', { name: 'province_code', external_source: 'province-list' });
const brand = testField('choices_external', { name: 'brand_code', external_source: 'brand-list' });
const city = testField('choices_external', { name: 'city_code', external_source: 'cities' });
const postal = testField('choices_external', { name: 'postal_code', external_source: 'postal-codes' });
const centre = testField('choices_external', {
  name: 'service_center',
  external_source: 'list-service-center',
});
const branch = testField('choices_external', { name: 'branch_code', external_source: 'service-branch-list' });
const fields = [province, brand, city, postal, centre, branch];

describe('externalFilters', () => {
  it('needs no filter for the plain lists, and passes the page-given ones', () => {
    expect(externalFilters(province, fields, {})).toEqual({ ready: true, filters: {} });
    expect(externalFilters(brand, fields, {}, { category: 'gadget' })).toEqual({
      ready: true,
      filters: { category: 'gadget' },
    });
  });

  it('waits for the parent of a cascade, naming it', () => {
    expect(externalFilters(city, fields, { province_code: '' })).toEqual({
      ready: false,
      waitingFor: province,
    });
    expect(externalFilters(postal, fields, {})).toEqual({ ready: false, waitingFor: city });
  });

  it('fills the filters from the sibling values', () => {
    expect(externalFilters(city, fields, { province_code: '31' })).toEqual({
      ready: true,
      filters: { province_code: '31' },
    });
    expect(
      externalFilters(centre, fields, { brand_code: 'samsung', province_code: '31', city_code: '3171' }),
    ).toEqual({ ready: true, filters: { brand_code: 'samsung', province_code: '31', city_code: '3171' } });
    expect(externalFilters(branch, fields, { service_center: 'sc-1' })).toEqual({
      ready: true,
      filters: { service_center: 'sc-1' },
    });
  });

  it('waits without naming a parent the form does not have', () => {
    expect(externalFilters(city, [city], {})).toEqual({ ready: false, waitingFor: null });
    expect(externalFilters(city, [city], {}, { province_code: '31' })).toEqual({
      ready: true,
      filters: { province_code: '31' },
    });
  });

  it('is not ready for a field without a list', () => {
    expect(externalFilters(testField('choices_external'), fields, {})).toEqual({
      ready: false,
      waitingFor: null,
    });
  });
});
