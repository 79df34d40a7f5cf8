import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../lib/page-error-texts.ts';
import { Alert } from '../components/ui/alert.tsx';
import { buttonVariants } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { searchValidator, textParam } from '../lib/search-params.ts';
import { replaceSession } from '../lib/session-cache.ts';
import { rememberSessionOrigin } from '../features/auth/session-origin.ts';
import { trpcClient } from '../lib/trpc.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const ssoSearchSchema = searchValidator<{ access_token?: string }, { access_token?: string }>((search) => ({
  access_token: textParam(search.access_token, { max: 4096 }),
}));

/**
 * Partner single sign-on: the partner app opens /sso?access_token=…; the gateway trades the token for a
 * session (spec §7 verify-sso-token) and the user lands on their list, the token gone from the address bar
 * and the history. A refused token shows the login failure with the way to the OTP login.
 */
export const Route = createFileRoute('/sso')({
  validateSearch: ssoSearchSchema,
  beforeLoad: async ({ context, search }) => {
    if (!search.access_token) return { error: pageErrorText('login_failed') };
    try {
      const session = await trpcClient.auth.verifySso.mutate({ accessToken: search.access_token });
      replaceSession(context.queryClient, session);
      rememberSessionOrigin(undefined);
    } catch {
      // Spec §8: a failed login says 'Gagal masuk, coba lagi', whatever the reason (a refused token is a 401).
      return { error: pageErrorText('login_failed') };
    }
    throw redirect({ to: '/', replace: true });
  },
  component: SsoPage,
});

function SsoPage() {
  const { error } = Route.useRouteContext();
  useDocumentTitle(m.sso_title());
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-5 p-5 sm:p-8">
      <h1 className="text-2xl font-bold text-slate-900">{m.sso_title()}</h1>
      {error ? <Alert tone="error">{error}</Alert> : <p role="status">{m.sso_in_progress()}</p>}
      <Link to="/generate-otp" className={buttonVariants({ variant: 'secondary' })}>
        {m.landing_login()}
      </Link>
    </Card>
  );
}
