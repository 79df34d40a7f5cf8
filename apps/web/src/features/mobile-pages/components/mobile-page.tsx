import { useSuspenseQuery } from '@tanstack/react-query';
import type { Locale } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { ProseSections } from '../../../components/prose-sections.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useContentContext } from '../../../lib/localized-content.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { MOBILE_PAGES, mobilePageQuery, type MobilePageSlug } from '../mobile-pages.ts';

/**
 * A /mobile/* page as a partner app shows it in a web view: the text alone, no portal header or footer, in
 * the language the app asked for (marked on `main`, so a screen reader reads it in that language).
 */
export function MobilePage({ slug, locale }: { slug: MobilePageSlug; locale: Locale }) {
  const context = useContentContext(locale);
  const content = useSuspenseQuery(mobilePageQuery(slug, locale)).data(context);
  useDocumentTitle(content.title);

  return (
    <main id="main" lang={locale} className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-8 sm:py-10">
      <article className="flex flex-col gap-6">
        <div className="flex flex-col gap-2 border-b border-slate-200 pb-5">
          <h1 className="text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{content.title}</h1>
          <p className="text-sm text-slate-600">
            {m.mobile_last_updated({ date: formatDate(MOBILE_PAGES[slug].updated, locale) }, { locale })}
          </p>
        </div>
        <div className="flex max-w-prose flex-col gap-3 text-base leading-relaxed text-slate-700">
          {content.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ProseSections sections={content.sections} />
      </article>
    </main>
  );
}
