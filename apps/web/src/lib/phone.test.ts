import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@portal/contracts/constants';
import { locales } from '@portal/i18n/runtime';
import { countryName, maskPhone, normalizeNationalPhone } from './phone.ts';

describe('maskPhone', () => {
  it('keeps the country code, the first three and the last three digits', () => {
    expect(maskPhone('6281200000001', '62')).toBe('+62 812*****001');
    expect(maskPhone('66812345678', '66')).toBe('+66 812***678');
  });

  it('copes with short numbers and an unknown country code', () => {
    expect(maskPhone('62123456', '62')).toBe('+62 12*456');
    expect(maskPhone('6281200000001')).toBe('+628*******001');
  });
});

describe('normalizeNationalPhone', () => {
  it('drops separators and the trunk prefix', () => {
    expect(normalizeNationalPhone('0812-0000 0001', '62')).toBe('81200000001');
    expect(normalizeNationalPhone('(0812) 345.678', '62')).toBe('812345678');
  });

  it("drops the chosen country's code from a number pasted whole, and keeps another country's", () => {
    expect(normalizeNationalPhone('+62 812-0000-0001', '62')).toBe('81200000001');
    expect(normalizeNationalPhone('0062 812 0000 0001', '62')).toBe('81200000001');
    expect(normalizeNationalPhone('+62 (0)812 0000 0001', '62')).toBe('81200000001');
    expect(normalizeNationalPhone('+66 81 234 5678', '66')).toBe('812345678');
    expect(normalizeNationalPhone('+66 81 234 5678', '62')).toBe('+66812345678');
    // A national number that happens to begin with the code's digits is not cut.
    expect(normalizeNationalPhone('6281234', '62')).toBe('6281234');
  });
});

describe('countryName', () => {
  it('names every dial code offered in each of the four languages', () => {
    for (const locale of locales) {
      const names = COUNTRY_CODES.map((code) => countryName(code, locale));
      expect(names.every((name) => name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(COUNTRY_CODES.length);
    }
  });

  it('follows the language asked for', () => {
    expect(countryName('66', 'id')).toBe('Thailand');
    expect(countryName('66', 'th')).toBe('ไทย');
    expect(countryName('84', 'vi')).toBe('Việt Nam');
    expect(countryName('81', 'en')).toBe('Japan');
    expect(countryName('81', 'id')).toBe('Jepang');
  });
});
