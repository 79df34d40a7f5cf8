import type { AnyRouter } from '@tanstack/react-router';
import { getLocale } from '@portal/i18n/runtime';
import type { ErrorContext, Telemetry, TelemetrySettings } from './telemetry.ts';

/**
 * The current route's pattern; startTelemetry gives it the router. Before that (a call that failed before the
 * login document started telemetry, after its first render), the page's address; outside a page, '/'.
 */
let currentRoute = (): string => globalThis.location?.pathname ?? '/';

type TelemetryModule = typeof import('./telemetry.ts');
interface HeldCall {
  route: string;
  call: (telemetry: Telemetry, module: TelemetryModule) => void;
}

/**
 * Telemetry's code (the queue, the tag manager's snippet, the funnel's steps) is fetched with its first call,
 * which comes after the first render (the first page view, the settings), not with the first bytes of every
 * page and of the login (decision record 0046). Calls made before it is here are held, with the route they
 * were made on, and made in order once it is; if it cannot be downloaded, the next call tries again.
 */
const HELD_LIMIT = 40;
const held: HeldCall[] = [];
let loaded: { telemetry: Telemetry; module: TelemetryModule } | undefined;
let loading: Promise<void> | undefined;
/** While a held call is made: the route it was made on. */
let routeOfHeldCall: string | undefined;
/** What the code's download waits for (startTelemetry's `loadAfter`, or the first error reported). */
let codeAfter: Promise<void> = Promise.resolve();
/** Lets the download start at once: an error is not held for a paint that may never come. */
let startNow: () => void = () => undefined;

function load(): Promise<void> {
  loading ??= codeAfter
    .then(() => import('./telemetry.ts'))
    .then(
      (module) => {
        const telemetry = module.createTelemetry({
          loadErrorReporter: (settings) =>
            import('./error-reporting-sdk.ts').then((sdk) => sdk.startErrorReporter(settings)),
          startTagManager: (settings) =>
            module.startGoogleTagManager(settings, {
              window: window as unknown as { dataLayer?: Record<string, unknown>[] },
              document,
            }),
          currentRoute: () => routeOfHeldCall ?? currentRoute(),
        });
        loaded = { telemetry, module };
        for (const { route, call } of held.splice(0)) {
          routeOfHeldCall = route;
          try {
            call(telemetry, module);
          } finally {
            routeOfHeldCall = undefined;
          }
        }
      },
      () => {
        loading = undefined;
      },
    );
  return loading;
}

function whenLoaded(call: HeldCall['call']): void {
  if (loaded) return call(loaded.telemetry, loaded.module);
  if (held.length < HELD_LIMIT) held.push({ route: currentRoute(), call });
  void load();
}

/** The page's one telemetry; it sends nothing until the gateway's settings say where to. */
export const telemetry = {
  configure: (settings: TelemetrySettings) => whenLoaded((loaded) => loaded.configure(settings)),
  disable: () => whenLoaded((loaded) => loaded.disable()),
  reportError: (error: unknown, context: ErrorContext) => {
    startNow();
    whenLoaded((loaded) => loaded.reportError(error, context));
  },
  reportMissingTranslation: (key: string, locale: string) =>
    whenLoaded((loaded) => loaded.reportMissingTranslation(key, locale)),
  pageView: (locale: string) => whenLoaded((loaded) => loaded.pageView(locale)),
  /** A mutation that succeeded: a step of the claim funnel for the tag manager, if its procedure is one. */
  mutationSucceeded: (mutationKey: unknown) =>
    whenLoaded((loaded, module) => {
      const procedure = module.procedureOfMutationKey(mutationKey);
      const step = procedure ? module.FUNNEL_STEPS[procedure] : undefined;
      if (procedure && step) loaded.funnel(step, { procedure });
    }),
};

interface FailedCall {
  data?: { errorKey?: unknown; httpStatus?: unknown; path?: unknown; code?: unknown } | null;
  meta?: { response?: { headers?: { get(name: string): string | null } } };
}

/**
 * What a failed query or mutation reports, or null when the failure is an answer the page shows as such (a
 * refusal with its catalogue key, an ended session): those are not faults of the portal.
 */
export function failedCallContext(
  error: unknown,
  source: 'query' | 'mutation',
  isKnownKey: (key: unknown) => boolean,
): ErrorContext | null {
  const call = (typeof error === 'object' && error !== null ? error : {}) as FailedCall;
  const data = call.data ?? null;
  const httpStatus = typeof data?.httpStatus === 'number' ? data.httpStatus : null;
  if (data?.code === 'UNAUTHORIZED') return null;
  if (httpStatus !== null && httpStatus < 500 && isKnownKey(data?.errorKey)) return null;
  return {
    source,
    procedure: typeof data?.path === 'string' ? data.path : null,
    errorKey: typeof data?.errorKey === 'string' ? data.errorKey : null,
    httpStatus,
    requestId: call.meta?.response?.headers?.get('x-request-id') ?? null,
  };
}

/** What telemetry reads of the page it runs in: the route pattern of the page shown, and when a page is shown. */
export interface TelemetryPages {
  currentRoute(): string;
  onPageShown(listener: () => void): void;
}

/** The app's pages, as its router knows them. */
export function routerPages(router: AnyRouter): TelemetryPages {
  type Match = { routeId: string; fullPath?: string };
  return {
    currentRoute() {
      // While a page loads (its loaders may fail) the pending matches say which page it is; before the router
      // has matched anything (a call failing at start-up), the address is matched here.
      const state = router.state as { matches: readonly Match[]; pendingMatches?: readonly Match[] };
      let matches = state.pendingMatches?.length ? state.pendingMatches : state.matches;
      if (matches.length === 0) matches = router.matchRoutes(router.state.location) as readonly Match[];
      const last = matches[matches.length - 1];
      return last ? (last.fullPath ?? last.routeId) : '/';
    },
    onPageShown(listener) {
      router.subscribe('onResolved', listener);
    },
  };
}

/**
 * Starts telemetry once the page has rendered: asks the gateway for the settings (never in the way of the
 * first paint), counts page views by route pattern, and drops everything when the settings cannot be had.
 * Its code is downloaded once `loadAfter` resolves (the app's first paint, record 0065); calls wait until then,
 * except an error's report, which starts the download: a page that fails before it is painted is still reported.
 */
export function startTelemetry(
  pages: TelemetryPages,
  loadSettings: () => Promise<TelemetrySettings>,
  loadAfter: Promise<void> = Promise.resolve(),
): void {
  codeAfter = Promise.race([
    loadAfter,
    new Promise<void>((resolve) => {
      startNow = resolve;
    }),
  ]);
  currentRoute = () => pages.currentRoute();
  pages.onPageShown(() => telemetry.pageView(getLocale()));
  window.setTimeout(() => {
    loadSettings().then(
      (settings) => telemetry.configure(settings),
      () => telemetry.disable(),
    );
  }, 0);
}
