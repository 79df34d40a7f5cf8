import { isErrorKey } from '@portal/contracts/errors';
import { failedCallContext, telemetry } from '../../lib/telemetry-setup.ts';

/**
 * A failed call of the login pages that is not an answer the page shows (a 5xx, a network error) goes to error
 * reporting, as in the app. Fetched by login-api.ts with the first failure: the catalogue's list of keys and
 * telemetry's start-up are not in the login's first visit (decision record 0063).
 */
export function reportFailedCall(error: unknown, source: 'query' | 'mutation'): void {
  const report = failedCallContext(error, source, isErrorKey);
  if (report) telemetry.reportError(error, report);
}
