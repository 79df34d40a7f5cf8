import { createFileRoute, notFound } from '@tanstack/react-router';
import { getLocale } from '@portal/i18n/runtime';
import { ensureMessages } from '../lib/message-packs.ts';
import { MobilePage } from '../features/mobile-pages/components/mobile-page.tsx';
import { mobilePageLocale } from '../features/mobile-pages/mobile-page-locale.ts';
import { isMobilePageSlug, mobilePageQuery } from '../features/mobile-pages/mobile-pages.ts';

/**
 * Spec §2: /mobile/terms, /privacy, /vehicle-terms, /referral-terms and /mobile-app-lock, opened by partner
 * apps in a web view: no header or footer, the language from ?language_code=. Any other /mobile/{page} is
 * not found.
 */
export const Route = createFileRoute('/mobile/$page')({
  validateSearch: (search: Record<string, unknown>): { language_code?: string } =>
    typeof search.language_code === 'string' ? { language_code: search.language_code } : {},
  loaderDeps: ({ search }) => ({ languageCode: search.language_code }),
  loader: async ({ context, params, deps }) => {
    if (!isMobilePageSlug(params.page)) throw notFound();
    const locale = mobilePageLocale(deps.languageCode, getLocale());
    // The page may speak another language than the portal's: its texts come with the page's data (record 0041).
    await Promise.all([
      context.queryClient.ensureQueryData(mobilePageQuery(params.page, locale)),
      ensureMessages(locale),
    ]);
  },
  staticData: { chromeless: true },
  component: MobilePageRoute,
});

function MobilePageRoute() {
  const { page } = Route.useParams();
  const { language_code } = Route.useSearch();
  if (!isMobilePageSlug(page)) return null; // the loader has already answered not found
  return <MobilePage slug={page} locale={mobilePageLocale(language_code, getLocale())} />;
}
