import type { Env } from '../env.ts';

/** Google Tag Manager's loader; its origin is what the page's CSP lets scripts come from. */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

/**
 * What the page needs to report its errors and send its analytics events, read at run time from the gateway's
 * environment (`config.telemetry`), so one built page serves every deployment. Null parts are off: the page then
 * loads nothing for them.
 */
export interface PageTelemetry {
  errorReporting: { dsn: string; environment: string } | null;
  tagManager: { id: string; scriptUrl: string } | null;
}

export function pageTelemetry(env: Env): PageTelemetry {
  return {
    errorReporting: env.ERROR_REPORTING_DSN
      ? { dsn: env.ERROR_REPORTING_DSN, environment: env.NODE_ENV }
      : null,
    tagManager: env.TAG_MANAGER_ID ? { id: env.TAG_MANAGER_ID, scriptUrl: TAG_MANAGER_SCRIPT } : null,
  };
}

/** The origins the CSP must open for what is configured (the DSN's ingest; the tag manager's scripts). */
export function telemetryOrigins(telemetry: PageTelemetry): {
  connectOrigins: string[];
  scriptOrigins: string[];
} {
  return {
    connectOrigins: [
      ...(telemetry.errorReporting ? [new URL(telemetry.errorReporting.dsn).origin] : []),
      // Where Google's tags send their hits (https: images are allowed already).
      ...(telemetry.tagManager ? ['https://*.google-analytics.com', 'https://*.analytics.google.com'] : []),
    ],
    scriptOrigins: telemetry.tagManager ? [new URL(telemetry.tagManager.scriptUrl).origin] : [],
  };
}
