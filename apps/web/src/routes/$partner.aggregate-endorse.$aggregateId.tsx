import { createFileRoute } from '@tanstack/react-router';
import { EndorsementRoutePage } from '../features/endorsements/components/endorsement-route-page.tsx';
import { endorsementRouteOptions } from '../features/endorsements/endorsement-route.ts';
import { endorsementLoader } from '../features/endorsements/endorsement-screens.ts';

/** Spec §2 endorsement addresses of this shape; the partner table says which exist (decision record 0018). */
export const Route = createFileRoute('/$partner/aggregate-endorse/$aggregateId')({
  ...endorsementRouteOptions,
  loader: endorsementLoader,
  component: EndorsementRoutePage,
});
