/**
 * What one document's uploader is doing, as a pure reducer: every event the page, the network and the
 * transfer can send, and the state each leads to. The component (document-uploader.tsx) draws the state and
 * runs the work (upload-run.ts); this file knows neither React nor the network, so every transition is tested
 * without a DOM.
 *
 * A picked file goes: uploading (or waiting, when picked offline) → verifying (photos with an image check) →
 * saving (attached to the claim) → idle. Losing the connection at any of those steps waits for it ("menunggu
 * koneksi") and takes up that same step again when it is back, the file still in hand; only a refusal or a
 * failure that another try would not change ends in `failure`, where the user picks again.
 */

export type Source = 'camera' | 'file';

/** The step a file is at; `waiting` remembers which one to take up again. */
export type Stage = 'upload' | 'verify' | 'attach';

/** A picked file, from the pick to the end: what each step and a retry need. */
export interface UploadJob {
  name: string;
  source: Source;
  /** The file this one replaces (a single document's file, or the row whose "Ganti" was pressed). */
  replacedRef: string | undefined;
  /** Whether the photo goes through the image check before it is attached. */
  verify: boolean;
  /** Customer service asked for the document again: once attached, its files count as replaced. */
  replacesInvalid: boolean;
}

export interface Failure {
  message: string;
  hint?: string | undefined;
  replacedRef: string | undefined;
  /** How the refused file was picked: the way to try again is offered first. */
  source: Source;
}

export type Transfer =
  | { kind: 'idle' }
  | { kind: 'uploading'; job: UploadJob; progress: number }
  | { kind: 'verifying'; job: UploadJob; fileRef: string }
  | { kind: 'saving'; job: UploadJob; fileRef: string }
  | { kind: 'waiting'; job: UploadJob; stage: Stage; progress: number; fileRef: string | null };

/** What the screen reader is told last; the view words it. */
export type Announcement =
  | { kind: 'none' }
  | { kind: 'uploaded'; name: string }
  | { kind: 'cancelled' }
  | { kind: 'removed'; name: string };

export interface UploaderState {
  transfer: Transfer;
  failure: Failure | null;
  announcement: Announcement;
  /** The photo guideline, with the picker to open after it (null: opened from the 'photo tips' link). */
  guideline: { then: Source | null } | null;
  /** A file the user asked to remove: confirming, then sending. */
  removal: { ref: string; name: string; pending: boolean } | null;
  removeError: string | null;
  /** Customer service asked for this document again and a new file has been attached since. */
  replacedSinceInvalid: boolean;
  online: boolean;
}

export type UploaderEvent =
  | { type: 'PICKED'; job: UploadJob }
  /** A file kept on the device from an earlier visit (decision record 0056): taken up at the step it had reached. */
  | { type: 'RESTORED'; job: UploadJob; stage: Stage; fileRef: string | null }
  | { type: 'REFUSED'; failure: Failure }
  | { type: 'PROGRESS'; fraction: number }
  | { type: 'UPLOADED'; fileRef: string }
  | { type: 'VERIFIED' }
  | { type: 'ATTACHED' }
  | { type: 'FAILED'; message: string; hint?: string | undefined }
  | { type: 'CONNECTION_LOST' }
  | { type: 'OFFLINE' }
  | { type: 'ONLINE' }
  /** Try a waiting step again while the browser says it is online (a reset, not an offline spell). */
  | { type: 'RETRY' }
  | { type: 'CANCELLED' }
  | { type: 'GUIDELINE_OPENED'; then: Source | null }
  | { type: 'GUIDELINE_CLOSED' }
  | { type: 'REMOVE_ASKED'; ref: string; name: string }
  | { type: 'REMOVE_DISMISSED' }
  | { type: 'REMOVE_CONFIRMED' }
  | { type: 'REMOVED' }
  | { type: 'REMOVE_FAILED'; message: string };

export function initialUploaderState(online = true): UploaderState {
  return {
    transfer: { kind: 'idle' },
    failure: null,
    announcement: { kind: 'none' },
    guideline: null,
    removal: null,
    removeError: null,
    replacedSinceInvalid: false,
    online,
  };
}

/** The step a waiting file takes up again once the connection is back. */
function resumed(transfer: Extract<Transfer, { kind: 'waiting' }>): Transfer {
  const { job, stage, progress, fileRef } = transfer;
  if (stage === 'upload' || fileRef === null) return { kind: 'uploading', job, progress };
  return stage === 'verify' ? { kind: 'verifying', job, fileRef } : { kind: 'saving', job, fileRef };
}

/** The same step, put on hold until the connection is back. */
function waiting(transfer: Exclude<Transfer, { kind: 'idle' | 'waiting' }>): Transfer {
  switch (transfer.kind) {
    case 'uploading':
      return {
        kind: 'waiting',
        job: transfer.job,
        stage: 'upload',
        progress: transfer.progress,
        fileRef: null,
      };
    case 'verifying':
      return { kind: 'waiting', job: transfer.job, stage: 'verify', progress: 1, fileRef: transfer.fileRef };
    case 'saving':
      return { kind: 'waiting', job: transfer.job, stage: 'attach', progress: 1, fileRef: transfer.fileRef };
  }
}

export function uploaderReducer(state: UploaderState, event: UploaderEvent): UploaderState {
  const { transfer } = state;
  switch (event.type) {
    case 'PICKED':
      // One file at a time: the buttons are disabled meanwhile, so a pick now is a stray event.
      if (transfer.kind !== 'idle') return state;
      return {
        ...state,
        failure: null,
        removeError: null,
        announcement: { kind: 'none' },
        transfer: state.online
          ? { kind: 'uploading', job: event.job, progress: 0 }
          : { kind: 'waiting', job: event.job, stage: 'upload', progress: 0, fileRef: null },
      };
    case 'RESTORED': {
      if (transfer.kind !== 'idle') return state;
      const held = {
        kind: 'waiting',
        job: event.job,
        stage: event.stage,
        progress: event.stage === 'upload' ? 0 : 1,
        fileRef: event.fileRef,
      } as const;
      return { ...state, transfer: state.online ? resumed(held) : held };
    }
    case 'REFUSED':
      if (transfer.kind !== 'idle') return state;
      return { ...state, failure: event.failure, removeError: null, announcement: { kind: 'none' } };
    case 'PROGRESS':
      if (transfer.kind !== 'uploading') return state;
      // Progress never runs backwards on screen: a resumed transfer reports from where the server has it.
      return {
        ...state,
        transfer: { ...transfer, progress: Math.min(1, Math.max(transfer.progress, event.fraction)) },
      };
    case 'UPLOADED':
      if (transfer.kind !== 'uploading' && !(transfer.kind === 'waiting' && transfer.stage === 'upload'))
        return state;
      return {
        ...state,
        transfer: transfer.job.verify
          ? { kind: 'verifying', job: transfer.job, fileRef: event.fileRef }
          : { kind: 'saving', job: transfer.job, fileRef: event.fileRef },
      };
    case 'VERIFIED':
      if (transfer.kind !== 'verifying') return state;
      return { ...state, transfer: { kind: 'saving', job: transfer.job, fileRef: transfer.fileRef } };
    case 'ATTACHED':
      if (transfer.kind !== 'saving') return state;
      return {
        ...state,
        transfer: { kind: 'idle' },
        announcement: { kind: 'uploaded', name: transfer.job.name },
        replacedSinceInvalid: state.replacedSinceInvalid || transfer.job.replacesInvalid,
      };
    case 'FAILED':
      if (transfer.kind === 'idle') return state;
      return {
        ...state,
        transfer: { kind: 'idle' },
        failure: {
          message: event.message,
          ...(event.hint === undefined ? {} : { hint: event.hint }),
          replacedRef: transfer.job.replacedRef,
          source: transfer.job.source,
        },
      };
    case 'CONNECTION_LOST':
      if (transfer.kind === 'idle' || transfer.kind === 'waiting') return state;
      return { ...state, transfer: waiting(transfer) };
    case 'OFFLINE': {
      const next = { ...state, online: false };
      if (transfer.kind === 'idle' || transfer.kind === 'waiting') return next;
      return { ...next, transfer: waiting(transfer) };
    }
    case 'ONLINE': {
      const next = { ...state, online: true };
      return transfer.kind === 'waiting' ? { ...next, transfer: resumed(transfer) } : next;
    }
    case 'RETRY':
      return transfer.kind === 'waiting' && state.online ? { ...state, transfer: resumed(transfer) } : state;
    case 'CANCELLED':
      if (transfer.kind === 'idle') return state;
      return { ...state, transfer: { kind: 'idle' }, announcement: { kind: 'cancelled' } };
    case 'GUIDELINE_OPENED':
      return { ...state, guideline: { then: event.then } };
    case 'GUIDELINE_CLOSED':
      return { ...state, guideline: null };
    case 'REMOVE_ASKED':
      if (transfer.kind !== 'idle' || state.removal) return state;
      return { ...state, removeError: null, removal: { ref: event.ref, name: event.name, pending: false } };
    case 'REMOVE_DISMISSED':
      // A removal already sent is not called back by closing the dialog.
      if (!state.removal || state.removal.pending) return state;
      return { ...state, removal: null };
    case 'REMOVE_CONFIRMED':
      if (!state.removal || state.removal.pending) return state;
      return { ...state, removal: { ...state.removal, pending: true } };
    case 'REMOVED':
      if (!state.removal?.pending) return state;
      return { ...state, removal: null, announcement: { kind: 'removed', name: state.removal.name } };
    case 'REMOVE_FAILED':
      if (!state.removal?.pending) return state;
      return { ...state, removal: null, removeError: event.message };
  }
}

/** Whether a file is on its way or being removed (the form holds its submit, the buttons wait). */
export function isBusy(state: UploaderState): boolean {
  return state.transfer.kind !== 'idle' || state.removal?.pending === true;
}
