import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { OfficeMapView } from '../features/info/components/office-map-view.tsx';

/**
 * Public, signed in or not; the path is ours to choose (spec §2 does not show it). The offices are part of
 * the route's own chunk, so there is nothing to load.
 */
export const Route = createFileRoute('/office-map')({
  staticData: { title: () => m.info_office_map_title() },
  component: OfficeMapView,
});
