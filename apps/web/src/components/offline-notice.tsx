import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { m } from '@portal/i18n/messages';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Without a connection the query client holds the page's saves, uploads and checks and sends them once the
 * connection is back; until then their buttons only say "saving". This says why, at the bottom of the screen,
 * over the page (it moves nothing). The live region is always there, so its text is announced when it comes.
 */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-50">
      {online ? null : (
        <p className="bg-slate-900 px-4 py-3 text-center text-sm text-white">{m.common_offline()}</p>
      )}
    </div>
  );
}
