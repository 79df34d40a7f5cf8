import { m } from '@portal/i18n/messages';
import { useOnline } from '../lib/online.ts';

/**
 * Without a connection the query client holds the page's saves, uploads and checks and sends them once the
 * connection is back; until then their buttons only say "saving". This says why, at the bottom of the screen,
 * over the page (it moves nothing). An alert, so it is announced as it comes; there is none while online (an
 * empty live region would be one more status on every page).
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="alert"
      className="fixed inset-x-0 bottom-0 z-50 bg-slate-900 px-4 py-3 text-center text-sm text-white"
    >
      {m.common_offline()}
    </p>
  );
}
