/** An aborted upload or verification (the user's cancel, or the page going away), whatever threw it. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
