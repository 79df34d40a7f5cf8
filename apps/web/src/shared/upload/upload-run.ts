import type { ResumableTransfer, TransferEvents } from './upload-file.ts';
import type { Transfer, UploadJob, UploaderEvent } from './upload-machine.ts';

/** What a step of the run needs from the outside; the uploader passes the real ones, tests fakes. */
export interface RunSteps {
  /** The bytes to the gateway (resumable); its code may still have to be fetched. */
  transfer(file: Blob, name: string, events: TransferEvents): Promise<ResumableTransfer>;
  /** The image check; a refusal is an outcome with its texts, a lost connection or a cancel throws. */
  verify(
    fileRef: string,
    signal: AbortSignal,
  ): Promise<{ ok: true } | { ok: false; message: string; hint?: string | undefined }>;
  /** Registers the file on the claim; saving the same file again changes nothing (spec §4 upload flow). */
  attach(fileRef: string, replacedRef: string | undefined): Promise<unknown>;
  /** The failure's text for the user (the catalogue loaded first), or null when it is a lost connection. */
  describe(error: unknown): Promise<{ message: string } | null>;
}

/**
 * The work of one picked file, driven by the uploader's state (upload-machine.ts): `follow` is called with each
 * new state and starts, pauses or takes up the step it names; what the step learns goes back as an event.
 * The file itself stays here, so a wait for the connection never asks the user to pick it again.
 */
export class UploadRun {
  private sender: Promise<ResumableTransfer> | null = null;
  private controller: AbortController | null = null;
  private ended = false;
  /** Which state the running step belongs to; a step's late answer for an older state is dropped. */
  private current: Transfer | null = null;

  constructor(
    private readonly file: Blob,
    readonly job: UploadJob,
    private readonly dispatch: (event: UploaderEvent) => void,
    private readonly steps: RunSteps,
  ) {}

  follow(transfer: Transfer): void {
    if (this.ended) return;
    const previous = this.current;
    this.current = transfer;
    if (previous && previous.kind === transfer.kind) return;
    this.controller?.abort();
    this.controller = null;
    switch (transfer.kind) {
      case 'uploading':
        void this.upload();
        return;
      case 'verifying':
        void this.verify(transfer.fileRef);
        return;
      case 'saving':
        void this.attach(transfer.fileRef);
        return;
      case 'waiting':
        this.withSender((sender) => sender.pause());
        return;
      case 'idle':
        this.end();
    }
  }

  /** The user's cancel: the bytes are forgotten, nothing is attached. */
  cancel(): void {
    if (this.ended) return;
    this.withSender((sender) => sender.cancel());
    this.end();
    this.dispatch({ type: 'CANCELLED' });
  }

  /** The page goes away: stop sending, tell no one. */
  dispose(): void {
    this.withSender((sender) => sender.pause());
    this.end();
  }

  /** Once the transfer exists; one whose code never came has nothing to stop. */
  private withSender(action: (sender: ResumableTransfer) => void): void {
    this.sender?.then(action).catch(() => undefined);
  }

  private end(): void {
    this.ended = true;
    this.controller?.abort();
    this.controller = null;
  }

  private async upload(): Promise<void> {
    const asked = this.current;
    this.sender ??= this.steps.transfer(this.file, this.job.name, {
      onProgress: (fraction) => {
        if (!this.ended) this.dispatch({ type: 'PROGRESS', fraction });
      },
      onDone: ({ fileRef }) => {
        if (!this.ended) this.dispatch({ type: 'UPLOADED', fileRef });
      },
      onError: (error) => void this.failed(error, this.current),
    });
    let sender: ResumableTransfer;
    try {
      sender = await this.sender;
    } catch (error) {
      // Its code could not be fetched (the connection): asked for again on the next try.
      this.sender = null;
      await this.failed(error, asked);
      return;
    }
    if (!this.ended && asked === this.current) sender.start();
  }

  private async verify(fileRef: string): Promise<void> {
    const asked = this.current;
    const controller = new AbortController();
    this.controller = controller;
    try {
      const result = await this.steps.verify(fileRef, controller.signal);
      if (this.ended || asked !== this.current) return;
      this.dispatch(
        result.ok ? { type: 'VERIFIED' } : { type: 'FAILED', message: result.message, hint: result.hint },
      );
    } catch (error) {
      if (!controller.signal.aborted) await this.failed(error, asked);
    }
  }

  private async attach(fileRef: string): Promise<void> {
    const asked = this.current;
    try {
      await this.steps.attach(fileRef, this.job.replacedRef);
      if (!this.ended && asked === this.current) this.dispatch({ type: 'ATTACHED' });
    } catch (error) {
      await this.failed(error, asked);
    }
  }

  private async failed(error: unknown, asked: Transfer | null): Promise<void> {
    if (this.ended || asked !== this.current) return;
    const text = await this.steps.describe(error);
    if (this.ended || asked !== this.current) return;
    this.dispatch(text ? { type: 'FAILED', message: text.message } : { type: 'CONNECTION_LOST' });
  }
}
