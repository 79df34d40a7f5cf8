import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '../../../lib/trpc.ts';

/** The benefits a claim can be filed for on one policy; the route's loader prefetches the same query. */
export function claimBenefitsQuery(policyId: string) {
  return trpc.claims.benefits.queryOptions({ policyId });
}

export function useClaimBenefits(policyId: string) {
  return useQuery(claimBenefitsQuery(policyId));
}

/**
 * Opens a claim on the chosen benefit and goes to its detail. The new claim is in the claim lists from
 * now on, and the benefit has an open claim, so both are refetched when next shown. The detail replaces
 * the selection in the history: going back does not offer to file the same claim again.
 */
export function useCreateClaim(policyId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.claims.create.mutationOptions({
      onSuccess: async ({ claimId }) => {
        void queryClient.invalidateQueries(trpc.claims.list.pathFilter());
        void queryClient.invalidateQueries({
          ...trpc.claims.benefits.queryFilter({ policyId }),
          refetchType: 'none',
        });
        await navigate({ to: '/claimdetail/$id', params: { id: claimId }, replace: true });
      },
    }),
  );
}
