import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { Card } from '../components/ui/card.tsx';
import { VerifyForm } from '../features/auth/components/verify-form.tsx';
import { readPendingLogin } from '../features/auth/pending-login.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export const Route = createFileRoute('/verify')({
  // Nothing to verify without a code request in this tab: start over.
  beforeLoad: () => {
    const pending = readPendingLogin();
    if (!pending) throw redirect({ to: '/generate-otp', replace: true });
    return { pending };
  },
  component: VerifyPage,
});

function VerifyPage() {
  const { pending } = Route.useRouteContext();
  const navigate = useNavigate();
  useDocumentTitle(m.auth_verify_title());
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-6 p-5 sm:p-8">
      <h1 className="text-2xl font-bold text-slate-900">{m.auth_verify_title()}</h1>
      <VerifyForm
        initial={pending}
        onVerified={(destination) => void navigate({ href: destination, replace: true })}
        onChangeNumber={() =>
          void navigate({
            to: '/generate-otp',
            search: { redirect: pending.redirect, flow: pending.flow, id: pending.id },
          })
        }
      />
    </Card>
  );
}
