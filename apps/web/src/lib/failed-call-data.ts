/*
 * The `data` of a failed call, read without the catalogue's list of keys: lib/error-data.ts reads the rest of
 * what a failure says (its catalogue key, its kind) and passes this on; lib/failure-text.ts reads only this, so
 * the login's first visit carries neither that list nor telemetry's reports of unknown keys (decision record 0063).
 */

/** The `data` the gateway's error formatter puts on every tRPC error; absent on network failures. */
export function errorData(error: unknown): {
  errorKey?: unknown;
  serverMessage?: unknown;
  serverCode?: unknown;
  code?: unknown;
  httpStatus?: unknown;
  path?: unknown;
} | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? data : null;
}
