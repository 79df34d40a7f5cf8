import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimEntryView } from '../../features/claims/components/claim-entry-view.tsx';
import { claimBenefitsQuery } from '../../features/claims/hooks/use-claim-entry.ts';

// `$id_`: the benefit selection replaces the policy detail on screen rather than nesting inside it.
export const Route = createFileRoute('/_authed/policydetail/$id_/claim')({
  staticData: {
    title: () => m.claims_entry_title(),
    backTo: (params) => `/policydetail/${params.id ?? ''}`,
  },
  // Not awaited, like the detail pages: the skeleton shows at once, the page tells its own failures.
  loader: ({ context: { queryClient }, params }) => {
    queryClient.ensureQueryData(claimBenefitsQuery(params.id)).catch(() => undefined);
  },
  component: ClaimEntryPage,
});

function ClaimEntryPage() {
  const { id } = Route.useParams();
  return <ClaimEntryView kind="policy" policyId={id} />;
}
