import { sessionStore, userKey } from './session-store.ts';

/*
 * What the user typed into a small form (a chat message, a bank account being added) and has not sent yet, kept
 * in the tab's sessionStorage: it survives a reload and a lost session's login and return, and a sign-out on
 * purpose ends it with the rest of the user's data (lib/session-store.ts). The profile and endorsement forms keep
 * theirs here too, per field (shared/form/draft.ts).
 */
const key = (name: string) => userKey(`draft.${name}`);

/** The kept value, or null when there is none or it no longer reads. `store`: another one, for tests. */
export function readSessionDraft<T>(
  name: string,
  isValue: (value: unknown) => value is T,
  store: Storage | null = sessionStore(),
): T | null {
  try {
    const text = store?.getItem(key(name));
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return isValue(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the value; an empty one (nothing typed) is not kept. */
export function writeSessionDraft(
  name: string,
  value: unknown,
  empty: boolean,
  store: Storage | null = sessionStore(),
): void {
  try {
    if (empty) store?.removeItem(key(name));
    else store?.setItem(key(name), JSON.stringify(value));
  } catch {
    // quota or blocked storage: the form still works, only the safety net is gone
  }
}

export function clearSessionDraft(name: string, store: Storage | null = sessionStore()): void {
  writeSessionDraft(name, null, true, store);
}
