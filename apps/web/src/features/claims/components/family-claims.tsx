import { useQuery } from '@tanstack/react-query';
import { m } from '@portal/i18n/messages';
import { SectionCard } from '../../../components/section-card.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { ClaimCard } from './claim-card.tsx';

/**
 * The claims filed on a family policy, for any of its members (user-family-claims), under the policy detail.
 * Only family policies have them; the policy detail the page already loaded says which it is.
 */
export function FamilyClaims({ policyId }: { policyId: string }) {
  const policy = useQuery(trpc.policies.detail.queryOptions({ id: policyId }));
  const isFamily = policy.data?.request.is_family === true;
  const claims = useQuery({ ...trpc.claims.familyClaims.queryOptions({ policyId }), enabled: isFamily });
  if (!isFamily || !claims.isSuccess) return null;
  return (
    <SectionCard title={m.claims_family_claims_title()}>
      {claims.data.length === 0 ? (
        <p className="text-sm text-slate-700">{m.claims_family_claims_empty()}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {claims.data.map((claim) => (
            <li key={claim.claim_id}>
              <ClaimCard claim={claim} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
