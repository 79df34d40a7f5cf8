import type { Locale } from '@portal/contracts/constants';
import { languageToLocale } from '@portal/i18n/locales';

/**
 * The language of a /mobile/* page. The partner app that opens it says which one in `language_code`, and
 * on these pages that wins: the web view's storage may hold another visit's choice. Without a usable code
 * ('id', 'en-US', 'ind', … are usable; 'xx' is not) the page follows the portal's own negotiation (spec §4).
 */
export function mobilePageLocale(languageCode: unknown, negotiated: Locale): Locale {
  return (typeof languageCode === 'string' ? languageToLocale(languageCode) : null) ?? negotiated;
}
