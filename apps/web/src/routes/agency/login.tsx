import { createFileRoute, redirect } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { loginSearchSchema } from '../../lib/search-params.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Where an agency login lands unless it was sent here from a page. */
const AGENCY_HOME = '/?source=agency-policy';

/** Spec §2: the agency login; the same OTP login, arriving at the agency lists. */
export const Route = createFileRoute('/agency/login')({
  validateSearch: loginSearchSchema,
  staticData: { title: () => m.agency_login_title() },
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient
      .ensureQueryData(context.trpc.auth.session.queryOptions())
      .catch(() => null);
    if (session) throw redirect({ href: search.redirect ?? AGENCY_HOME, replace: true });
  },
  component: AgencyLoginPage,
});

function AgencyLoginPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  useDocumentTitle(m.agency_login_title());
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-6 p-5 sm:p-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{m.agency_login_title()}</h1>
        <p className="text-slate-700">{m.agency_login_subtitle()}</p>
      </div>
      {/* An agency user comes back here when a session ends (main.tsx) and after a logout (use-logout.ts). The
          login document's LoginNotice is not used: it would move all of its texts into a chunk the app shares
          with the login document, which the phone change loads. */}
      {search.notice === 'session-ended' ? <Alert tone="info">{m.error_session_expired()}</Alert> : null}
      {search.notice === 'signed-out' ? <Alert tone="success">{m.auth_signed_out_notice()}</Alert> : null}
      <LoginForm
        agencyLogin
        search={{ ...search, redirect: search.redirect ?? AGENCY_HOME }}
        onOtpSent={() => void navigate({ to: '/verify' })}
      />
    </Card>
  );
}
