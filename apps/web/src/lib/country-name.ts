import { m } from '@portal/i18n/messages';
import type { CountryContact } from './brand.ts';

/** The countries of the brands' contacts, by name in the page's language (footer, office map, careers). */
const COUNTRY_NAMES: Record<CountryContact['country'], () => string> = {
  id: () => m.layout_footer_country_id(),
  th: () => m.layout_footer_country_th(),
  vi: () => m.layout_footer_country_vi(),
};

export function countryName(country: CountryContact['country']): string {
  return COUNTRY_NAMES[country]();
}

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * Any country by its ISO 3166-1 alpha-2 code, named in the page's language by the browser's own table
 * (Intl.DisplayNames); the code itself when the browser has no name for it.
 */
export function regionName(code: string, locale: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
