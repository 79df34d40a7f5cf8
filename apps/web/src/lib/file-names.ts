/**
 * Where the tab keeps the names of the files it uploaded (`shared/upload/known-files.ts`), and their end at a
 * sign-out. Apart from the rest so that every page does not load the rest for the sign-out.
 */
import { sessionStore } from './session-store.ts';

export const FILE_NAMES_KEY = 'portal.file-names';

/** Forgets every name (a sign-out). */
export function forgetFiles(store: Storage | null = sessionStore()): void {
  try {
    store?.removeItem(FILE_NAMES_KEY);
  } catch {
    // blocked storage holds nothing
  }
}
