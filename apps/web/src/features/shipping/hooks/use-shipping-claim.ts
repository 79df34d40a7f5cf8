import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ShippingClaimType } from '@portal/contracts/constants';
import { trpc } from '../../../lib/trpc.ts';
import { clearShippingDraft } from '../shipping-draft.ts';
import { SHIPPING_CLAIM_VIEWS } from '../shipping-claim-types.ts';

const keyName = (claimType: ShippingClaimType) => `shipping-claim-create:${claimType}`;

/**
 * One key per intended claim, kept for the tab's life until the claim is filed: a retry after a timeout, a
 * double click or a reload sends the same key, and the gateway answers with the claim it already filed.
 */
function creationKey(claimType: ShippingClaimType): string {
  const stored = sessionStorage.getItem(keyName(claimType));
  if (stored) return stored;
  const key = crypto.randomUUID();
  sessionStorage.setItem(keyName(claimType), key);
  return key;
}

/**
 * Files the claim; once it is in, the draft and key are dropped, the claim lists refetch when next shown and
 * the page shows the confirmation (its address carries the claim, so a reload keeps it and going back does
 * not offer the filled form again).
 */
export function useShippingClaimCreate(claimType: ShippingClaimType) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.shippingClaims.create.mutationOptions({
      onSuccess: async ({ claimId }) => {
        clearShippingDraft(claimType);
        sessionStorage.removeItem(keyName(claimType));
        void queryClient.invalidateQueries(trpc.claims.list.pathFilter());
        await navigate({
          to: SHIPPING_CLAIM_VIEWS[claimType].path,
          search: { claim: claimId },
          replace: true,
        });
      },
    }),
  );
  return {
    ...mutation,
    file: (input: Omit<Parameters<typeof mutation.mutate>[0], 'claimType' | 'idempotencyKey'>) =>
      mutation.mutate({ ...input, claimType, idempotencyKey: creationKey(claimType) }),
  };
}
