import type { AnyRouter } from '@tanstack/react-router';
import { getLocale } from '@portal/i18n/runtime';
import {
  createTelemetry,
  startGoogleTagManager,
  type ErrorContext,
  type TelemetrySettings,
} from './telemetry.ts';

/** The current route's pattern; startTelemetry gives it the router. */
let currentRoute = (): string => '/';

/** The page's one telemetry instance; it sends nothing until the gateway's settings say where to. */
export const telemetry = createTelemetry({
  loadErrorReporter: (settings) =>
    import('./error-reporting-sdk.ts').then((sdk) => sdk.startErrorReporter(settings)),
  startTagManager: (settings) =>
    startGoogleTagManager(settings, {
      window: window as unknown as { dataLayer?: Record<string, unknown>[] },
      document,
    }),
  currentRoute: () => currentRoute(),
});

/**
 * A fresh id for each call to the gateway (the `x-request-id` header), so a report names the log lines of the
 * failed call. `crypto.randomUUID` exists only in secure contexts; a page opened over http://<lan-ip> is not one.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `web-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

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
 */
export function startTelemetry(pages: TelemetryPages, loadSettings: () => Promise<TelemetrySettings>): void {
  currentRoute = () => pages.currentRoute();
  pages.onPageShown(() => telemetry.pageView(getLocale()));
  window.setTimeout(() => {
    loadSettings().then(
      (settings) => telemetry.configure(settings),
      () => telemetry.disable(),
    );
  }, 0);
}
