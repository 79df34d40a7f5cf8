import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { getLocale } from '@portal/i18n/runtime';
import { AboutView } from '../features/info/components/about-view.tsx';
import { InfoPagePending } from '../features/info/components/info-page.tsx';
import { aboutQuery } from '../features/info/info-content.ts';

/** Public, signed in or not; the path is ours to choose (spec §2 does not show it). */
export const Route = createFileRoute('/about')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(aboutQuery(getLocale()));
  },
  staticData: { title: () => m.info_about_title() },
  pendingComponent: InfoPagePending,
  // The skeleton travels with the page (by default it would sit in the main chunk), and the loader has a part of
  // its own, as every route's does: the content's query is not in every page's first bytes.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: AboutView,
});
