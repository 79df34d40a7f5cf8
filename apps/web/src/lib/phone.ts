import { COUNTRY_CODES, type CountryCode } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import type { Locale } from '@portal/i18n/runtime';

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/**
 * The country of each dial code offered (spec §9), by name in the page's language. The names are messages, not
 * Intl.DisplayNames: making one loads the browser's region names, 50–100 ms of the login page's first render on
 * a desktop CPU (profiled in Chromium), for a list of 18 countries.
 */
const COUNTRY_NAMES: Record<CountryCode, (inputs: object, options: { locale: Locale }) => string> = {
  '62': m.phone_country_62,
  '66': m.phone_country_66,
  '84': m.phone_country_84,
  '60': m.phone_country_60,
  '65': m.phone_country_65,
  '63': m.phone_country_63,
  '886': m.phone_country_886,
  '86': m.phone_country_86,
  '852': m.phone_country_852,
  '61': m.phone_country_61,
  '52': m.phone_country_52,
  '48': m.phone_country_48,
  '81': m.phone_country_81,
  '82': m.phone_country_82,
  '44': m.phone_country_44,
  '31': m.phone_country_31,
  '39': m.phone_country_39,
  '91': m.phone_country_91,
};

/** "Indonesia" in the given language. */
export function countryName(code: CountryCode, locale: Locale): string {
  return COUNTRY_NAMES[code]({}, { locale });
}

/** The example shown in an empty phone box: a national number without its leading 0. */
export const NATIONAL_PHONE_EXAMPLE = '81234567890';

/**
 * What people type -> national digits: separators go, and so does the trunk prefix 0 ("0812…" -> "812…"). A
 * number pasted whole with the chosen country's code ("+62 812…", "0062 812…") loses the code as well; one with
 * another country's code is left as typed, for the check to refuse.
 */
export function normalizeNationalPhone(value: string, countryCode: string): string {
  const digits = value.replace(/[\s\-().]/g, '');
  for (const international of [`+${countryCode}`, `00${countryCode}`]) {
    if (digits.startsWith(international)) return digits.slice(international.length).replace(/^0+/, '');
  }
  return digits.replace(/^0+/, '');
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
