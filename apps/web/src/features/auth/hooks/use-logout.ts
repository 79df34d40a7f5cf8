import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { rememberedProductKey } from '../../../lib/app-config.ts';
import { trpc } from '../../../lib/trpc.ts';
import { replaceSession } from '../../../lib/session-cache.ts';
import { rememberSessionOrigin } from '../session-origin.ts';

/**
 * Ends the session and forgets everything cached for this user. Spec §4: then to the product path the
 * visitor came in through, or else to the login page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      // Even when the call fails the user wants out: the cookie is cleared server-side on any answer.
      onSettled: async () => {
        replaceSession(queryClient, null);
        rememberSessionOrigin(undefined);
        const product = rememberedProductKey();
        if (product) await navigate({ to: '/$product', params: { product }, replace: true });
        else await navigate({ to: '/generate-otp', replace: true });
      },
    }),
  );
}
