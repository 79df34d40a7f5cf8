import { isErrorKey, type ErrorKey } from '@portal/contracts/errors';
import { getLocale } from '@portal/i18n/runtime';
import { errorData } from './failed-call-data.ts';
import { telemetry } from './telemetry-setup.ts';

/*
 * What a failed call says about itself, without the catalogue's texts (lib/errors.ts): code that every page
 * loads (lib/trpc.ts, route loaders) imports this file, so the texts come only with the pages that show them.
 */

export { errorData };

export function errorKeyOf(error: unknown): ErrorKey | null {
  const key = errorData(error)?.errorKey;
  if (isErrorKey(key)) return key;
  // A key the gateway sent that the page has no text for: shown with the fallback, reported (spec §8).
  if (typeof key === 'string') telemetry.reportMissingTranslation(`error_${key}`, getLocale());
  return null;
}

export function isUnauthorized(error: unknown): boolean {
  return errorData(error)?.code === 'UNAUTHORIZED';
}

/** The broker has no such thing (an unknown id, or one not the user's): asking again will not find it. */
export function isNotFound(error: unknown): boolean {
  return errorData(error)?.code === 'NOT_FOUND';
}

/**
 * The call was refused for what was sent (a 4xx the gateway typed), so changing the input can help; not a
 * fault of the portal, the broker or the connection, where sending the same again later is the way.
 */
export function isRefusal(error: unknown): boolean {
  const status = errorData(error)?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The procedure that failed ('claims.detail'), when the gateway said. */
export function procedurePath(error: unknown): string | null {
  const path = errorData(error)?.path;
  return typeof path === 'string' ? path : null;
}

/** The broker's own error code, where the gateway passed it on with its text (validate-claim, spec §8). */
export function serverCodeOf(error: unknown): string | null {
  const code = errorData(error)?.serverCode;
  return typeof code === 'string' && code.trim() !== '' ? code : null;
}
