import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { EndorsementRoutePage } from '../features/endorsements/components/endorsement-route-page.tsx';
import {
  endorsementBeforeLoad,
  endorsementSearchSchema,
} from '../features/endorsements/endorsement-route.ts';

/** Spec §2 endorsement routes of this shape; the partner table says which exist (decision record 0018). */
export const Route = createFileRoute('/$partner/$product/endorse/$id')({
  validateSearch: endorsementSearchSchema,
  staticData: { title: () => m.endorse_title(), backTo: '/' },
  beforeLoad: endorsementBeforeLoad,
  component: EndorsementRoutePage,
});
