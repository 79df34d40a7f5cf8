import { describe, expect, it } from 'vitest';
import { countryToLocale, languageToLocale, negotiateLocale, rememberedLocale } from './locales.ts';

describe('negotiateLocale', () => {
  const everything = {
    explicit: 'vi',
    storedCountry: '66',
    storedLanguage: 'en',
    cookieCountry: 'ID',
    queryLanguage: 'th',
    userAgent: 'Mozilla/5.0 GojekApp Language/vi',
    browserLanguages: ['en-US'],
  };

  it('defaults to Indonesian when nothing is known', () => {
    expect(negotiateLocale({})).toBe('id');
    expect(negotiateLocale({ explicit: 'fr', browserLanguages: ['de-DE', 'ja'] })).toBe('id');
  });

  it('lets the explicit choice win over everything else', () => {
    expect(negotiateLocale(everything)).toBe('vi');
  });

  it('then maps the stored country to its language', () => {
    expect(negotiateLocale({ ...everything, explicit: null })).toBe('th');
    expect(negotiateLocale({ storedCountry: '84', storedLanguage: 'id' })).toBe('vi');
    expect(negotiateLocale({ storedCountry: '62', storedLanguage: 'en' })).toBe('id');
    expect(negotiateLocale({ storedCountry: '81', storedLanguage: 'id' })).toBe('en');
  });

  it('then the stored language, the cookie country, the query, the user agent and the browser', () => {
    const rest = { ...everything, explicit: undefined, storedCountry: undefined };
    expect(negotiateLocale(rest)).toBe('en');
    expect(negotiateLocale({ ...rest, storedLanguage: undefined })).toBe('id');
    expect(negotiateLocale({ ...rest, storedLanguage: undefined, cookieCountry: undefined })).toBe('th');
    expect(
      negotiateLocale({ ...rest, storedLanguage: undefined, cookieCountry: undefined, queryLanguage: null }),
    ).toBe('vi');
    expect(negotiateLocale({ browserLanguages: ['fr-FR', 'th-TH', 'en'] })).toBe('th');
  });

  it('skips garbage at every level', () => {
    expect(
      negotiateLocale({ explicit: 'xx', storedCountry: 'abc', storedLanguage: '', queryLanguage: 'en' }),
    ).toBe('en');
  });
});

describe('rememberedLocale', () => {
  it("decides from the browser's storage alone, in the same order, and says nothing without it", () => {
    expect(rememberedLocale({ explicit: 'vi', storedCountry: '66', storedLanguage: 'en' })).toBe('vi');
    expect(rememberedLocale({ explicit: 'klingon', storedCountry: '66', storedLanguage: 'en' })).toBe('th');
    expect(rememberedLocale({ storedLanguage: 'en-GB' })).toBe('en');
    expect(rememberedLocale({ explicit: null, storedCountry: 'zz-garbage', storedLanguage: '' })).toBeNull();
    expect(rememberedLocale({})).toBeNull();
  });
});

describe('languageToLocale and countryToLocale', () => {
  it('normalises region tags and upstream ids', () => {
    expect(languageToLocale('en-GB')).toBe('en');
    expect(languageToLocale('TH_th')).toBe('th');
    expect(languageToLocale('ind')).toBe('id');
    expect(languageToLocale('de')).toBeNull();
  });

  it('maps dial codes and ISO codes', () => {
    expect(countryToLocale('+62')).toBe('id');
    expect(countryToLocale('66')).toBe('th');
    expect(countryToLocale('vn')).toBe('vi');
    expect(countryToLocale('SG')).toBe('en');
    expect(countryToLocale('65')).toBe('en');
    expect(countryToLocale('not a country')).toBeNull();
  });
});
