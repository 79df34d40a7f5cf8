import { createFileRoute, redirect } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { AgencyPolicyDetailView } from '../../../features/agency/components/agency-policy-detail-view.tsx';
import { agencyPolicyDetailQuery } from '../../../features/agency/hooks/use-agency-policies.ts';
import { hasAgencyRole } from '../../../lib/roles.ts';

export const Route = createFileRoute('/_authed/agency/policydetail/$id')({
  staticData: { title: () => m.agency_policy_detail_title(), backTo: '/?source=agency-policy' },
  // Spec §6: agency pages are for the agency roles; anyone else goes to their own list.
  beforeLoad: ({ context }) => {
    if (!hasAgencyRole(context.session.services)) throw redirect({ to: '/', replace: true });
  },
  loader: ({ context: { queryClient }, params }) => {
    queryClient.ensureQueryData(agencyPolicyDetailQuery(params.id)).catch(() => undefined);
  },
  component: AgencyPolicyDetailPage,
});

function AgencyPolicyDetailPage() {
  const { id } = Route.useParams();
  return <AgencyPolicyDetailView id={id} />;
}
