import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@portal/contracts/constants';
import { useBrand } from './app-config.ts';
import type { CountryContact } from './brand.ts';

/** What long content may mention of the host's brand: its name and the customer-service line to write to. */
export interface ContentContext {
  brand: string;
  email: string;
  phone: string;
}

/** A content module's default export: the text in one language, written for the brand it is shown under. */
export type LocalizedContent<T> = (context: ContentContext) => T;

/**
 * One module per language, each imported only when that language is shown (decision 0017): long texts stay
 * out of the main chunk and out of every other route, and a reader downloads one language, not four. A
 * missing language is a type error here.
 */
export type LocalizedModules<T> = {
  readonly [L in Locale]: () => Promise<{ readonly default: LocalizedContent<T> }>;
};

/** The content of `name` in `locale`, loaded once per visit (it is part of the build, it never goes stale). */
export function localizedContentQuery<T>(name: string, modules: LocalizedModules<T>, locale: Locale) {
  return queryOptions({
    queryKey: ['localized-content', name, locale] as const,
    queryFn: async () => (await modules[locale]()).default,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The country a language is mostly read in: its customer-service contact is the one a text points to. */
const LOCALE_COUNTRY: Record<Locale, CountryContact['country']> = { id: 'id', en: 'id', th: 'th', vi: 'vi' };

/** The brand's contact for readers of `locale`; a brand with one office answers everyone from there. */
export function contactForLocale(
  contacts: readonly CountryContact[],
  locale: Locale,
): CountryContact | undefined {
  return contacts.find((contact) => contact.country === LOCALE_COUNTRY[locale]) ?? contacts[0];
}

/** The context a content module is written for, from the host's brand. */
export function useContentContext(locale: Locale): ContentContext {
  const brand = useBrand();
  const contact = contactForLocale(brand.contacts, locale);
  return { brand: brand.name, email: contact?.email ?? '', phone: contact?.phone ?? '' };
}
