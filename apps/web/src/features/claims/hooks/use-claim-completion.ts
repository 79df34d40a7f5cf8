import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@portal/gateway/router';
import { trpc } from '../../../lib/trpc.ts';

export type ClaimCompletion = inferRouterOutputs<AppRouter>['claims']['completion'];

/** Everything the completion pages show of one claim; the routes' loaders prefetch the same query. */
export function claimCompletionQuery(claimId: string) {
  return trpc.claims.completion.queryOptions({ claimId });
}

export function useClaimCompletion(claimId: string) {
  return useQuery(claimCompletionQuery(claimId));
}

/** After a saved form or a submit, the claim is read again everywhere it shows (spec §4). */
function useRefreshClaim(claimId: string) {
  const queryClient = useQueryClient();
  return async () => {
    void queryClient.invalidateQueries(trpc.claims.detail.queryFilter({ id: claimId }));
    void queryClient.invalidateQueries(trpc.claims.list.pathFilter());
    await queryClient.invalidateQueries(trpc.claims.completion.queryFilter({ claimId }));
  };
}

export function useSaveClaimForm(claimId: string) {
  const refresh = useRefreshClaim(claimId);
  return useMutation(trpc.claims.saveForm.mutationOptions({ onSuccess: refresh }));
}

export function useAttachFile(claimId: string) {
  const refresh = useRefreshClaim(claimId);
  return {
    attach: useMutation(trpc.claims.attachFile.mutationOptions({ onSuccess: refresh })),
    remove: useMutation(trpc.claims.removeFile.mutationOptions({ onSuccess: refresh })),
  };
}

export type FinishRoute = { policyId: string; benefitId: string; claimId: string };

/**
 * Spec §4 automatic final submit: once the claim's details are loaded and say so (`autoSubmit`: at least one
 * form, all valid, a valid payment form when there are any, status initiated or reprocess), the claim is
 * submitted, once per page (the gateway also keeps one submit per claim), then the finish page shows.
 */
export function useAutomaticFinalSubmit(completion: ClaimCompletion | undefined, finish: FinishRoute) {
  const refresh = useRefreshClaim(finish.claimId);
  const navigate = useNavigate();
  const submit = useMutation(
    trpc.claims.submit.mutationOptions({
      onSuccess: async () => {
        await refresh();
        await navigate({
          to: '/policydetail/$id/claim/$benefitId/summary/finish',
          params: { id: finish.policyId, benefitId: finish.benefitId },
          search: { claim: finish.claimId },
          replace: true,
        });
      },
    }),
  );
  const sent = useRef(false);
  const shouldSubmit = Boolean(completion?.autoSubmit);
  useEffect(() => {
    if (!shouldSubmit || sent.current) return;
    sent.current = true;
    submit.mutate({ claimId: finish.claimId });
  }, [shouldSubmit, finish.claimId, submit]);

  return {
    submitting: submit.isPending,
    error: submit.error,
    retry: () => submit.mutate({ claimId: finish.claimId }),
  };
}
