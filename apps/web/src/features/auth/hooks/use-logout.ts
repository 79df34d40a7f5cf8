import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '../../../lib/trpc.ts';
import { replaceSession } from '../session-cache.ts';

/** Ends the session, forgets everything cached for this user and goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      // Even when the call fails the user wants out: the cookie is cleared server-side on any answer.
      onSettled: async () => {
        replaceSession(queryClient, null);
        await navigate({ to: '/generate-otp', replace: true });
      },
    }),
  );
}
