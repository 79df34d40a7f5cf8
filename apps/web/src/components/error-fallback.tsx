import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { m } from '@portal/i18n/messages';
import { useLocale } from '../lib/locale.ts';
import { useOnline } from '../lib/online.ts';
import { telemetry } from '../lib/telemetry-setup.ts';
import { Button, buttonVariants } from './ui/button.tsx';

/**
 * What a render or loader crash shows instead of a blank page. Without a connection (a page opened offline from
 * the service worker's shell, decision record 0053) the page's data could not come: it says so, and loads the
 * page again once the connection is back.
 */
export function ErrorFallback({ error }: Partial<ErrorComponentProps>) {
  useLocale(); // re-render on a language change
  const online = useOnline();
  const [failedOffline] = useState(!online);
  useEffect(() => {
    if (error && online) telemetry.reportError(error, { source: 'error-boundary' });
  }, [error, online]);
  useEffect(() => {
    if (failedOffline && online) window.location.reload();
  }, [failedOffline, online]);
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {online ? m.common_error_boundary_title() : m.common_offline_title()}
      </h1>
      <p className="text-slate-700">{online ? m.common_error_boundary_body() : m.common_offline_page()}</p>
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
