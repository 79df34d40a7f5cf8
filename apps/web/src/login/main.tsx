import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { query } from '../features/auth/login-api.ts';
import { loginDestination } from '../features/auth/pending-login.ts';
import { afterPageLoad, nextTask } from '../lib/after-load.ts';
import { applyBrand } from '../lib/brand.ts';
import { initLocale, localeMessagesReady } from '../lib/locale.ts';
import { currentLoginPage, LoginApp, preloadVerifyStep } from './login-app.tsx';
import { readLoginSearch } from './login-location.ts';
import '../styles.css';

/*
 * The login pages' own document (decision record 0027): React and the login forms, without the app's router,
 * TanStack Query or the tRPC client, so a first visit downloads a fraction of the app. A finished login loads
 * the app at the page the user asked for.
 */

// The modules' own evaluation ends the first task; the language (which starts its texts) and the calls come in
// the next (record 0069). The first render is a transition, which React renders in slices of a few
// milliseconds, as the app's is: no one long task holds input, and the shell stays until the form is drawn.
await nextTask();
initLocale();

// Both go out at once: the skin for the first paint, and whether the visitor is already signed in.
const config = query('config.get').catch(() => null);
const session = window.location.pathname === '/generate-otp' ? query('auth.session').catch(() => null) : null;

// Page views and error reports as in the app: its two addresses are the routes. Telemetry starts once the page
// has loaded, from a chunk of its own (decision record 0063); the pages shown before are counted then.
let showPage: (() => void) | null = null;
let pagesShownBefore = 0;
const onPageShown = (): void => {
  if (showPage) showPage();
  else pagesShownBefore += 1;
};
afterPageLoad(() => {
  void import('../lib/telemetry-setup.ts').then(({ startTelemetry }) =>
    startTelemetry(
      {
        currentRoute: () => window.location.pathname,
        onPageShown: (listener) => {
          showPage = listener;
          for (; pagesShownBefore > 0; pagesShownBefore -= 1) listener();
        },
      },
      () => query('config.telemetry'),
    ),
  );
});

async function start(): Promise<void> {
  // The texts of the user's language (decision record 0041) come beside the skin and the session.
  // A load of the code step (/verify, with a code requested in this tab) draws it in the first render.
  const [appConfig, signedIn] = await Promise.all([
    config,
    session,
    localeMessagesReady().catch(() => undefined),
    currentLoginPage().kind === 'code' ? preloadVerifyStep().catch(() => undefined) : undefined,
  ]);
  applyBrand(appConfig?.brand ?? 'default');
  // Already signed in: go where the login would have gone (a partner's link goes into its claim flow).
  if (signedIn) {
    window.location.replace(loginDestination(readLoginSearch(window.location.search)));
    return;
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('login.html has no #root element');
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <LoginApp config={appConfig} onPageShown={onPageShown} />
      </StrictMode>,
    ),
  );
}

void start();

// The service worker (decision record 0053): a first visit usually starts here, so the app's files are on the
// device by the time the login is done. Registered once the page has loaded, from a chunk of its own.
void import('../lib/service-worker.ts').then((worker) => worker.registerServiceWorkerAfterLoad());

// The code step's chunk comes when the visitor turns to the page (a first focus or touch), well before the code
// has been sent, and not in the way of the first paint's work (decision record 0063).
for (const event of ['focusin', 'pointerdown'] as const)
  document.addEventListener(event, () => void preloadVerifyStep().catch(() => undefined), { once: true });
