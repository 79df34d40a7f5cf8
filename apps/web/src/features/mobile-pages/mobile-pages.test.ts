import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/contracts/constants';
import type { ContentContext } from '../../lib/localized-content.ts';
import {
  MOBILE_PAGES,
  isMobilePageSlug,
  type MobilePageContent,
  type MobilePageSlug,
} from './mobile-pages.ts';

const CONTEXT: ContentContext = { brand: 'BrandX', email: 'cs@brandx.example', phone: '+62 21 000' };
const SLUGS = Object.keys(MOBILE_PAGES) as MobilePageSlug[];

async function load(slug: MobilePageSlug, locale: (typeof LOCALES)[number]): Promise<MobilePageContent> {
  return (await MOBILE_PAGES[slug].modules[locale]()).default(CONTEXT);
}

/** Every string of a page, to check none is empty or left as a placeholder. */
function strings(page: MobilePageContent): string[] {
  return [
    page.title,
    ...page.intro,
    ...page.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.items ?? []),
    ]),
  ];
}

describe('the /mobile/* pages', () => {
  it('are the five of spec §2', () => {
    expect(SLUGS.sort()).toEqual(['mobile-app-lock', 'privacy', 'referral-terms', 'terms', 'vehicle-terms']);
    expect(isMobilePageSlug('terms')).toBe(true);
    expect(isMobilePageSlug('toString')).toBe(false);
  });

  for (const slug of SLUGS) {
    it(`${slug}: the same sections in every language, each really translated`, async () => {
      const english = await load(slug, 'en');
      for (const locale of LOCALES) {
        const page = await load(slug, locale);
        expect(page.sections.map((section) => section.items?.length ?? 0)).toEqual(
          english.sections.map((section) => section.items?.length ?? 0),
        );
        expect(page.sections.map((section) => section.paragraphs?.length ?? 0)).toEqual(
          english.sections.map((section) => section.paragraphs?.length ?? 0),
        );
        for (const text of strings(page)) {
          expect(text.trim()).not.toBe('');
          expect(text).not.toMatch(/\{\w+\}|undefined/);
        }
        if (locale !== 'en') expect(page.title).not.toBe(english.title);
      }
    });
  }

  it('write the brand and its contact into the text', async () => {
    const terms = strings(await load('terms', 'th')).join('\n');
    expect(terms).toContain('BrandX');
    expect(terms).toContain('cs@brandx.example');
  });
});
