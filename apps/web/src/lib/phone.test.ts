import { describe, expect, it } from 'vitest';
import { maskPhone, normalizeNationalPhone } from './phone.ts';

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
    expect(normalizeNationalPhone('0812-0000 0001')).toBe('81200000001');
    expect(normalizeNationalPhone('(0812) 345.678')).toBe('812345678');
  });
});
