import { createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { KEPT_UPLOADS_DATABASE } from './session-store.ts';

/*
 * Uploads kept on the device until they are attached (decision record 0056): a file picked for a claim's document
 * survives closing the app, offline or mid-transfer, and goes on when the user opens the claim again. The bytes
 * are a Blob, which only IndexedDB keeps (localStorage holds strings of a few MB at most); idb-keyval is its
 * smallest well-kept wrapper. Each upload is kept under its user, its claim and its document, so another user
 * of the same phone never reads it, and a sign-out deletes the database (lib/session-store.ts `forgetKeptUploads`).
 *
 * Every call answers rather than throws: a browser that refuses to store (quota, a private window, no IndexedDB
 * at all) leaves the upload in the page's memory, as it always was.
 */

const STORE = 'uploads';

/** Where an upload belongs: whose it is, which claim and which of its documents (form and field). */
export interface UploadPlace {
  owner: string;
  claimId: string;
  slot: string;
}

/** The step an upload had reached: the uploader takes it up there again. */
export type KeptStage = 'upload' | 'verify' | 'attach';

export interface KeptUpload<Job> extends UploadPlace {
  /** The bytes to send, with the picked file's name and type. */
  blob: Blob;
  name: string;
  type: string;
  /** The bytes are the ones the transfer sends (a photo already made smaller), so a resume sends them as they are. */
  prepared: boolean;
  /** The tus upload the gateway holds the bytes of, once created: a resume asks it its offset. */
  uploadUrl: string | null;
  /** The file ref the gateway answered once all the bytes were there. */
  fileRef: string | null;
  stage: KeptStage;
  /** What the uploader knows of the pick (how it was picked, what it replaces, whether it is checked). */
  job: Job;
}

/** What changes while an upload goes on; the place, the bytes' identity and the job stay. */
export type KeptProgress = Partial<
  Pick<KeptUpload<unknown>, 'blob' | 'prepared' | 'uploadUrl' | 'fileRef' | 'stage'>
>;

let deviceStore: UseStore | null = null;

/**
 * The browser's store, opened at the first use; null where the browser has no IndexedDB. A sign-out deletes the
 * database, which waits for every page's connection to close: this page's closes when asked, and the next use
 * opens the database anew.
 */
function uploadsStore(): UseStore | null {
  try {
    if (deviceStore) return deviceStore;
    const opened = createStore(KEPT_UPLOADS_DATABASE, STORE);
    deviceStore = opened;
    opened('readonly', (objects) => {
      const database = objects.transaction.db;
      database.onversionchange = () => {
        database.close();
        if (deviceStore === opened) deviceStore = null;
      };
    }).catch(() => undefined);
    return opened;
  } catch {
    return null;
  }
}

/** One key per document of a claim for a user: a new pick for the same document takes its place. */
const keyOf = ({ owner, claimId, slot }: UploadPlace): IDBValidKey => [owner, claimId, slot];

/** Runs a call on the store; a refusal of any kind answers `fallback`. */
async function attempt<T>(
  store: UseStore | null,
  call: (store: UseStore) => Promise<T>,
  fallback: T,
): Promise<T> {
  if (!store) return fallback;
  try {
    return await call(store);
  } catch {
    return fallback;
  }
}

let persistenceAsked: Promise<boolean> | null = null;

/**
 * Asks the browser, once per page, to keep this site's storage under storage pressure: without it a kept upload
 * is "best effort" storage, which a phone short of space may evict before the user opens the claim again.
 * Chromium grants or refuses without a prompt (an installed portal is granted); a browser that asks the user
 * does so once. A refusal changes nothing: the upload is still kept as well as the browser keeps it.
 */
function askToPersist(): Promise<boolean> {
  persistenceAsked ??= (async () => {
    const storage: StorageManager | undefined = globalThis.navigator?.storage;
    try {
      if (!storage?.persist) return false;
      return (await storage.persisted()) || (await storage.persist());
    } catch {
      return false;
    }
  })();
  return persistenceAsked;
}

/** Keeps a picked file; false when the browser would not (the upload then lives in the page only). */
export function keepUpload<Job>(upload: KeptUpload<Job>, store = uploadsStore()): Promise<boolean> {
  return attempt(
    store,
    (on) =>
      set(keyOf(upload), upload, on).then(() => {
        void askToPersist();
        return true;
      }),
    false,
  );
}

/** The upload kept for this user, claim and document, or null. */
export function keptUpload<Job>(place: UploadPlace, store = uploadsStore()): Promise<KeptUpload<Job> | null> {
  return attempt(
    store,
    async (on) => {
      const kept = await get<KeptUpload<Job>>(keyOf(place), on);
      // The key says whose it is; the record is checked too, so a changed key shape never hands one over.
      return kept && kept.owner === place.owner && kept.claimId === place.claimId ? kept : null;
    },
    null,
  );
}

/**
 * Notes how far a kept upload has come. An upload no longer kept (attached, or a sign-out meanwhile) is left
 * absent: a late note never brings it back.
 */
export function noteUploadProgress(
  place: UploadPlace,
  progress: KeptProgress,
  store = uploadsStore(),
): Promise<void> {
  return attempt(
    store,
    (on) =>
      on('readwrite', (objects) => {
        // Read and written in one transaction, as idb-keyval's `update`, which would write a missing one.
        const key = keyOf(place);
        const request = objects.get(key);
        request.onsuccess = () => {
          const kept: unknown = request.result;
          if (kept) objects.put({ ...kept, ...progress }, key);
        };
        return promisifyRequest(objects.transaction);
      }),
    undefined,
  );
}

/** The upload is attached, refused or cancelled: its copy on the device goes. */
export function forgetUpload(place: UploadPlace, store = uploadsStore()): Promise<void> {
  return attempt(store, (on) => del(keyOf(place), on), undefined);
}
