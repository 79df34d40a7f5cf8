import { createFileRoute, redirect } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ClaimEntryView } from '../../../features/claims/components/claim-entry-view.tsx';
import { agencyClaimBenefitsQuery } from '../../../features/claims/hooks/use-claim-entry.ts';
import { hasAgencyRole } from '../../../lib/roles.ts';

/** An agency agent files a claim on an agency policy (spec §7 Agency): benefit, validate, create, complete. */
export const Route = createFileRoute('/_authed/agency/policydetail/$id_/claim')({
  staticData: {
    title: () => m.claims_entry_title(),
    backTo: (params) => `/agency/policydetail/${params.id ?? ''}`,
  },
  beforeLoad: ({ context }) => {
    if (!hasAgencyRole(context.session.services)) throw redirect({ to: '/', replace: true });
  },
  loader: ({ context: { queryClient }, params }) => {
    queryClient.ensureQueryData(agencyClaimBenefitsQuery(params.id)).catch(() => undefined);
  },
  component: AgencyClaimEntryPage,
});

function AgencyClaimEntryPage() {
  const { id } = Route.useParams();
  return <ClaimEntryView kind="agency" policyId={id} />;
}
