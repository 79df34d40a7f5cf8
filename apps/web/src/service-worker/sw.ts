/// <reference lib="webworker" />
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { PrecacheFallbackPlugin, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { LOGIN_DOCUMENT_PATHS } from '@portal/contracts/page-routes';

/*
 * The portal's service worker (decision record 0053): it keeps the build's files so a repeat visit takes them
 * from the device, and answers a page asked without a connection with the portal's own shell, which says it is
 * offline. It never keeps what the gateway answers for a user: pages are built per request (the session check's
 * answers are in them, and an anonymous visitor of a signed-in page gets a 302 to the login), so every page is
 * asked of the network first; tRPC, uploads and files are not touched at all.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// The hashed scripts, stylesheets and message packs, and the two documents as built (without any user's data).
// No directory index ('' turns it off) and no clean URLs: '/' is a page the gateway answers, never the cached
// index.html.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// The page's request starts while the worker wakes up, so going through the worker costs a page no time.
enableNavigationPreload();

/** Addresses that are no page of the app: a navigation to one (a file opened in a tab) is left to the browser. */
const NOT_PAGES = [
  /^\/trpc(\/|$)/,
  /^\/upload\//,
  /^\/files\//,
  /^\/(healthz|readyz|metrics)(\?|$)/,
  /^\/__/,
];

/**
 * A page from the network; without one, the document it would have been, as built (record 0053). Workbox
 * matches these patterns against the path and the search together.
 */
const pageOr = (fallbackURL: string) =>
  new NetworkOnly({ plugins: [new PrecacheFallbackPlugin({ fallbackURL })] });

registerRoute(
  new NavigationRoute(pageOr('/login.html'), {
    allowlist: LOGIN_DOCUMENT_PATHS.map((path) => new RegExp(`^${path}(\\?|$)`)),
  }),
);
registerRoute(new NavigationRoute(pageOr('/index.html'), { denylist: NOT_PAGES }));

// A new build waits until the page asks it to take over (the "new version" prompt, record 0053).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
