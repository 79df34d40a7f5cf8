import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { getLocale } from '@portal/i18n/runtime';
import { FaqView } from '../features/info/components/faq-view.tsx';
import { InfoPagePending } from '../features/info/components/info-page.tsx';
import { faqQuery } from '../features/info/info-content.ts';

/** Public, signed in or not; the path is ours to choose (spec §2 does not show it). */
export const Route = createFileRoute('/faq')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(faqQuery(getLocale()));
  },
  staticData: { title: () => m.info_faq_title() },
  pendingComponent: InfoPagePending,
  // The skeleton travels with the page (by default it would sit in the main chunk), and the loader has a part of
  // its own, as every route's does: the content's query is not in every page's first bytes.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: FaqView,
});
