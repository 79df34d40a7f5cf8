import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@portal/contracts/constants';
import type { ContentContext, LocalizedModules } from '../../lib/localized-content.ts';
import { INFO_MODULES } from './info-content.ts';

const CONTEXT: ContentContext = { brand: 'BrandX', email: 'cs@brandx.example', phone: '+62 21 000' };

async function all<T>(modules: LocalizedModules<T>): Promise<Record<Locale, T>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => [locale, (await modules[locale]()).default(CONTEXT)] as const),
  );
  return Object.fromEntries(entries) as Record<Locale, T>;
}

/** Every string anywhere in a content value. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function expectTranslated(byLocale: Record<Locale, unknown>) {
  for (const locale of LOCALES) {
    for (const text of strings(byLocale[locale])) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/\{\w+\}|undefined/);
    }
  }
}

describe('info page content', () => {
  it('FAQ: the same topics and questions in every language', async () => {
    const faq = await all(INFO_MODULES.faq);
    const shape = (locale: Locale) =>
      faq[locale].groups.map((group) => [group.id, group.items.map((item) => item.id)]);
    for (const locale of LOCALES) expect(shape(locale)).toEqual(shape('id'));
    expect(faq.th.groups[0]?.title).not.toBe(faq.en.groups[0]?.title);
    expectTranslated(faq);
  });

  it('FAQ: tells the claim timings of spec §1', async () => {
    const faq = await all(INFO_MODULES.faq);
    const text = strings(faq.id).join('\n');
    expect(text).toContain('3 hari kerja');
    expect(text).toContain('1x24 jam');
  });

  it('dictionary: the same terms in every language', async () => {
    const dictionary = await all(INFO_MODULES.dictionary);
    const ids = (locale: Locale) => dictionary[locale].terms.map((term) => term.id);
    expect(new Set(ids('id')).size).toBe(ids('id').length);
    for (const locale of LOCALES) expect(ids(locale)).toEqual(ids('id'));
    expect(dictionary.vi.terms[0]?.term).not.toBe(dictionary.en.terms[0]?.term);
    expectTranslated(dictionary);
  });

  it('careers and about: the same openings and sections in every language', async () => {
    const careers = await all(INFO_MODULES.careers);
    const openings = (locale: Locale) => careers[locale].openings.map((job) => [job.id, job.country]);
    for (const locale of LOCALES) expect(openings(locale)).toEqual(openings('id'));
    expectTranslated(careers);

    const about = await all(INFO_MODULES.about);
    for (const locale of LOCALES) expect(about[locale].sections).toHaveLength(about.id.sections.length);
    expect(about.id.lead).toContain('BrandX');
    expectTranslated(about);
  });
});
