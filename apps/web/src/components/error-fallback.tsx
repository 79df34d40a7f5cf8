import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { m } from '@portal/i18n/messages';
import { useLocale } from '../lib/locale.ts';
import { telemetry } from '../lib/telemetry-setup.ts';
import { Button, buttonVariants } from './ui/button.tsx';

/** What a render or loader crash shows instead of a blank page. */
export function ErrorFallback({ error }: Partial<ErrorComponentProps>) {
  useLocale(); // re-render on a language change
  useEffect(() => {
    if (error) telemetry.reportError(error, { source: 'error-boundary' });
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{m.common_error_boundary_title()}</h1>
      <p className="text-slate-700">{m.common_error_boundary_body()}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {m.common_reload_page()}
        </Button>
        <Link to="/" className={buttonVariants()}>
          {m.common_back_to_policy_list()}
        </Link>
      </div>
    </section>
  );
}
