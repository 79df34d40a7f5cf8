import { createFileRoute, redirect } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { Alert } from '../components/ui/alert.tsx';
import { Card } from '../components/ui/card.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { loginDestination } from '../features/auth/pending-login.ts';
import { loginSearchSchema } from '../lib/search-params.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export const Route = createFileRoute('/generate-otp')({
  validateSearch: loginSearchSchema,
  beforeLoad: async ({ context, search }) => {
    // Already signed in: go where the login would have gone (a partner's link goes into its claim flow with
    // its order). A failing check just shows the form.
    const session = await context.queryClient
      .ensureQueryData(context.trpc.auth.session.queryOptions())
      .catch(() => null);
    if (session) throw redirect({ href: loginDestination(search), replace: true });
  },
  component: GenerateOtpPage,
});

function GenerateOtpPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle(m.auth_login_title());
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-6 p-5 sm:p-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{m.auth_login_title()}</h1>
        <p className="text-slate-700">{m.auth_login_subtitle()}</p>
      </div>
      {search.notice === 'phone-changed' ? (
        <Alert tone="success">{m.account_phone_changed_notice()}</Alert>
      ) : null}
      {search.notice === 'logout-unconfirmed' ? (
        <Alert tone="warning">{m.auth_logout_broker_unconfirmed()}</Alert>
      ) : null}
      <LoginForm search={search} onOtpSent={() => void navigate({ to: '/verify' })} />
    </Card>
  );
}
