import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { rememberedProductKey } from '../../../lib/partner-config.ts';
import { isAgencyOnly } from '../../../lib/roles.ts';
import { trpc } from '../../../lib/trpc.ts';
import { beginSignOut, settleFetches, signOut } from '../../../lib/session-cache.ts';
import { rememberSessionOrigin } from '../session-origin.ts';

/**
 * Ends the session and forgets everything cached for this user. Spec §4: then to the product path the
 * visitor came in through, or else to the login page: the agency login for an agency user, as after a lost
 * session (main.tsx). When the broker did not confirm its logout the gateway has still ended the session, and
 * the login page says exactly that.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      // The calls under way finish before the logout goes (answered after it, they would be 401s), and a 401
      // from then on is the logout's, not a lost session (main.tsx).
      onMutate: async () => {
        // Read while the session is still cached: an agency user goes back to the agency login, as main.tsx
        // sends them there when a session ends.
        const services = queryClient.getQueryData(trpc.auth.session.queryKey())?.services ?? [];
        const login = isAgencyOnly(services) ? '/agency/login' : '/generate-otp';
        beginSignOut();
        await settleFetches(queryClient);
        return { login } as const;
      },
      // Even when the call fails the user wants out: the cookie is cleared server-side on any answer.
      onSettled: async (result, _error, _variables, mutated) => {
        rememberSessionOrigin(undefined);
        const product = rememberedProductKey();
        const login = mutated?.login ?? '/generate-otp';
        await signOut(queryClient, () => {
          // Only the customer login tells this case.
          if (result?.brokerLoggedOut === false) {
            return navigate({ to: '/generate-otp', search: { notice: 'logout-unconfirmed' }, replace: true });
          }
          if (product) return navigate({ to: '/$product', params: { product }, replace: true });
          return navigate({ to: login, search: { notice: 'signed-out' }, replace: true });
        });
      },
    }),
  );
}
