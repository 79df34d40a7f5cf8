import { isErrorKey, type ErrorKey } from '@portal/contracts/errors';
import { trpcClient } from '../../lib/trpc.ts';
import { contentTypeOf, uploadFormatOf } from './check-file.ts';

export interface UploadOptions {
  /** Share of the bytes sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A refused or failed PUT, shaped like the gateway's tRPC errors (`data.errorKey`, `data.code`), so that
 * `describeError`, `errorKeyOf` and `isUnauthorized` read it the same way and the mutation cache of
 * lib/trpc.ts sends a 401 to login when the upload runs inside a `useMutation`.
 */
export class UploadError extends Error {
  readonly data: { errorKey: ErrorKey; code: string; httpStatus: number };

  constructor(errorKey: ErrorKey, httpStatus: number) {
    super(`upload failed: ${errorKey} (${httpStatus})`);
    this.name = 'UploadError';
    this.data = { errorKey, code: httpStatus === 401 ? 'UNAUTHORIZED' : 'UPLOAD_FAILED', httpStatus };
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError');
}

/** The key of a refused PUT: the gateway's own `{ errorKey }` when it sent one, else one by status. */
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
  return 'file_upload_failed';
}

function put(url: string, body: Blob, contentType: string, options: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    request.open('PUT', url);
    request.withCredentials = true;
    // The gateway refuses state-changing requests without this header (CSRF guard), as for tRPC calls.
    request.setRequestHeader('x-portal-csrf', '1');
    request.setRequestHeader('content-type', contentType);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      settle();
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(request.responseText);
      } else {
        reject(new UploadError(refusalKey(request.status, request.responseText), request.status));
      }
    });
    request.addEventListener('error', () => {
      settle();
      reject(new UploadError('file_upload_failed', 0));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    request.send(body);
  });
}

/**
 * Sends one file through the gateway (spec §4 upload flow, see the decision record on the upload path):
 * `uploads.begin` opens an upload, then the bytes are PUT to the gateway's upload path with progress
 * events; the answer is the file ref the claim forms store. `signal` cancels at any point (AbortError).
 * Rejects with a tRPC error (begin refused) or an `UploadError`; both carry `data.errorKey`.
 */
export async function uploadFile(
  file: Blob,
  name: string,
  options: UploadOptions = {},
): Promise<{ fileRef: string }> {
  const format = uploadFormatOf(name);
  if (!format) throw new UploadError('file_type_refused', 400);
  const contentType = contentTypeOf(file.type, format);
  const { uploadUrl } = await trpcClient.uploads.begin.mutate(
    { fileName: name, contentType, size: file.size, extension: format },
    { signal: options.signal },
  );
  const answer = await put(uploadUrl, file, contentType, options);
  let fileRef: unknown;
  try {
    fileRef = (JSON.parse(answer) as { fileRef?: unknown }).fileRef;
  } catch {
    fileRef = undefined;
  }
  if (typeof fileRef !== 'string' || fileRef === '') throw new UploadError('file_upload_failed', 502);
  return { fileRef };
}

/** A drawn sketch or other generated file (a PNG Blob with a name): the same upload. */
export const uploadBlob = uploadFile;
