import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { rememberedProductKey } from '../../../lib/partner-config.ts';
import { trpc } from '../../../lib/trpc.ts';
import { replaceSession } from '../../../lib/session-cache.ts';
import { rememberSessionOrigin } from '../session-origin.ts';

/**
 * Ends the session and forgets everything cached for this user. Spec §4: then to the product path the
 * visitor came in through, or else to the login page. When the broker did not confirm its logout the gateway
 * has still ended the session, and the login page says exactly that.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      // Even when the call fails the user wants out: the cookie is cleared server-side on any answer.
      onSettled: async (result) => {
        replaceSession(queryClient, null);
        rememberSessionOrigin(undefined);
        const product = rememberedProductKey();
        if (result?.brokerLoggedOut === false) {
          await navigate({ to: '/generate-otp', search: { notice: 'logout-unconfirmed' }, replace: true });
        } else if (product) await navigate({ to: '/$product', params: { product }, replace: true });
        else await navigate({ to: '/generate-otp', replace: true });
      },
    }),
  );
}
