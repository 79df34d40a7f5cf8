/**
 * Error reporting and analytics (spec §7: "an error-reporting service and a tag manager are also used"; §8: "a
 * missing translation is reported to analytics"). Both are configured at run time by the gateway
 * (`config.telemetry`), so one build serves every deployment; when a part is not configured the page loads
 * nothing for it and sends nothing. The error-reporting SDK (Sentry-compatible) is a separate chunk loaded only
 * when a DSN is set, after the page has rendered; nothing here ever blocks or breaks the page.
 *
 * No personal data leaves the page: events name the route pattern (`/claims/$claimId`), never the address
 * (ids, endorsement tokens, search terms); errors carry the procedure, its error key and status and the
 * request id, never inputs, answers, names, phones or cookies (decision record 0024).
 */

export interface TelemetrySettings {
  errorReporting: { dsn: string; environment: string } | null;
  tagManager: { id: string; scriptUrl: string } | null;
}

/** What a failure report carries besides the error: all of it safe to send. */
export interface ErrorContext {
  source: 'error-boundary' | 'query' | 'mutation' | 'window';
  procedure?: string | null;
  errorKey?: string | null;
  httpStatus?: number | null;
  requestId?: string | null;
}

/** The claim funnel: benefit chosen, forms saved, documents uploaded, submitted. */
export type FunnelStep =
  'claim_benefit_chosen' | 'claim_form_saved' | 'claim_document_uploaded' | 'claim_submitted';

/** What the lazily loaded SDK module offers (error-reporting-sdk.ts). */
export interface ErrorReporter {
  captureException(error: unknown, tags: Record<string, string>, route: string): void;
  captureMessage(message: string, tags: Record<string, string>, route: string): void;
}

type DataLayerEntry = Record<string, unknown>;

export interface TelemetryDeps {
  /** Loads the SDK and starts it with the DSN (a dynamic import in the page). */
  loadErrorReporter: (settings: NonNullable<TelemetrySettings['errorReporting']>) => Promise<ErrorReporter>;
  /** Adds the tag manager's script and answers its data layer. */
  startTagManager: (settings: NonNullable<TelemetrySettings['tagManager']>) => DataLayerEntry[];
  /** The current route's pattern, e.g. `/claims/$claimId` (never the address itself). */
  currentRoute: () => string;
}

/** Reports and events that arrive before the settings are known are held, up to this many each. */
const QUEUE_LIMIT = 20;

type Pending =
  | { kind: 'error'; error: unknown; context: ErrorContext; route: string }
  | {
      kind: 'message';
      message: string;
      tags: Record<string, string>;
      route: string;
    };

function tagsOf(context: ErrorContext): Record<string, string> {
  const tags: Record<string, string> = { source: context.source };
  if (context.procedure) tags.procedure = context.procedure;
  if (context.errorKey) tags.error_key = context.errorKey;
  if (context.httpStatus !== undefined && context.httpStatus !== null)
    tags.http_status = String(context.httpStatus);
  if (context.requestId) tags.request_id = context.requestId;
  return tags;
}

export function createTelemetry(deps: TelemetryDeps) {
  let state: 'waiting' | 'ready' = 'waiting';
  let reporter: ErrorReporter | null = null;
  let reporterLoading = false;
  let dataLayer: DataLayerEntry[] | null = null;
  let pendingReports: Pending[] = [];
  let pendingEvents: DataLayerEntry[] = [];
  const reportedMissing = new Set<string>();

  function deliver(report: Pending): void {
    if (!reporter) return;
    try {
      if (report.kind === 'error')
        reporter.captureException(report.error, tagsOf(report.context), report.route);
      else reporter.captureMessage(report.message, report.tags, report.route);
    } catch {
      // reporting must never break the page
    }
  }

  function queueReport(report: Pending): void {
    if (reporter) return deliver(report);
    // Once settled without a DSN (or with an SDK that failed to load), reports go nowhere.
    if (state === 'ready' && !reporterLoading) return;
    if (pendingReports.length < QUEUE_LIMIT) pendingReports.push(report);
  }

  function push(entry: DataLayerEntry): void {
    if (dataLayer) {
      dataLayer.push(entry);
      return;
    }
    if (state === 'waiting' && pendingEvents.length < QUEUE_LIMIT) pendingEvents.push(entry);
  }

  return {
    /** Called once with the gateway's settings; starts what is configured, drops what waited for nothing. */
    configure(settings: TelemetrySettings): void {
      if (state === 'ready') return;
      state = 'ready';
      if (settings.tagManager) {
        try {
          dataLayer = deps.startTagManager(settings.tagManager);
          for (const entry of pendingEvents) dataLayer.push(entry);
        } catch {
          dataLayer = null;
        }
      }
      pendingEvents = [];
      if (!settings.errorReporting) {
        pendingReports = [];
        return;
      }
      reporterLoading = true;
      deps
        .loadErrorReporter(settings.errorReporting)
        .then((loaded) => {
          reporter = loaded;
          for (const report of pendingReports) deliver(report);
        })
        .catch(() => undefined)
        .finally(() => {
          reporterLoading = false;
          pendingReports = [];
        });
    },
    /** The settings could not be had: nothing will be sent, nothing is held. */
    disable(): void {
      this.configure({ errorReporting: null, tagManager: null });
    },
    reportError(error: unknown, context: ErrorContext): void {
      queueReport({ kind: 'error', error, context, route: deps.currentRoute() });
    },
    /** Spec §8: a missing translation goes to analytics (and to error reporting), once per key and locale. */
    reportMissingTranslation(key: string, locale: string): void {
      const id = `${locale}:${key}`;
      if (reportedMissing.has(id)) return;
      reportedMissing.add(id);
      const route = deps.currentRoute();
      push({ event: 'missing_translation', translation_key: key, locale, page_path: route });
      queueReport({
        kind: 'message',
        message: `missing translation: ${key}`,
        tags: { source: 'i18n', translation_key: key, locale },
        route,
      });
    },
    pageView(locale: string): void {
      push({ event: 'page_view', page_path: deps.currentRoute(), locale });
    },
    funnel(step: FunnelStep, details: { procedure: string }): void {
      push({ event: step, page_path: deps.currentRoute(), procedure: details.procedure });
    },
  };
}

export type Telemetry = ReturnType<typeof createTelemetry>;

/** Which finished mutation is which step of the claim funnel: every way into a claim, by procedure. */
export const FUNNEL_STEPS: Readonly<Record<string, FunnelStep>> = {
  'claims.create': 'claim_benefit_chosen',
  'agency.createClaim': 'claim_benefit_chosen',
  'partnerClaims.create': 'claim_benefit_chosen',
  'shippingClaims.create': 'claim_benefit_chosen',
  'claims.saveForm': 'claim_form_saved',
  'claims.attachFile': 'claim_document_uploaded',
  'claims.submit': 'claim_submitted',
};

/** The procedure of a tRPC mutation from its key (`[['claims', 'create']]`), or null. */
export function procedureOfMutationKey(key: unknown): string | null {
  const path = Array.isArray(key) ? key[0] : null;
  return Array.isArray(path) && path.every((part) => typeof part === 'string') ? path.join('.') : null;
}

/** The standard Google Tag Manager snippet, as code: the data layer, its start event, the async script. */
export function startGoogleTagManager(
  settings: NonNullable<TelemetrySettings['tagManager']>,
  target: { window: { dataLayer?: DataLayerEntry[] }; document: Document },
): DataLayerEntry[] {
  const dataLayer = (target.window.dataLayer ??= []);
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = target.document.createElement('script');
  script.async = true;
  script.src = `${settings.scriptUrl}?id=${encodeURIComponent(settings.id)}`;
  target.document.head.appendChild(script);
  return dataLayer;
}
