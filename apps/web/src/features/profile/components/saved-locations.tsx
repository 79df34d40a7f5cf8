import { m } from '@portal/i18n/messages';
import { useLocations } from '../hooks/use-profile.ts';
import { SectionError, SectionLoading } from './section-states.tsx';

/** The user's saved addresses (user locations), read-only: the broker offers no calls to change them. */
export function SavedLocations() {
  const query = useLocations();
  if (query.isPending) return <SectionLoading />;
  if (query.isError)
    return <SectionError error={query.error} fallback="profile_locations_failed" query={query} />;
  if (query.data.length === 0) return <p className="text-sm text-slate-600">{m.profile_locations_empty()}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {query.data.map((location) => (
        <li key={location.id} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
          <p className="text-sm font-semibold text-slate-900">{location.label}</p>
          <p className="text-sm break-words text-slate-700">{location.address}</p>
          <p className="text-sm text-slate-700">
            {[location.city, location.province, location.postal_code].filter(Boolean).join(', ')}
          </p>
        </li>
      ))}
    </ul>
  );
}
