import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { FamilyClaims } from '../../features/claims/components/family-claims.tsx';
import { PolicyDetailView } from '../../features/policies/components/policy-detail-view.tsx';
import { policyDetailQuery } from '../../features/policies/hooks/use-policy-detail.ts';

export const Route = createFileRoute('/_authed/policydetail/$id')({
  staticData: { title: () => m.policies_detail_title(), backTo: '/' },
  // Not awaited, like the lists: the page shows its skeleton at once and its own error with a retry.
  loader: ({ context: { queryClient }, params }) => {
    queryClient.ensureQueryData(policyDetailQuery(params.id)).catch(() => undefined);
  },
  component: PolicyDetailPage,
});

function PolicyDetailPage() {
  const { id } = Route.useParams();
  return (
    <div className="flex flex-col gap-4">
      <PolicyDetailView id={id} />
      <FamilyClaims policyId={id} />
    </div>
  );
}
