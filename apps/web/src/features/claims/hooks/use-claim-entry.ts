import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { claimCreated, creationKey } from '../../../lib/creation-keys.ts';
import { trpc } from '../../../lib/trpc.ts';

/** Whose policy the claim is filed on: the user's own (or family) policy, or an agency policy (spec §7 Agency). */
export type ClaimEntryKind = 'policy' | 'agency';

/** The benefits a claim can be filed for on one policy; the route's loader prefetches the same query. */
export function claimBenefitsQuery(policyId: string) {
  return trpc.claims.benefits.queryOptions({ policyId });
}

export function agencyClaimBenefitsQuery(policyId: string) {
  return trpc.agency.benefits.queryOptions({ policyId });
}

export function useClaimBenefits(kind: ClaimEntryKind, policyId: string) {
  const own = useQuery({ ...claimBenefitsQuery(policyId), enabled: kind === 'policy' });
  const agency = useQuery({ ...agencyClaimBenefitsQuery(policyId), enabled: kind === 'agency' });
  return kind === 'agency' ? agency : own;
}

/** The family members a claim on this benefit may be filed for, with what is left of the benefit (spec §3). */
export function useEligibleMembers(policyId: string, benefitId: string | null) {
  return useQuery({
    ...trpc.claims.eligibleMembers.queryOptions({ policyId, benefitId: benefitId ?? '' }),
    enabled: benefitId !== null,
  });
}

/** The intended claim a creation key stands for (`lib/creation-keys.ts`): the benefit, for one member. */
const claimIntent = (policyId: string, benefitId: string, memberId: string | undefined) =>
  `policy:${policyId}:${benefitId}:${memberId ?? ''}`;

/**
 * Opens a claim on the chosen benefit and goes straight to its completion (forms and documents). The new
 * claim is in the claim lists from now on, so they are refetched when next shown. The completion replaces the
 * selection in the history: going back does not offer to file the same claim again.
 */
export function useCreateClaim(kind: ClaimEntryKind, policyId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onCreated = async (claimId: string, benefitId: string, memberId?: string) => {
    claimCreated(claimIntent(policyId, benefitId, memberId), claimId);
    void queryClient.invalidateQueries(trpc.claims.list.pathFilter());
    void queryClient.invalidateQueries(trpc.agency.claimList.pathFilter());
    void queryClient.invalidateQueries({
      ...trpc.claims.benefits.queryFilter({ policyId }),
      refetchType: 'none',
    });
    await navigate({
      to: '/policydetail/$id/claim/$benefitId',
      params: { id: policyId, benefitId },
      search: { claim: claimId },
      replace: true,
    });
  };
  const own = useMutation(
    trpc.claims.create.mutationOptions({
      onSuccess: ({ claimId }, input) => onCreated(claimId, input.benefitId, input.memberId),
    }),
  );
  const agency = useMutation(
    trpc.agency.createClaim.mutationOptions({
      onSuccess: ({ claimId }, input) => onCreated(claimId, input.benefitId),
    }),
  );
  return {
    isPending: own.isPending || agency.isPending,
    isError: kind === 'agency' ? agency.isError : own.isError,
    error: kind === 'agency' ? agency.error : own.error,
    reset: () => (kind === 'agency' ? agency.reset() : own.reset()),
    create: (benefitId: string, memberId?: string) => {
      const idempotencyKey = creationKey(claimIntent(policyId, benefitId, memberId));
      if (kind === 'agency') agency.mutate({ policyId, benefitId, idempotencyKey });
      else own.mutate({ policyId, benefitId, memberId, idempotencyKey });
    },
  };
}
