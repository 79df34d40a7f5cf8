import type { ErrorKey } from '@portal/contracts/errors';
import { m } from '@portal/i18n/messages';
import { errorData } from './failed-call-data.ts';

/*
 * The text of a failed call, for pages that show the catalogue's texts only once a call failed: the catalogue
 * (lib/errors.ts, its texts in the user's language) is fetched when a tRPC call fails, and lib/trpc.ts hands the
 * error to the query or mutation only once it is here — the page shows its loading state a moment longer, then
 * the text, in the user's language. Code that shows a text without a failed tRPC call (the browser's checks of a
 * file, an upload's own request, a list's "could not load" prop) imports lib/errors.ts instead.
 */
let catalogue: typeof import('./errors.ts') | null = null;
let loading: Promise<void> | null = null;

/** Fetches the catalogue once; a failed download is asked again on the next failure. */
export function loadErrorTexts(): Promise<void> {
  if (catalogue) return Promise.resolve();
  loading ??= import('./errors.ts').then(
    (module) => {
      catalogue = module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * lib/errors.ts's describeError. Without the catalogue (only if it could not be downloaded either, as on a lost
 * connection) the catalogue's general text, which is on every page: that one message, not the module of the
 * page error texts, so the login's first visit carries no more of them (decision record 0063).
 */
export function describeError(
  error: unknown,
  options: { fallback?: ErrorKey; serverMessage?: boolean } = {},
): string {
  if (catalogue) return catalogue.describeError(error, options);
  const serverMessage = errorData(error)?.serverMessage;
  if (options.serverMessage && typeof serverMessage === 'string' && serverMessage.trim() !== '')
    return serverMessage;
  return m.error_default_error();
}

/** lib/errors.ts's errorText, for a key read from a failed tRPC call (the same fallback as above). */
export function errorText(key: ErrorKey): string {
  return catalogue ? catalogue.errorText(key) : m.error_default_error();
}

/**
 * For a mutation or query whose work is more than one tRPC call (an upload's own request, a chunk fetched on
 * need): a failure of any of it reaches the page once the catalogue is here, as a failed tRPC call does.
 */
export function withErrorTexts<Args extends unknown[], Result>(
  work: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await work(...args);
    } catch (error) {
      await loadErrorTexts().catch(() => undefined);
      throw error;
    }
  };
}
