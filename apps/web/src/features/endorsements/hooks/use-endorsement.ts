import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@portal/gateway/router';
import type { EndorsementKey, EndorsementParams } from '@portal/contracts/endorsement-table';
import { trpc } from '../../../lib/trpc.ts';

export interface EndorsementInput {
  key: EndorsementKey;
  params: EndorsementParams;
  verification?: string;
}

/** The policy a row's route opens with its form (endorsements.view), or what the page must do first. */
export function useEndorsementView(input: EndorsementInput) {
  return useQuery({
    ...trpc.endorsements.view.queryOptions(input),
    // A refused link is refused again: its message shows at once instead of a second call.
    retryOnMount: false,
    // The form shows what the policy has now; a value changed elsewhere must not be overwritten with an old one.
    staleTime: 0,
  });
}

/**
 * Sends the change; afterwards the policy shows the new values wherever it is cached. The form's own view is
 * only marked stale, not asked again while the outcome shows: a tokenised link is spent by the change, so it
 * would answer 403; "change again" asks anew (endorsement-page.tsx).
 */
export function useSubmitEndorsement() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.endorsements.submit.mutationOptions({
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ ...trpc.endorsements.view.queryFilter(), refetchType: 'none' }),
          queryClient.invalidateQueries(trpc.policies.detail.queryFilter()),
        ]);
      },
    }),
  );
}

export function useLookupCandidates(key: EndorsementKey) {
  return useQuery(trpc.endorsements.candidates.queryOptions({ key }));
}

export function useLookupPolicy() {
  return useMutation(trpc.endorsements.lookup.mutationOptions());
}

export function useEndorsementOtp() {
  return {
    send: useMutation(trpc.endorsements.sendOtp.mutationOptions()),
    resend: useMutation(trpc.endorsements.resendOtp.mutationOptions()),
    verify: useMutation(trpc.endorsements.verifyOtp.mutationOptions()),
  };
}

type Outputs = inferRouterOutputs<AppRouter>['endorsements'];
/** A row's policies with their forms, ready to change. */
export type EndorsementViewData = Extract<Outputs['view'], { status: 'ready' }>;
export type EndorsementOutcome = Outputs['submit'];
export type LookupCandidate = Outputs['candidates']['policies'][number];
