import { useSyncExternalStore } from 'react';
import { m } from '@portal/i18n/messages';
import { applyUpdate, onUpdateWaiting, updateWaiting } from '../lib/service-worker.ts';
import { Button } from './ui/button.tsx';

/**
 * A new release is installed and waits (lib/service-worker.ts, decision record 0053): the user chooses the moment
 * to reload, so nothing they are typing is cut off (form drafts are kept as they type). A status, not an alert:
 * it is news, not a problem. Nothing is shown while there is no new release.
 */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(onUpdateWaiting, updateWaiting, () => false);
  if (!ready) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-16 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 text-sm text-slate-900 shadow-lg ring-1 ring-slate-200"
    >
      <span>{m.common_update_available()}</span>
      <Button size="sm" onClick={applyUpdate}>
        {m.common_update_reload()}
      </Button>
    </div>
  );
}
