import { COUNTRY_CODES, type CountryCode } from '@portal/contracts/constants';

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** ISO region of each dial code offered (spec §9), for country names from Intl.DisplayNames. */
export const COUNTRY_REGIONS: Record<CountryCode, string> = {
  '62': 'ID',
  '66': 'TH',
  '84': 'VN',
  '60': 'MY',
  '65': 'SG',
  '63': 'PH',
  '886': 'TW',
  '86': 'CN',
  '852': 'HK',
  '61': 'AU',
  '52': 'MX',
  '48': 'PL',
  '81': 'JP',
  '82': 'KR',
  '44': 'GB',
  '31': 'NL',
  '39': 'IT',
  '91': 'IN',
};

/** "Indonesia" in the given language; the region code when the browser has no name for it. */
export function countryName(code: CountryCode, locale: string): string {
  const region = COUNTRY_REGIONS[code];
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}

/** The example shown in an empty phone box: a national number without its leading 0. */
export const NATIONAL_PHONE_EXAMPLE = '81234567890';

/** What people type -> national digits: separators go, and so does the trunk prefix 0 ("0812…" -> "812…"). */
export function normalizeNationalPhone(value: string): string {
  return value.replace(/[\s\-().]/g, '').replace(/^0+/, '');
}

/**
 * "+62 812*****001" for the international number 6281200000001: enough to recognise one's own number on a
 * shared screen, not enough to read it off.
 */
export function maskPhone(international: string, countryCode?: string): string {
  const digits = international.replace(/\D/g, '');
  const code = countryCode && digits.startsWith(countryCode) ? countryCode : '';
  const national = digits.slice(code.length);
  const keepStart = national.length >= 8 ? 3 : 2;
  const keepEnd = national.length >= 6 ? 3 : 1;
  const hidden = Math.max(0, national.length - keepStart - keepEnd);
  const masked =
    hidden === 0
      ? national
      : `${national.slice(0, keepStart)}${'*'.repeat(hidden)}${national.slice(-keepEnd)}`;
  return code ? `+${code} ${masked}` : `+${masked}`;
}
