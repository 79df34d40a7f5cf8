import type { Workbox } from 'workbox-window';
import { afterPageLoad } from './after-load.ts';

/*
 * The service worker's registration (decision record 0053), loaded after the page has loaded so that no page's
 * first bytes carry it. workbox-window tells when a new build's worker is installed and waiting: it takes over
 * when the user says so ("new version" prompt, components/update-prompt.tsx), or by itself once every tab of the
 * portal has closed. Pages are always asked of the gateway, so a page opened after a release is that release's
 * page either way; what waits is only the old tabs' own files, which the old worker keeps until they are gone.
 */

/** The worker checks for a new build this often while a tab stays open (a browser checks on each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let waiting: Workbox | null = null;
const listeners = new Set<() => void>();

/** Whether a new build is installed and waits to take over. */
export const updateWaiting = (): boolean => waiting !== null;

export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The new build takes over, and the page reloads once it controls it (its files are the new build's). */
export function applyUpdate(): void {
  const workbox = waiting;
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/**
 * Registers /sw.js in a production build where the browser has service workers; anywhere else (the dev server,
 * a browser or a test that blocks workers) the portal runs as a plain page, as it always could.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await import('workbox-window');
    const workbox = new Workbox('/sw.js');
    workbox.addEventListener('waiting', () => {
      waiting = workbox;
      for (const listener of listeners) listener();
    });
    await workbox.register();
    setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
  } catch {
    // No worker (storage blocked, a private window that refuses it): the portal works as a plain page.
  }
}

/** After the page has loaded: the worker's downloads never compete with the page's own. */
export function registerServiceWorkerAfterLoad(): void {
  afterPageLoad(() => void registerServiceWorker());
}
