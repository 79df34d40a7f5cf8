import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PartnerClaimProduct } from '@portal/contracts/constants';
import { trpc } from '../../../../lib/trpc.ts';
import { claimCreated, creationKey, forgetCreation } from '../../../../lib/creation-keys.ts';
import { rememberClaimInProgress } from '../partner-claim-session.ts';
import { PARTNER_PRODUCTS } from '../partner-products.ts';

/** The intended claim a creation key stands for (`lib/creation-keys.ts`): the order's benefit. */
const partnerIntent = (product: PartnerClaimProduct, orderId: string, benefitId: string) =>
  `partner:${product}:${orderId}:${benefitId}`;

/** The user's order registered (or found) with the broker and its benefits (create-order, then benefits). */
export function usePartnerClaimStart() {
  return useMutation(trpc.partnerClaims.start.mutationOptions());
}

/**
 * Validates (where the product does) and opens the claim on the chosen benefit, then goes on: to the claim's
 * forms in the flow, or for a product without them (GoLife) to the success page. The next page replaces the
 * choice in the history, so going back does not offer to file the same claim again.
 */
export function usePartnerClaimCreate(product: PartnerClaimProduct) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(
    trpc.partnerClaims.create.mutationOptions({
      onSuccess: async ({ claimId }, input) => {
        rememberClaimInProgress(product, { orderId: input.orderId, claimId });
        void queryClient.invalidateQueries(trpc.claims.list.pathFilter());
        const intent = partnerIntent(product, input.orderId, input.benefitId);
        if (PARTNER_PRODUCTS[product].hasClaimForm) {
          // Sent once its forms are complete: the key stays until then.
          claimCreated(intent, claimId);
          await navigate({
            to: '/$partner/claim-form',
            params: { partner: product },
            search: { claim: claimId },
            replace: true,
          });
        } else {
          // Filed whole: its key ends now.
          forgetCreation(intent);
          await navigate({
            to: '/$partner/$orderId/success',
            params: { partner: product, orderId: input.orderId },
            search: { claim: claimId },
            replace: true,
          });
        }
      },
    }),
  );
  return {
    ...mutation,
    create: (orderId: string, benefitId: string) =>
      mutation.mutate({
        product,
        orderId,
        benefitId,
        idempotencyKey: creationKey(partnerIntent(product, orderId, benefitId)),
      }),
  };
}
