/** The tab's sessionStorage, or null where there is none or it is blocked (private mode, an embedded webview). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The browser's localStorage, kept across closing the app and restarting the phone, or null where there is none
 * or it is blocked. Only what a user would lose work without goes here (a claim form's draft, shared/form/draft.ts),
 * under the user data prefix below, so a sign-out ends it too.
 */
export function deviceStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * What the tab keeps for the signed-in user (unsaved input, the names of uploaded files, claims being opened)
 * is stored under this prefix, so a sign-out can end all of it at once and the next person on the device finds
 * none of it. What is not the user's (a pending login, where the session came from) is stored apart.
 */
const USER_DATA_PREFIX = 'portal.user.';

/** The sessionStorage key of something the tab keeps for the signed-in user. */
export const userKey = (name: string): string => USER_DATA_PREFIX + name;

/** The keys the store holds that begin with `prefix` (read at once, so removing them as they come is safe). */
export function storedKeys(store: Storage, prefix: string): string[] {
  return Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key?.startsWith(prefix) === true,
  );
}

/** Ends everything the store (by default the tab's) keeps for the signed-in user (a sign-out). */
export function forgetUserData(store: Storage | null = sessionStore()): void {
  try {
    if (!store) return;
    for (const key of storedKeys(store, USER_DATA_PREFIX)) store.removeItem(key);
  } catch {
    // blocked storage holds nothing
  }
}

/** The IndexedDB database of the files kept on the device until they are attached (lib/kept-uploads.ts, record 0056). */
export const KEPT_UPLOADS_DATABASE = 'portal-uploads';

/**
 * Ends the files kept on the device, whoever's they are (a sign-out), without loading their store's code: the
 * database is deleted, and a page that holds it open gives way (lib/kept-uploads.ts).
 */
export function forgetKeptUploads(): void {
  try {
    globalThis.indexedDB?.deleteDatabase(KEPT_UPLOADS_DATABASE);
  } catch {
    // no IndexedDB, or blocked: nothing was kept
  }
}
