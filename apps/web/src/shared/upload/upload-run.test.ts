import { describe, expect, it, vi } from 'vitest';
import type { TransferEvents } from './upload-file.ts';
import {
  initialUploaderState,
  uploaderReducer,
  type UploaderEvent,
  type UploaderState,
  type UploadJob,
} from './upload-machine.ts';
import { UploadRun, type RunSteps } from './upload-run.ts';

const job: UploadJob = {
  name: 'ktp.jpg',
  source: 'file',
  replacedRef: undefined,
  verify: true,
  replacesInvalid: false,
};
const CONNECTION = new Error('connection');

/** A run wired to the real reducer, as the component wires it: each new state is followed. */
function harness(overrides: Partial<RunSteps> = {}) {
  let state: UploaderState = initialUploaderState();
  let events: TransferEvents | null = null;
  const sender = { start: vi.fn(), pause: vi.fn(), cancel: vi.fn() };
  const steps: RunSteps = {
    transfer: vi.fn((_file, _name, given: TransferEvents) => {
      events = given;
      return Promise.resolve(sender);
    }),
    verify: vi.fn(() => Promise.resolve({ ok: true as const })),
    attach: vi.fn(() => Promise.resolve()),
    describe: (error: unknown) =>
      Promise.resolve(error === CONNECTION ? null : { message: 'Gagal unggah file' }),
    ...overrides,
  };
  const dispatch = (event: UploaderEvent) => {
    const next = uploaderReducer(state, event);
    if (next === state) return;
    state = next;
    runner.follow(state.transfer);
  };
  const runner = new UploadRun(new Blob(['x']), job, dispatch, steps);
  return {
    steps,
    sender,
    dispatch,
    get state() {
      return state;
    },
    get events() {
      if (!events) throw new Error('no transfer yet');
      return events;
    },
    runner,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadRun', () => {
  it('runs upload, image check and attach in turn, and ends idle', async () => {
    const h = harness();
    h.dispatch({ type: 'PICKED', job });
    await settle();
    expect(h.sender.start).toHaveBeenCalledTimes(1);
    h.events.onProgress?.(0.5);
    expect(h.state.transfer).toMatchObject({ kind: 'uploading', progress: 0.5 });
    h.events.onDone({ fileRef: '/files/new' });
    await settle();
    expect(h.steps.verify).toHaveBeenCalledWith('/files/new', expect.any(AbortSignal));
    expect(h.steps.attach).toHaveBeenCalledWith('/files/new', undefined);
    expect(h.state.transfer).toEqual({ kind: 'idle' });
    expect(h.state.announcement).toEqual({ kind: 'uploaded', name: 'ktp.jpg' });
  });

  it('pauses the same transfer when the connection goes, and starts it again when it is back', async () => {
    const h = harness();
    h.dispatch({ type: 'PICKED', job });
    await settle();
    h.dispatch({ type: 'OFFLINE' });
    await settle();
    expect(h.sender.pause).toHaveBeenCalledTimes(1);
    expect(h.state.transfer.kind).toBe('waiting');
    h.dispatch({ type: 'ONLINE' });
    await settle();
    // The same transfer (it knows what the gateway holds), not a new one: the file is not picked again.
    expect(h.steps.transfer).toHaveBeenCalledTimes(1);
    expect(h.sender.start).toHaveBeenCalledTimes(2);
  });

  it('waits on a transfer error that is the connection, and fails on a refusal', async () => {
    const h = harness();
    h.dispatch({ type: 'PICKED', job });
    await settle();
    h.events.onError(CONNECTION);
    await settle();
    expect(h.state.transfer).toMatchObject({ kind: 'waiting', stage: 'upload' });
    h.dispatch({ type: 'RETRY' });
    await settle();
    h.events.onError(new Error('refused'));
    await settle();
    expect(h.state.transfer).toEqual({ kind: 'idle' });
    expect(h.state.failure?.message).toBe('Gagal unggah file');
  });

  it('asks the attach again after a lost answer: the same file ref, once it is back', async () => {
    const attach = vi.fn().mockRejectedValueOnce(CONNECTION).mockResolvedValueOnce(undefined);
    const h = harness({ attach });
    h.dispatch({ type: 'PICKED', job: { ...job, verify: false } });
    await settle();
    h.events.onDone({ fileRef: '/files/new' });
    await settle();
    expect(h.state.transfer).toMatchObject({ kind: 'waiting', stage: 'attach', fileRef: '/files/new' });
    h.dispatch({ type: 'RETRY' });
    await settle();
    expect(attach).toHaveBeenNthCalledWith(2, '/files/new', undefined);
    expect(h.state.transfer).toEqual({ kind: 'idle' });
    expect(h.steps.transfer).toHaveBeenCalledTimes(1);
  });

  it('takes the image check up again after a lost connection, and fails with its texts on a refusal', async () => {
    const verify = vi
      .fn()
      .mockRejectedValueOnce(CONNECTION)
      .mockResolvedValueOnce({ ok: false, message: 'Foto tidak terbaca', hint: 'Ambil foto yang tajam' });
    const h = harness({ verify });
    h.dispatch({ type: 'PICKED', job });
    await settle();
    h.events.onDone({ fileRef: '/files/new' });
    await settle();
    expect(h.state.transfer).toMatchObject({ kind: 'waiting', stage: 'verify' });
    h.dispatch({ type: 'RETRY' });
    await settle();
    expect(h.state.failure).toMatchObject({ message: 'Foto tidak terbaca', hint: 'Ambil foto yang tajam' });
    expect(h.steps.attach).not.toHaveBeenCalled();
  });

  it('cancels the transfer (the gateway forgets the bytes) and says so; late answers are dropped', async () => {
    const h = harness();
    h.dispatch({ type: 'PICKED', job });
    await settle();
    h.runner.cancel();
    await settle();
    expect(h.sender.cancel).toHaveBeenCalledTimes(1);
    expect(h.state.announcement).toEqual({ kind: 'cancelled' });
    h.events.onDone({ fileRef: '/files/late' });
    await settle();
    expect(h.state.transfer).toEqual({ kind: 'idle' });
    expect(h.steps.attach).not.toHaveBeenCalled();
  });

  it('waits when the transfer code itself could not be fetched offline, and fetches it again', async () => {
    const sender = { start: vi.fn(), pause: vi.fn(), cancel: vi.fn() };
    const transfer = vi.fn().mockRejectedValueOnce(CONNECTION).mockResolvedValueOnce(sender);
    const h = harness({ transfer });
    h.dispatch({ type: 'PICKED', job });
    await settle();
    expect(h.state.transfer.kind).toBe('waiting');
    h.dispatch({ type: 'RETRY' });
    await settle();
    expect(transfer).toHaveBeenCalledTimes(2);
    expect(sender.start).toHaveBeenCalledTimes(1);
  });
});
