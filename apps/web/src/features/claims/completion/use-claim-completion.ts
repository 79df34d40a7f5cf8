import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';
import { claimCompletionQuery, type ClaimCompletion } from './claim-route.ts';

export function useClaimCompletion(claimId: string) {
  return useQuery(claimCompletionQuery(claimId));
}

/**
 * After a saved form or a submit, the claim is read again everywhere it shows (spec §4). Pages not on screen
 * (the claim lists, the claim's detail, a family policy's claims) lose their copy instead of keeping it as
 * stale: shown first, it would be older than the user's own action (the list's 'Kirim dokumen' on a claim just
 * sent). They load fresh when next opened; what is on screen is read again now.
 */
function useRefreshClaim(claimId: string) {
  const queryClient = useQueryClient();
  return async () => {
    for (const filter of [
      trpc.claims.detail.queryFilter({ id: claimId }),
      trpc.claims.list.pathFilter(),
      trpc.agency.claimList.pathFilter(),
      trpc.claims.familyClaims.pathFilter(),
    ]) {
      queryClient.removeQueries({ ...filter, type: 'inactive' });
      void queryClient.invalidateQueries(filter);
    }
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

/**
 * Spec §4 automatic final submit: once the claim's details are loaded and say so (`autoSubmit`: at least one
 * form, all valid, a valid payment form when there are any, status initiated or reprocess), the claim is
 * submitted, once per page (the gateway also keeps one submit per claim), then `onSubmitted` shows what
 * comes next (the finish page of the claim, the success page of a partner flow).
 */
export function useAutomaticFinalSubmit(
  completion: ClaimCompletion | undefined,
  claimId: string,
  onSubmitted: () => Promise<unknown>,
) {
  const refresh = useRefreshClaim(claimId);
  const submit = useMutation(
    trpc.claims.submit.mutationOptions({
      onSuccess: async () => {
        // The claim is sent: the key that opened it in this tab ends, so the benefit can be claimed anew
        // (loaded here, not with the form's first bytes).
        void import('../../../lib/creation-keys.ts').then((keys) => keys.claimSent(claimId));
        await refresh();
        await onSubmitted();
      },
    }),
  );
  const sent = useRef(false);
  const shouldSubmit = Boolean(completion?.autoSubmit);
  useEffect(() => {
    if (!shouldSubmit || sent.current) return;
    sent.current = true;
    submit.mutate({ claimId });
  }, [shouldSubmit, claimId, submit]);

  return {
    submitting: submit.isPending,
    error: submit.error,
    retry: () => submit.mutate({ claimId }),
  };
}

/**
 * When the broker closes the claim to changes during this visit (it was open when the page came and is not
 * now), the page goes on to what comes next (`onClosed`: the finish or success page). A claim waiting for
 * documents is taken in by the broker itself once the last one is attached (its status moves on, no final
 * submit), so the user's own upload did it: that is what comes next, not a notice that the claim can no longer
 * be changed. A claim the page submitted itself goes on from its submit. Answers whether the page is leaving.
 */
export function useGoOnWhenClosed(
  completion: ClaimCompletion | undefined,
  submitting: boolean,
  onClosed: () => Promise<unknown>,
): boolean {
  const [openOnArrival, setOpenOnArrival] = useState<boolean | null>(null);
  useEffect(() => {
    if (completion && openOnArrival === null) setOpenOnArrival(completion.canEdit);
  }, [completion, openOnArrival]);
  const closed = openOnArrival === true && completion?.canEdit === false;
  useEffect(() => {
    if (closed && !submitting) void onClosed();
    // What comes next follows from the claim closing, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [closed]);
  return closed;
}
