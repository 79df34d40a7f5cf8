import { createFileRoute, redirect } from '@tanstack/react-router';
import { handOverToLoginDocument } from '../features/auth/login-document.ts';
import { loginDestination } from '../features/auth/pending-login.ts';
import { loginSearchSchema } from '../lib/search-params.ts';

/**
 * The login page is login.html (decision record 0027); this route keeps the address typed for the app's links
 * and redirects, and sends an app navigation there with a full page load.
 */
export const Route = createFileRoute('/generate-otp')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context, search, location, preload }) => {
    if (preload) return;
    // Already signed in: go where the login would have gone (a partner's link goes into its claim flow with
    // its order), without leaving the app. A failing check just shows the login page.
    const session = await context.queryClient
      .ensureQueryData(context.trpc.auth.session.queryOptions())
      .catch(() => null);
    if (session) throw redirect({ href: loginDestination(search), replace: true });
    handOverToLoginDocument(location, preload);
  },
});
