import { describe, expect, it } from 'vitest';
import { mobilePageLocale } from './mobile-page-locale.ts';

describe('mobilePageLocale', () => {
  it('takes the language the partner app asks for', () => {
    expect(mobilePageLocale('th', 'id')).toBe('th');
    expect(mobilePageLocale('vi', 'en')).toBe('vi');
    expect(mobilePageLocale('en', 'id')).toBe('en');
  });

  it('reads the spellings partner apps send', () => {
    expect(mobilePageLocale('EN-us', 'id')).toBe('en');
    expect(mobilePageLocale('ind', 'en')).toBe('id');
    expect(mobilePageLocale('vi_VN', 'id')).toBe('vi');
  });

  it('falls back to the negotiated language when the code is missing or unknown', () => {
    expect(mobilePageLocale(undefined, 'vi')).toBe('vi');
    expect(mobilePageLocale('', 'th')).toBe('th');
    expect(mobilePageLocale('xx', 'en')).toBe('en');
    expect(mobilePageLocale(['th'], 'id')).toBe('id');
  });
});
