import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { m } from '@portal/i18n/messages';
import { LoadingStatus, SkeletonFields } from '../../../components/list-states.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { LoadBoundary, lazyPart } from '../../../components/ui/lazy-part.tsx';
import { trpc } from '../../../lib/trpc.ts';

/** The claims' cards, fetched beside the claims of a family policy (family-claim-list.tsx). */
const familyClaimList = lazyPart(
  () => import('./family-claim-list.tsx'),
  (module) => module.FamilyClaimList,
);

/**
 * The claims filed on a family policy, for any of its members (user-family-claims), under the policy detail.
 * Only family policies have them; the policy detail the page already loaded says which it is.
 */
export function FamilyClaims({ policyId }: { policyId: string }) {
  const policy = useQuery(trpc.policies.detail.queryOptions({ id: policyId }));
  const isFamily = policy.data?.request.is_family === true;
  const claims = useQuery({ ...trpc.claims.familyClaims.queryOptions({ policyId }), enabled: isFamily });
  // The cards' code comes while the claims are asked for, so the list shows with them.
  useEffect(() => {
    if (isFamily) void familyClaimList.preload();
  }, [isFamily]);
  if (!isFamily || !claims.isSuccess) return null;
  return (
    <SectionCard title={m.claims_family_claims_title()}>
      {claims.data.length === 0 ? (
        <p className="text-sm text-slate-700">{m.claims_family_claims_empty()}</p>
      ) : (
        <LoadBoundary
          loading={
            <LoadingStatus label={m.common_loading()} className="flex flex-col gap-3">
              <SkeletonFields />
            </LoadingStatus>
          }
        >
          <familyClaimList.Part claims={claims.data} />
        </LoadBoundary>
      )}
    </SectionCard>
  );
}
