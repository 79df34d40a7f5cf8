import { DetailedError, Upload } from 'tus-js-client';
import { isErrorKey, type ErrorKey } from '@portal/contracts/errors';
import { trpcClient } from '../../lib/trpc.ts';
import { contentTypeOf, uploadFormatOf } from './check-file.ts';

/** The gateway's tus endpoint (decision record 0050); a created upload lives under it. */
export const RESUMABLE_UPLOAD_PATH = '/upload/tus';

/**
 * Bytes per PATCH: a cut connection costs at most this much again, and no request holds a phone's radio for
 * long. The server keeps what arrived of a cut request too; the chunk only bounds each request.
 */
const CHUNK_BYTES = 1024 * 1024;

/** tus-js-client's own quick retries while the browser says it is online (a blip, a reset). */
const RETRY_DELAYS_MS = [0, 1000, 3000];

/**
 * A refused or failed upload, shaped like the gateway's tRPC errors (`data.errorKey`, `data.code`), so that
 * `describeError`, `errorKeyOf` and `isUnauthorized` read it the same way. `httpStatus` 0: no answer came (the
 * connection), which waiting and sending again can mend.
 */
export class UploadError extends Error {
  readonly data: { errorKey: ErrorKey; code: string; httpStatus: number };

  constructor(errorKey: ErrorKey, httpStatus: number) {
    super(`upload failed: ${errorKey} (${httpStatus})`);
    this.name = 'UploadError';
    this.data = {
      errorKey,
      code: httpStatus === 401 ? 'UNAUTHORIZED' : httpStatus === 0 ? 'CONNECTION' : 'UPLOAD_FAILED',
      httpStatus,
    };
  }
}

/** The key of a refused tus request: the gateway's own `{ errorKey }` when it sent one, else one by status. */
function refusalKey(status: number, body: string): ErrorKey {
  try {
    const parsed: unknown = JSON.parse(body);
    const key =
      typeof parsed === 'object' && parsed !== null && 'errorKey' in parsed ? parsed.errorKey : null;
    if (isErrorKey(key)) return key;
  } catch {
    // not JSON (a proxy's error page): judge by the status
  }
  if (status === 401) return 'session_expired';
  if (status === 413) return 'file_too_large';
  return 'file_upload_failed';
}

/** tus-js-client's error as the portal's: a status-less one is the connection, a 4xx a refusal. */
function uploadErrorOf(error: Error | DetailedError): UploadError {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (status === 0 || status >= 500 || status === 409 || status === 423) {
    return new UploadError('file_upload_failed', status >= 500 ? status : 0);
  }
  return new UploadError(refusalKey(status, response?.getBody() ?? ''), status);
}

export interface TransferEvents {
  /** Share of the bytes the gateway holds, 0 to 1 (after a resume, from where it stopped). */
  onProgress?: (fraction: number) => void;
  onDone: (result: { fileRef: string }) => void;
  /** An `UploadError`, or a tRPC error of the finish call; either carries `data`. */
  onError: (error: unknown) => void;
  /** The gateway created the upload at this address: a page opened later can go on with it (record 0056). */
  onUploadUrl?: (url: string) => void;
}

/** One file's way to the gateway, which can stop (a lost connection) and go on from where it stopped. */
export interface ResumableTransfer {
  /** Starts, or goes on after `pause` or an error: the bytes the gateway has are not sent again. */
  start(): void;
  /** Stops sending; what arrived stays on the gateway for `start` to build on. */
  pause(): void;
  /** Stops and tells the gateway to forget the bytes. */
  cancel(): void;
}

/**
 * A resumable upload of one file (spec §4 upload flow, decision record 0050): the bytes go to the gateway
 * with tus in chunks, then `uploads.finish` has the gateway check them and put them to the broker's signed
 * URL, answering the file ref the claim forms store. A lost connection pauses it at any point; `start` again
 * asks the gateway what it holds and sends the rest, and a finish that got no answer is asked again (it
 * answers the same ref for the same upload).
 */
export function resumableTransfer(
  file: Blob,
  name: string,
  events: TransferEvents,
  /** An upload of these bytes an earlier page created (record 0056): its offset is asked first. */
  resumeUrl: string | null = null,
): ResumableTransfer {
  const format = uploadFormatOf(name);
  let sent = false;
  let finishing = false;
  let stopped = false;
  let upload: Upload | null = null;

  const finish = (uploadUrl: string) => {
    finishing = true;
    const uploadId = uploadUrl.split('/').pop() ?? '';
    trpcClient.uploads.finish.mutate({ uploadId }).then(
      (result) => {
        finishing = false;
        if (!stopped) events.onDone(result);
      },
      (error: unknown) => {
        finishing = false;
        if (!stopped) events.onError(error);
      },
    );
  };

  const create = (): Upload =>
    new Upload(file, {
      endpoint: RESUMABLE_UPLOAD_PATH,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      // Nothing of an upload is left in localStorage: a paused one goes on from this object, and one kept on the
      // device from the address it was given (IndexedDB, under its user: record 0056). An address the gateway no
      // longer knows (expired) makes tus-js-client create a new upload from the endpoint.
      storeFingerprintForResuming: false,
      ...(resumeUrl ? { uploadUrl: resumeUrl } : {}),
      onUploadUrlAvailable: () => {
        if (upload?.url) events.onUploadUrl?.(upload.url);
      },
      metadata: {
        filename: name,
        filetype: format ? contentTypeOf(file.type, format) : 'application/octet-stream',
      },
      // The gateway refuses state-changing requests without this header (CSRF guard), as for tRPC calls.
      headers: { 'x-portal-csrf': '1' },
      onProgress: (bytesSent, bytesTotal) => {
        if (bytesTotal > 0) events.onProgress?.(bytesSent / bytesTotal);
      },
      onSuccess: () => {
        sent = true;
        events.onProgress?.(1);
        if (upload?.url) finish(upload.url);
      },
      onError: (error) => {
        if (!stopped) events.onError(uploadErrorOf(error));
      },
    });

  return {
    start() {
      stopped = false;
      if (!format) {
        events.onError(new UploadError('file_type_refused', 400));
        return;
      }
      if (finishing) return;
      if (sent && upload?.url) {
        finish(upload.url);
        return;
      }
      upload ??= create();
      upload.start();
    },
    pause() {
      stopped = true;
      void upload?.abort(false).catch(() => undefined);
    },
    cancel() {
      stopped = true;
      // A finished transfer's bytes are the gateway's to forget (they expire); an unfinished one is ended.
      if (!sent) void upload?.abort(upload.url !== null).catch(() => undefined);
    },
  };
}

export interface UploadOptions {
  /** Share of the bytes sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * One file through the gateway at once, for a caller that does not wait for the connection (a drawn sketch,
 * a profile photo): the same resumable upload, whose quick retries ride out a blip; a longer loss rejects.
 * Rejects with an `UploadError` or a tRPC error (both carry `data.errorKey`), or an AbortError on `signal`.
 */
export function uploadFile(
  file: Blob,
  name: string,
  options: UploadOptions = {},
): Promise<{ fileRef: string }> {
  return new Promise((resolve, reject) => {
    const { signal } = options;
    const abortError = () => new DOMException('The upload was cancelled', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const transfer = resumableTransfer(file, name, {
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
      onDone: (result) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(result);
      },
      onError: (error) => {
        signal?.removeEventListener('abort', onAbort);
        transfer.pause();
        reject(error);
      },
    });
    const onAbort = () => {
      transfer.cancel();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    transfer.start();
  });
}

/** A drawn sketch or other generated file (a PNG Blob with a name): the same upload. */
export const uploadBlob = uploadFile;
