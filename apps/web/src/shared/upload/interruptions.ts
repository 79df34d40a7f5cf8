import { errorData } from '../../lib/error-data.ts';

/** An aborted upload or verification (the user's cancel, or the page going away), whatever threw it. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A failure of the connection, not an answer: the browser is offline, or a call ended with no response (a
 * tRPC call's fetch failed, so it carries no `data`; an upload request got no status). Sending the same again
 * once the connection is back is the way, so an upload waits instead of failing.
 */
export function isConnectionLoss(
  error: unknown,
  online: boolean = globalThis.navigator?.onLine ?? true,
): boolean {
  if (isAbortError(error)) return false;
  if (!online) return true;
  const data = errorData(error);
  if (data) return data.httpStatus === 0;
  return error instanceof Error && error.name === 'TRPCClientError';
}
