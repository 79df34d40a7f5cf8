import {
  forgetUpload,
  keepUpload,
  keptUpload,
  noteUploadProgress,
  type KeptProgress,
  type UploadPlace,
} from '../../lib/kept-uploads.ts';
import type { Stage, Transfer, UploadJob } from './upload-machine.ts';

/*
 * The uploader's copy of a picked file on the device (lib/kept-uploads.ts, decision record 0056), in a chunk of
 * its own that a page with a claim's documents loads: the file is kept from the pick, notes how far it came, and
 * is forgotten once attached, refused or cancelled. The writes go one after the other, so a note never
 * overtakes the keeping it is about.
 */

/** What a kept file's transfer goes on from (upload-pipeline.ts). */
export interface KeptTransfer {
  place: UploadPlace;
  /** The kept bytes are those to send (a photo made smaller already): they go as they are. */
  prepared: boolean;
  /** The upload an earlier page created for these bytes. */
  uploadUrl: string | null;
}

/** A file kept from an earlier visit, ready to be taken up at the step it had reached. */
export interface KeptPick {
  file: File;
  job: UploadJob;
  stage: Stage;
  fileRef: string | null;
  transfer: KeptTransfer;
}

let writes: Promise<unknown> = Promise.resolve();

function inTurn(write: () => Promise<unknown>): void {
  writes = writes.then(write).catch(() => undefined);
}

/** Keeps a file from its pick on; a browser that refuses leaves it in the page only. */
export function keep(place: UploadPlace, file: File, job: UploadJob): void {
  const upload = { ...place, blob: file, name: file.name, type: file.type, job };
  inTurn(() => keepUpload({ ...upload, prepared: false, uploadUrl: null, fileRef: null, stage: 'upload' }));
}

/** Notes what the transfer learnt: the bytes it sends, the upload's address. */
export function note(place: UploadPlace, progress: KeptProgress): void {
  inTurn(() => noteUploadProgress(place, progress));
}

/**
 * Follows the uploader's state: a file that reached the gateway is noted with its ref and step (a later visit
 * checks or attaches it without sending it again); one whose transfer ended (attached, refused, cancelled) goes.
 */
export function follow(place: UploadPlace, transfer: Transfer): void {
  if (transfer.kind === 'idle') inTurn(() => forgetUpload(place));
  else if (transfer.kind === 'verifying' || transfer.kind === 'saving') {
    const stage = transfer.kind === 'verifying' ? 'verify' : 'attach';
    note(place, { fileRef: transfer.fileRef, stage });
  }
}

/**
 * The file kept for this user, claim and document, or null. One whose ref the claim already has was attached
 * (the app closed before its copy went) and is forgotten instead.
 */
export async function restore(place: UploadPlace, attached: readonly string[]): Promise<KeptPick | null> {
  await writes;
  const kept = await keptUpload<UploadJob>(place);
  if (!kept) return null;
  if (kept.fileRef && attached.includes(kept.fileRef)) {
    inTurn(() => forgetUpload(place));
    return null;
  }
  return {
    file: new File([kept.blob], kept.name, { type: kept.type }),
    job: kept.job,
    stage: kept.stage,
    fileRef: kept.fileRef,
    transfer: { place, prepared: kept.prepared, uploadUrl: kept.uploadUrl },
  };
}
