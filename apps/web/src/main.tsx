import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { FirstQueryTemplate } from '@portal/contracts/first-queries';
import { seedFirstQueries } from './first-queries.ts';
import { sessionOrigin, unauthorizedDestination } from './features/auth/session-origin.ts';
import { afterFirstPaint, firstPageCommitted } from './lib/after-first-paint.ts';
import { nextTask } from './lib/after-load.ts';
import { appConfigQuery } from './lib/app-config.ts';
import { moveFocusOnNavigation } from './lib/route-focus.ts';
import { initLocale, localeMessagesReady } from './lib/locale.ts';
import { isAgencyOnly } from './lib/roles.ts';
import { signedOutOnPurpose } from './lib/session-cache.ts';
import { routerPages, startTelemetry } from './lib/telemetry-setup.ts';
import { handleUnauthorizedWith, queryClient, trpc } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

// The start-up comes in tasks of a few milliseconds each (decision record 0069): the modules' own evaluation,
// the language (which starts its texts), the page's answers, the router. Run together they are one task of
// ~55 ms, which holds input for as long and counts as blocking time in a page test.
await nextTask();
initLocale();
await nextTask();
seedFirstQueries(queryClient, trpc, document.getElementById('portal-bootstrap'));
await nextTask();

const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // The query cache decides freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});
// Where the focus goes after a navigation (decision record 0029): listening before the user's first navigation,
// which a keyboard user can make as soon as the first page shows. Part of the entry: a file of its own was one
// more request after the entry had run, on the way to the first page (record 0069).
moveFocusOnNavigation(router);
// The service worker (decision record 0053): registered once the first page is painted and the document has
// loaded, from a chunk of its own (record 0065).
void afterFirstPaint()
  .then(() => import('./lib/service-worker.ts'))
  .then((worker) => worker.registerServiceWorkerAfterLoad());

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface HistoryState {
    /**
     * The page a link was followed from, for a page whose back link returns there rather than to its list
     * (the endorsement form opened from a policy's detail).
     */
    backTo?: string;
  }
  interface StaticDataRouteOption {
    /** The page's name in the mobile header (spec §2: a title per page). */
    title?: () => string;
    /** Where the mobile back button goes when the page was opened directly (no history to go back to). */
    backTo?: string | ((params: Partial<Record<string, string>>) => string);
    /** The page brings its own header and `main` (the Tokopedia shipping pages): no portal header or sidebar. */
    ownHeader?: boolean;
    /** The page is shown inside a partner app's web view (/mobile/*): no header, sidebar or footer at all. */
    chromeless?: boolean;
    /**
     * The queries the page asks first, from its address (packages/contracts/src/first-queries.ts): its loader
     * starts them and the gateway answers them with the page. Written as a JSON literal: the build reads it
     * from the route file's syntax tree into routes.json (apps/web/route-manifest.ts).
     */
    firstQueries?: readonly FirstQueryTemplate[];
  }
}

/** Pages where a 401 is the expected state, not a lost session. */
const LOGIN_PATHS = new Set(['/generate-otp', '/verify', '/agency/login', '/sso']);

// A 401 from any call means the session is gone (spec §8): back to the ride-hailing claim entry the session
// came from, otherwise to login, which returns here.
handleUnauthorizedWith(() => {
  // Signing out on purpose (a logout, a phone change): a call of the page left behind answers 401 too, and must
  // not pull the user off the page the sign-out goes to.
  if (signedOutOnPurpose()) return;
  const session = queryClient.getQueryData(trpc.auth.session.queryKey());
  queryClient.setQueryData(trpc.auth.session.queryKey(), null);
  const { pathname, href } = router.state.location;
  if (LOGIN_PATHS.has(pathname)) return;
  const destination = unauthorizedDestination({
    origin: sessionOrigin(),
    isAgencyUser: session ? isAgencyOnly(session.services) : false,
    currentHref: href,
  });
  if (destination.kind === 'path') {
    void router.navigate({ href: destination.href, replace: true });
  } else {
    void router.navigate({
      to: destination.to,
      search: { redirect: destination.redirect, notice: 'session-ended' },
      replace: true,
    });
  }
});

// What the page did not bring (a failed call, a server that does not write it) goes out at once, in one batched
// request, before the router asks: the root waits for the brand and the protected layout for the session.
// Fresh answers from the page are not asked again (nor the page's own data its loader finds there).
// Without a connection (a page the service worker answered with its shell) an early call would only fail, and
// the router's own would ask again: the router's one try then tells the page it is offline (record 0056).
// Asked once a 401 has somewhere to go (above).
if (navigator.onLine) {
  void queryClient.prefetchQuery(appConfigQuery());
  void queryClient.prefetchQuery(trpc.auth.session.queryOptions());
}

// Error reporting and the tag manager, as the gateway configures them; off (nothing loaded) when unset. Its code
// comes once the first page is painted; what it is told before waits for it (record 0065).
startTelemetry(
  routerPages(router),
  () =>
    queryClient.fetchQuery(
      trpc.config.telemetry.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
    ),
  afterFirstPaint(),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// React's first render waits for the router's first load (the route's parts and what its guards await; the data
// is in the page), so it replaces the static shell (first-paint.html) with the page itself, not with an empty
// frame while the router loads (decision record 0023). The router then finds the address loaded.
// The start-up is cut into tasks (module evaluation, the router's load, the render) and the first render is a
// transition, which React renders in slices of a few milliseconds: no one long task blocks input (TBT), and the
// shell stays until the page is drawn.
/** Tells `afterFirstPaint` when the first page is committed (its effects run once the whole tree is). */
function FirstPageCommitted() {
  useEffect(firstPageCommitted, []);
  return null;
}
// The texts of the user's language come beside the page's chunks (decision record 0041): the router's first load
// runs loaders that may name a text, so it starts once they are in.
void Promise.all([nextTask(), localeMessagesReady().catch(() => undefined)])
  .then(() => router.load())
  .catch(() => undefined)
  .then(nextTask)
  .then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
            <FirstPageCommitted />
          </QueryClientProvider>
        </StrictMode>,
      ),
    ),
  );
