import { describe, expect, it } from 'vitest';
import {
  initialUploaderState,
  isBusy,
  uploaderReducer,
  type UploaderEvent,
  type UploaderState,
  type UploadJob,
} from './upload-machine.ts';

const job: UploadJob = {
  name: 'kerusakan-1.jpg',
  source: 'camera',
  replacedRef: '/files/old',
  verify: true,
  replacesInvalid: false,
};

const run = (events: UploaderEvent[], from: UploaderState = initialUploaderState()) =>
  events.reduce(uploaderReducer, from);

describe('the uploader state machine', () => {
  it('goes pick → uploading → verifying → saving → idle, announcing the file', () => {
    const uploading = run([
      { type: 'PICKED', job },
      { type: 'PROGRESS', fraction: 0.4 },
    ]);
    expect(uploading.transfer).toEqual({ kind: 'uploading', job, progress: 0.4 });
    expect(isBusy(uploading)).toBe(true);
    const verifying = run([{ type: 'UPLOADED', fileRef: '/files/new' }], uploading);
    expect(verifying.transfer).toEqual({ kind: 'verifying', job, fileRef: '/files/new' });
    const saving = run([{ type: 'VERIFIED' }], verifying);
    expect(saving.transfer).toEqual({ kind: 'saving', job, fileRef: '/files/new' });
    const done = run([{ type: 'ATTACHED' }], saving);
    expect(done.transfer).toEqual({ kind: 'idle' });
    expect(done.announcement).toEqual({ kind: 'uploaded', name: 'kerusakan-1.jpg' });
    expect(isBusy(done)).toBe(false);
  });

  it('skips the image check for a file that has none', () => {
    const state = run([
      { type: 'PICKED', job: { ...job, verify: false } },
      { type: 'UPLOADED', fileRef: '/files/new' },
    ]);
    expect(state.transfer.kind).toBe('saving');
  });

  it('never shows progress running backwards, nor past the end', () => {
    const state = run([
      { type: 'PICKED', job },
      { type: 'PROGRESS', fraction: 0.6 },
      { type: 'PROGRESS', fraction: 0.3 },
    ]);
    expect(state.transfer).toMatchObject({ progress: 0.6 });
    expect(run([{ type: 'PROGRESS', fraction: 1.4 }], state).transfer).toMatchObject({ progress: 1 });
  });

  it('holds a file picked offline as waiting, and sends it when the connection is back', () => {
    const offline = run([{ type: 'OFFLINE' }, { type: 'PICKED', job }]);
    expect(offline.transfer).toEqual({ kind: 'waiting', job, stage: 'upload', progress: 0, fileRef: null });
    expect(isBusy(offline)).toBe(true);
    expect(run([{ type: 'ONLINE' }], offline).transfer).toEqual({ kind: 'uploading', job, progress: 0 });
  });

  it.each([
    ['uploading', [], 'upload', { kind: 'uploading', job, progress: 0.5 }],
    [
      'verifying',
      [{ type: 'UPLOADED', fileRef: '/files/new' }],
      'verify',
      { kind: 'verifying', job, fileRef: '/files/new' },
    ],
    [
      'saving',
      [{ type: 'UPLOADED', fileRef: '/files/new' }, { type: 'VERIFIED' }],
      'attach',
      { kind: 'saving', job, fileRef: '/files/new' },
    ],
  ] as const)(
    'going offline while %s waits at that step and takes it up again, the file kept',
    (_name, steps, stage, back) => {
      const before = run([{ type: 'PICKED', job }, { type: 'PROGRESS', fraction: 0.5 }, ...steps]);
      const waiting = run([{ type: 'OFFLINE' }], before);
      expect(waiting.transfer).toMatchObject({ kind: 'waiting', stage, job });
      expect(waiting.online).toBe(false);
      // A retry timer while offline changes nothing.
      expect(run([{ type: 'RETRY' }], waiting)).toBe(waiting);
      expect(run([{ type: 'ONLINE' }], waiting).transfer).toEqual(back);
    },
  );

  it('takes a file kept from an earlier visit up at its step: sending, checking or attaching', () => {
    const restored = (stage: 'upload' | 'verify' | 'attach', fileRef: string | null) =>
      run([{ type: 'RESTORED', job, stage, fileRef }]).transfer;
    expect(restored('upload', null)).toEqual({ kind: 'uploading', job, progress: 0 });
    expect(restored('verify', '/files/new')).toEqual({ kind: 'verifying', job, fileRef: '/files/new' });
    expect(restored('attach', '/files/new')).toEqual({ kind: 'saving', job, fileRef: '/files/new' });
    const done = run([
      { type: 'RESTORED', job, stage: 'attach', fileRef: '/files/new' },
      { type: 'ATTACHED' },
    ]);
    expect(done.announcement).toEqual({ kind: 'uploaded', name: 'kerusakan-1.jpg' });
  });

  it('holds a kept file as waiting while offline, and never over a file already on its way', () => {
    const offline = run(
      [{ type: 'RESTORED', job, stage: 'upload', fileRef: null }],
      initialUploaderState(false),
    );
    expect(offline.transfer).toEqual({ kind: 'waiting', job, stage: 'upload', progress: 0, fileRef: null });
    expect(run([{ type: 'ONLINE' }], offline).transfer).toEqual({ kind: 'uploading', job, progress: 0 });
    const other = { ...job, name: 'lain.jpg' };
    const busy = run([
      { type: 'PICKED', job: other },
      { type: 'RESTORED', job, stage: 'upload', fileRef: null },
    ]);
    expect(busy.transfer).toEqual({ kind: 'uploading', job: other, progress: 0 });
  });

  it('waits after a lost answer while online (a reset) and goes on at the retry', () => {
    const lost = run([
      { type: 'PICKED', job },
      { type: 'PROGRESS', fraction: 0.7 },
      { type: 'CONNECTION_LOST' },
    ]);
    expect(lost.transfer).toEqual({ kind: 'waiting', job, stage: 'upload', progress: 0.7, fileRef: null });
    expect(lost.online).toBe(true);
    expect(run([{ type: 'RETRY' }], lost).transfer).toEqual({ kind: 'uploading', job, progress: 0.7 });
    // A second loss while already waiting changes nothing.
    expect(run([{ type: 'CONNECTION_LOST' }], lost)).toBe(lost);
  });

  it('a transfer finished while its state said waiting goes on to the next step', () => {
    const state = run([
      { type: 'PICKED', job },
      { type: 'CONNECTION_LOST' },
      { type: 'UPLOADED', fileRef: '/files/new' },
    ]);
    expect(state.transfer.kind).toBe('verifying');
  });

  it('ends a failure with the texts, the replaced file and the source kept for the retry buttons', () => {
    const failed = run([
      { type: 'PICKED', job },
      { type: 'UPLOADED', fileRef: '/files/new' },
      { type: 'FAILED', message: 'Foto tidak terbaca', hint: 'Ambil foto yang tajam' },
    ]);
    expect(failed.transfer).toEqual({ kind: 'idle' });
    expect(failed.failure).toEqual({
      message: 'Foto tidak terbaca',
      hint: 'Ambil foto yang tajam',
      replacedRef: '/files/old',
      source: 'camera',
    });
    // A new pick clears it.
    expect(run([{ type: 'PICKED', job }], failed).failure).toBeNull();
  });

  it('refuses a file before sending (the browser check) without leaving idle', () => {
    const failure = { message: 'Maks 25 MB', replacedRef: undefined, source: 'file' as const };
    const state = run([{ type: 'REFUSED', failure }]);
    expect(state).toMatchObject({ transfer: { kind: 'idle' }, failure });
  });

  it('cancels at any step and says so; a cancel when idle changes nothing', () => {
    const waiting = run([{ type: 'OFFLINE' }, { type: 'PICKED', job }]);
    const cancelled = run([{ type: 'CANCELLED' }], waiting);
    expect(cancelled.transfer).toEqual({ kind: 'idle' });
    expect(cancelled.announcement).toEqual({ kind: 'cancelled' });
    expect(run([{ type: 'CANCELLED' }], cancelled)).toBe(cancelled);
  });

  it('ignores a second pick and late step answers that do not belong to the state', () => {
    const uploading = run([{ type: 'PICKED', job }]);
    expect(run([{ type: 'PICKED', job: { ...job, name: 'b.jpg' } }], uploading)).toBe(uploading);
    expect(run([{ type: 'VERIFIED' }], uploading)).toBe(uploading);
    expect(run([{ type: 'ATTACHED' }], uploading)).toBe(uploading);
    const idle = initialUploaderState();
    expect(
      run(
        [
          { type: 'UPLOADED', fileRef: '/files/x' },
          { type: 'FAILED', message: 'x' },
        ],
        idle,
      ),
    ).toBe(idle);
  });

  it('counts a file attached after customer service asked again as the replacement', () => {
    const state = run([
      { type: 'PICKED', job: { ...job, verify: false, replacesInvalid: true } },
      { type: 'UPLOADED', fileRef: '/files/new' },
      { type: 'ATTACHED' },
    ]);
    expect(state.replacedSinceInvalid).toBe(true);
  });

  it('removes a file: asked, confirmed (busy), then removed or failed with its text', () => {
    const asked = run([{ type: 'REMOVE_ASKED', ref: '/files/a', name: 'a.jpg' }]);
    expect(asked.removal).toEqual({ ref: '/files/a', name: 'a.jpg', pending: false });
    expect(isBusy(asked)).toBe(false);
    expect(run([{ type: 'REMOVE_DISMISSED' }], asked).removal).toBeNull();
    const sending = run([{ type: 'REMOVE_CONFIRMED' }], asked);
    expect(isBusy(sending)).toBe(true);
    // The dialog closed while the removal is on its way does not call it back.
    expect(run([{ type: 'REMOVE_DISMISSED' }], sending)).toBe(sending);
    expect(run([{ type: 'REMOVED' }], sending)).toMatchObject({
      removal: null,
      announcement: { kind: 'removed', name: 'a.jpg' },
    });
    expect(run([{ type: 'REMOVE_FAILED', message: 'Gagal' }], sending)).toMatchObject({
      removal: null,
      removeError: 'Gagal',
    });
    // No removal while a file is on its way.
    const uploading = run([{ type: 'PICKED', job }]);
    expect(run([{ type: 'REMOVE_ASKED', ref: '/files/a', name: 'a.jpg' }], uploading)).toBe(uploading);
  });

  it('opens the photo guideline with the picker to continue to, and closes it', () => {
    const open = run([{ type: 'GUIDELINE_OPENED', then: 'camera' }]);
    expect(open.guideline).toEqual({ then: 'camera' });
    expect(run([{ type: 'GUIDELINE_CLOSED' }], open).guideline).toBeNull();
  });
});
