/**
 * The Sentry-compatible SDK, started with the gateway's DSN. Only ever loaded by a dynamic import from
 * telemetry-setup.ts when a DSN is configured, so it is its own chunk and the page never waits for it.
 */
import {
  dedupeIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
  withScope,
  captureException,
  captureMessage,
  type ErrorEvent,
} from '@sentry/browser';
import type { ErrorReporter, TelemetrySettings } from './telemetry.ts';

/**
 * What an event may carry: the route pattern instead of the address, no user, no request headers or cookies,
 * no breadcrumbs (they would hold the addresses and inputs of earlier calls).
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const route = typeof event.tags?.route === 'string' ? event.tags.route : undefined;
  event.request = route ? { url: `${globalThis.location?.origin ?? ''}${route}` } : undefined;
  delete event.user;
  delete event.breadcrumbs;
  delete event.server_name;
  return event;
}

export function startErrorReporter(
  settings: NonNullable<TelemetrySettings['errorReporting']>,
): ErrorReporter {
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    // Only what reports errors: no breadcrumbs, no address or user-agent context, no tracing, no replay.
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    beforeSend: scrubEvent,
  });
  return {
    captureException(error, tags, routePattern) {
      withScope((scope) => {
        scope.setTags({ ...tags, route: routePattern });
        captureException(error);
      });
    },
    captureMessage(message, tags, routePattern) {
      withScope((scope) => {
        scope.setTags({ ...tags, route: routePattern });
        captureMessage(message, 'warning');
      });
    },
  };
}
