import type { Locale } from '@portal/contracts/constants';
import type { ProseSection } from '../../components/prose-sections.tsx';
import { localizedContentQuery, type LocalizedModules } from '../../lib/localized-content.ts';

/** A page partner apps open in a web view: a titled legal or help text. */
export interface MobilePageContent {
  title: string;
  intro: readonly string[];
  sections: readonly ProseSection[];
}

interface MobilePage {
  /** When the text last changed (a calendar date, shown in the reader's language). */
  updated: string;
  modules: LocalizedModules<MobilePageContent>;
}

/** Spec §2's /mobile/* pages; each language of each page is its own chunk (decision 0017). */
export const MOBILE_PAGES = {
  terms: {
    updated: '2026-10-01',
    modules: {
      id: () => import('./content/terms.id.ts'),
      en: () => import('./content/terms.en.ts'),
      th: () => import('./content/terms.th.ts'),
      vi: () => import('./content/terms.vi.ts'),
    },
  },
  privacy: {
    updated: '2026-10-01',
    modules: {
      id: () => import('./content/privacy.id.ts'),
      en: () => import('./content/privacy.en.ts'),
      th: () => import('./content/privacy.th.ts'),
      vi: () => import('./content/privacy.vi.ts'),
    },
  },
  'vehicle-terms': {
    updated: '2026-08-15',
    modules: {
      id: () => import('./content/vehicle-terms.id.ts'),
      en: () => import('./content/vehicle-terms.en.ts'),
      th: () => import('./content/vehicle-terms.th.ts'),
      vi: () => import('./content/vehicle-terms.vi.ts'),
    },
  },
  'referral-terms': {
    updated: '2026-09-01',
    modules: {
      id: () => import('./content/referral-terms.id.ts'),
      en: () => import('./content/referral-terms.en.ts'),
      th: () => import('./content/referral-terms.th.ts'),
      vi: () => import('./content/referral-terms.vi.ts'),
    },
  },
  'mobile-app-lock': {
    updated: '2026-07-20',
    modules: {
      id: () => import('./content/mobile-app-lock.id.ts'),
      en: () => import('./content/mobile-app-lock.en.ts'),
      th: () => import('./content/mobile-app-lock.th.ts'),
      vi: () => import('./content/mobile-app-lock.vi.ts'),
    },
  },
} as const satisfies Record<string, MobilePage>;

export type MobilePageSlug = keyof typeof MOBILE_PAGES;

export function isMobilePageSlug(value: string): value is MobilePageSlug {
  return Object.hasOwn(MOBILE_PAGES, value);
}

export function mobilePageQuery(slug: MobilePageSlug, locale: Locale) {
  return localizedContentQuery(`mobile/${slug}`, MOBILE_PAGES[slug].modules, locale);
}
