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
