import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { getLocale } from '@portal/i18n/runtime';
import { isCareersCountryFilter, type CareersCountryFilter } from '../features/info/careers.ts';
import { CareersView } from '../features/info/components/careers-view.tsx';
import { InfoPagePending } from '../features/info/components/info-page.tsx';
import { careersQuery } from '../features/info/info-content.ts';

/** Public, signed in or not; the path is ours to choose (spec §2 does not show it). ?country= filters. */
export const Route = createFileRoute('/careers')({
  validateSearch: (search: Record<string, unknown>): { country?: Exclude<CareersCountryFilter, 'all'> } =>
    isCareersCountryFilter(search.country) && search.country !== 'all' ? { country: search.country } : {},
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(careersQuery(getLocale()));
  },
  staticData: { title: () => m.info_careers_title() },
  pendingComponent: InfoPagePending,
  // The skeleton travels with the page (by default it would sit in the main chunk), and the loader has a part of
  // its own, as every route's does: the content's query is not in every page's first bytes.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent']],
  component: CareersRoute,
});

function CareersRoute() {
  const { country = 'all' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CareersView
      country={country}
      onCountryChange={(next) =>
        void navigate({ search: next === 'all' ? {} : { country: next }, replace: true })
      }
    />
  );
}
