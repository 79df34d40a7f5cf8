import type { Locale } from '@portal/contracts/constants';
import type { ProseSection } from '../../components/prose-sections.tsx';
import type { CountryContact } from '../../lib/brand.ts';
import { localizedContentQuery, type LocalizedModules } from '../../lib/localized-content.ts';

export interface AboutContent {
  lead: string;
  sections: readonly ProseSection[];
}

export interface FaqItem {
  /** Stable across languages: the anchor of the question and the key the parity test compares. */
  id: string;
  question: string;
  answer: readonly string[];
}

export interface FaqContent {
  lead: string;
  groups: readonly { id: string; title: string; items: readonly FaqItem[] }[];
}

export interface DictionaryTerm {
  id: string;
  term: string;
  definition: string;
}

export interface DictionaryContent {
  lead: string;
  terms: readonly DictionaryTerm[];
}

export interface JobOpening {
  id: string;
  country: CountryContact['country'];
  city: string;
  title: string;
  team: string;
  /** Full-time, contract, …, in the reader's language. */
  kind: string;
  summary: string;
  requirements: readonly string[];
}

export interface CareersContent {
  lead: string;
  why: ProseSection;
  openings: readonly JobOpening[];
}

/** The long texts of the info pages, one chunk per page and language (decision 0017). */
export const INFO_MODULES = {
  about: {
    id: () => import('./content/about.id.ts'),
    en: () => import('./content/about.en.ts'),
    th: () => import('./content/about.th.ts'),
    vi: () => import('./content/about.vi.ts'),
  } satisfies LocalizedModules<AboutContent>,
  faq: {
    id: () => import('./content/faq.id.ts'),
    en: () => import('./content/faq.en.ts'),
    th: () => import('./content/faq.th.ts'),
    vi: () => import('./content/faq.vi.ts'),
  } satisfies LocalizedModules<FaqContent>,
  dictionary: {
    id: () => import('./content/dictionary.id.ts'),
    en: () => import('./content/dictionary.en.ts'),
    th: () => import('./content/dictionary.th.ts'),
    vi: () => import('./content/dictionary.vi.ts'),
  } satisfies LocalizedModules<DictionaryContent>,
  careers: {
    id: () => import('./content/careers.id.ts'),
    en: () => import('./content/careers.en.ts'),
    th: () => import('./content/careers.th.ts'),
    vi: () => import('./content/careers.vi.ts'),
  } satisfies LocalizedModules<CareersContent>,
};

export type InfoPage = keyof typeof INFO_MODULES;

export const aboutQuery = (locale: Locale) => localizedContentQuery('info/about', INFO_MODULES.about, locale);
export const faqQuery = (locale: Locale) => localizedContentQuery('info/faq', INFO_MODULES.faq, locale);
export const dictionaryQuery = (locale: Locale) =>
  localizedContentQuery('info/dictionary', INFO_MODULES.dictionary, locale);
export const careersQuery = (locale: Locale) =>
  localizedContentQuery('info/careers', INFO_MODULES.careers, locale);
