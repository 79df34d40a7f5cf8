import { IDBFactory } from 'fake-indexeddb';
import { createStore, type UseStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetUpload,
  keepUpload,
  keptUpload,
  noteUploadProgress,
  type KeptUpload,
  type UploadPlace,
} from './kept-uploads.ts';
import { forgetKeptUploads } from './session-store.ts';

interface Job {
  source: 'file' | 'camera';
}

const ANA: UploadPlace = { owner: 'usr_ana', claimId: 'clm_1', slot: 'documents/damage_photo' };

function picked(place: UploadPlace, text = 'the bytes of the file'): KeptUpload<Job> {
  return {
    ...place,
    blob: new Blob([text], { type: 'application/pdf' }),
    name: 'kerusakan.pdf',
    type: 'application/pdf',
    prepared: false,
    uploadUrl: null,
    fileRef: null,
    stage: 'upload',
    job: { source: 'file' },
  };
}

let store: UseStore;
let database = 0;

beforeEach(() => {
  // A browser's IndexedDB in memory; a database of its own for each test.
  globalThis.indexedDB = new IDBFactory();
  database += 1;
  store = createStore(`portal-uploads-${database}`, 'uploads');
});

describe('uploads kept on the device', () => {
  it('gives a kept file back, bytes, name and type, for the same user, claim and document', async () => {
    expect(await keepUpload(picked(ANA), store)).toBe(true);
    const kept = await keptUpload<Job>(ANA, store);
    expect(kept).toMatchObject({
      name: 'kerusakan.pdf',
      type: 'application/pdf',
      stage: 'upload',
      job: { source: 'file' },
    });
    expect(await kept?.blob.text()).toBe('the bytes of the file');
  });

  it('never gives one to another user, another claim or another document', async () => {
    await keepUpload(picked(ANA), store);
    expect(await keptUpload({ ...ANA, owner: 'usr_budi' }, store)).toBeNull();
    expect(await keptUpload({ ...ANA, claimId: 'clm_2' }, store)).toBeNull();
    expect(await keptUpload({ ...ANA, slot: 'documents/receipt' }, store)).toBeNull();
  });

  it('keeps one upload per document: a new pick takes the place of the last', async () => {
    await keepUpload(picked(ANA, 'first'), store);
    await keepUpload({ ...picked(ANA, 'second'), name: 'kerusakan-2.pdf' }, store);
    const kept = await keptUpload<Job>(ANA, store);
    expect(kept?.name).toBe('kerusakan-2.pdf');
    expect(await kept?.blob.text()).toBe('second');
  });

  it('notes how far an upload came: its tus address, then its file ref and step', async () => {
    await keepUpload(picked(ANA), store);
    await noteUploadProgress(ANA, { uploadUrl: '/upload/tus/abc', prepared: true }, store);
    await noteUploadProgress(ANA, { fileRef: '/files/abc.pdf', stage: 'attach' }, store);
    expect(await keptUpload(ANA, store)).toMatchObject({
      name: 'kerusakan.pdf',
      prepared: true,
      uploadUrl: '/upload/tus/abc',
      fileRef: '/files/abc.pdf',
      stage: 'attach',
    });
  });

  it('a note about an upload no longer kept does not bring it back', async () => {
    await keepUpload(picked(ANA), store);
    await forgetUpload(ANA, store);
    await noteUploadProgress(ANA, { uploadUrl: '/upload/tus/abc' }, store);
    expect(await keptUpload(ANA, store)).toBeNull();
  });

  it('forgets one upload once it is attached, and no other', async () => {
    const other = { ...ANA, slot: 'documents/receipt' };
    await keepUpload(picked(ANA), store);
    await keepUpload(picked(other), store);
    await forgetUpload(ANA, store);
    expect(await keptUpload(ANA, store)).toBeNull();
    expect(await keptUpload(other, store)).not.toBeNull();
  });

  it('a sign-out deletes every user’s uploads while the page holds the store open; the next pick is kept again', async () => {
    // The browser's own store, as the uploader uses it.
    const budi = { ...ANA, owner: 'usr_budi' };
    await keepUpload(picked(ANA));
    await keepUpload(picked(budi));
    expect(await keptUpload(budi)).not.toBeNull();

    forgetKeptUploads();
    await vi.waitFor(async () => {
      expect(await keptUpload(ANA)).toBeNull();
      expect(await keptUpload(budi)).toBeNull();
    });
    expect(await keepUpload(picked(budi))).toBe(true);
    expect(await keptUpload(budi)).not.toBeNull();
  });

  it('a browser that refuses to store answers instead of throwing: the upload stays in the page', async () => {
    const quotaExceeded = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const refusing: UseStore = () => Promise.reject(quotaExceeded);
    expect(await keepUpload(picked(ANA), refusing)).toBe(false);
    expect(await keptUpload(ANA, refusing)).toBeNull();
    await expect(noteUploadProgress(ANA, { stage: 'verify' }, refusing)).resolves.toBeUndefined();
    await expect(forgetUpload(ANA, refusing)).resolves.toBeUndefined();
  });

  it('a browser without IndexedDB keeps nothing and says so', async () => {
    expect(await keepUpload(picked(ANA), null)).toBe(false);
    expect(await keptUpload(ANA, null)).toBeNull();
  });
});

describe('storage the browser keeps under pressure', () => {
  /** A browser's StorageManager whose site storage is persistent or not yet. */
  function storageManager(persisted: boolean, grants: boolean) {
    return {
      persisted: vi.fn(() => Promise.resolve(persisted)),
      persist: vi.fn(() => Promise.resolve(grants)),
    };
  }

  /** The module afresh, as a newly opened page has it, with the browser's storage manager given. */
  async function freshPage(storage: ReturnType<typeof storageManager> | undefined) {
    vi.resetModules();
    vi.stubGlobal('navigator', { ...globalThis.navigator, storage });
    return import('./kept-uploads.ts');
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeping a file asks the browser once per page to make the site’s storage persistent', async () => {
    const storage = storageManager(false, true);
    const page = await freshPage(storage);
    expect(await page.keepUpload(picked(ANA), store)).toBe(true);
    expect(await page.keepUpload(picked({ ...ANA, slot: 'documents/receipt' }), store)).toBe(true);
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
  });

  it('does not ask again where the storage is already persistent', async () => {
    const storage = storageManager(true, true);
    const page = await freshPage(storage);
    await page.keepUpload(picked(ANA), store);
    await vi.waitFor(() => expect(storage.persisted).toHaveBeenCalledTimes(1));
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('keeps the file where the browser refuses, or has no storage manager', async () => {
    const refusing = storageManager(false, false);
    const page = await freshPage(refusing);
    expect(await page.keepUpload(picked(ANA), store)).toBe(true);
    await vi.waitFor(() => expect(refusing.persist).toHaveBeenCalledTimes(1));
    expect(await page.keptUpload(ANA, store)).not.toBeNull();

    const older = await freshPage(undefined);
    expect(await older.keepUpload(picked(ANA, 'again'), store)).toBe(true);
  });

  it('nothing is asked when the file could not be kept', async () => {
    const storage = storageManager(false, true);
    const page = await freshPage(storage);
    expect(await page.keepUpload(picked(ANA), null)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storage.persisted).not.toHaveBeenCalled();
    expect(storage.persist).not.toHaveBeenCalled();
  });
});
