import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { getLocale } from '@portal/i18n/runtime';
import { DictionaryView } from '../features/info/components/dictionary-view.tsx';
import { InfoPagePending } from '../features/info/components/info-page.tsx';
import { dictionaryQuery } from '../features/info/info-content.ts';

/** Public, signed in or not; the path is ours to choose (spec §2 does not show it). ?q= holds the search. */
export const Route = createFileRoute('/dictionary')({
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q !== '' ? { q: search.q.slice(0, 100) } : {},
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(dictionaryQuery(getLocale()));
  },
  staticData: { title: () => m.info_dictionary_title() },
  pendingComponent: InfoPagePending,
  // The skeleton travels with the page (by default it would sit in the main chunk), and the loader has a part of
  // its own, as every route's does: the content's query is not in every page's first bytes.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: DictionaryRoute,
});

function DictionaryRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DictionaryView
      initialQuery={q ?? ''}
      onQueryChange={(query) => void navigate({ search: query ? { q: query } : {}, replace: true })}
    />
  );
}
