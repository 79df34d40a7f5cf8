import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ShippingClaimType } from '@portal/contracts/constants';
import { creationKey, forgetCreation } from '../../../lib/creation-keys.ts';
import { trpc } from '../../../lib/trpc.ts';
import { clearShippingDraft } from '../shipping-draft.ts';
import { SHIPPING_CLAIM_VIEWS } from '../shipping-claim-types.ts';

/** The intended claim a creation key stands for (`lib/creation-keys.ts`): one per claim type, filed whole. */
const shippingIntent = (claimType: ShippingClaimType) => `shipping:${claimType}`;

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
        forgetCreation(shippingIntent(claimType));
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
      mutation.mutate({ ...input, claimType, idempotencyKey: creationKey(shippingIntent(claimType)) }),
  };
}
