import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/*
 * The query client learns of a lost connection from the browser's `offline` event only (TanStack Query 5), so a
 * page opened while offline (the service worker's shell, decision record 0053) starts out "online" for it; the
 * browser's own flag says otherwise from the first render.
 */
function subscribe(onChange: () => void): () => void {
  const unsubscribe = onlineManager.subscribe(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    unsubscribe();
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const isOnline = () => onlineManager.isOnline() && navigator.onLine;

/** Whether the browser has a connection, as far as the page can tell. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
