import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Locker } from '@tus/server';
import { TRPCError } from '@trpc/server';
import type { Upload } from '@tus/utils';
import { UPLOAD_FORMATS, UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@portal/contracts/constants';
import type { ErrorKey } from '@portal/contracts/errors';
import type { SharedCache } from '../stores/types.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { contentTypeOf, SNIFF_BYTES } from './content-check.ts';

/**
 * Resumable uploads (tus 1.0, decision record 0050): the page sends a file's bytes here in chunks and, after a
 * lost connection, asks how much arrived and sends the rest. The bytes wait in a folder (UPLOAD_DIR), so a
 * gateway restart loses nothing; `finish` then judges them as the broker would be spared a bad file (type by
 * content, size) and streams them to the broker's signed URL (spec §4 upload flow).
 */

/** Where the tus endpoint answers; an upload's URL is this path and its id. */
export const TUS_PATH = '/upload/tus';

/** Request header the gateway sets (never the page) to hand the session's owner to tus's create hook. */
export const OWNER_HEADER = 'x-portal-upload-owner';

/** An unfinished upload's bytes are kept this long after it was created, then swept. */
export const UPLOAD_KEEP_MS = 24 * 60 * 60_000;

/** A finished upload's answer stays this long, so a finish asked again (no answer came) answers the same. */
const FINISHED_KEEP_MS = 24 * 60 * 60_000;

/**
 * A file's name, by its broker URL, is kept this long: the broker takes the name with the signed URL but gives
 * it back nowhere, and a claim stays open for months. In the shared store (Redis in deployment), so another
 * tab, device or gateway instance shows the name the user gave the file.
 */
const FILE_NAME_KEEP_MS = 400 * 24 * 60 * 60_000;

const fileNameKey = (fileUrl: string) => `file-name:${fileUrl}`;

type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** A refusal with the page's error key, as tus's hooks throw them (`status_code`, `body`). */
export class UploadRefusal extends Error {
  readonly status_code: number;
  readonly body: string;

  constructor(
    status: number,
    readonly errorKey: ErrorKey,
  ) {
    super(errorKey);
    this.status_code = status;
    this.body = JSON.stringify({ errorKey });
  }
}

function formatOf(fileName: string): UploadFormat | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return (UPLOAD_FORMATS as readonly string[]).includes(extension) ? (extension as UploadFormat) : null;
}

/** What a finished upload left for the broker's storage: its URL there, and the name the user gave it. */
export interface FinishedUpload {
  fileUrl: string;
  name: string;
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function createResumableUploads(options: {
  directory: string;
  cache: SharedCache;
  /** One request at a time per upload: across instances when the stores are shared (record 0061). */
  locker: Locker;
}) {
  const { directory, cache, locker } = options;
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_KEEP_MS });
  const server = new Server({
    path: TUS_PATH,
    datastore,
    relativeLocation: true,
    locker,
    maxSize: UPLOAD_MAX_BYTES,
    // A creation states its length, a name with one of the five formats and at least the smallest size; its
    // owner comes from the session (the route sets OWNER_HEADER), never from what the page wrote.
    async onUploadCreate(request, upload) {
      const owner = request.headers.get(OWNER_HEADER);
      if (!owner) throw new UploadRefusal(401, 'session_expired');
      const name = upload.metadata?.filename ?? '';
      if (name === '' || name.length > 255 || !formatOf(name))
        throw new UploadRefusal(400, 'file_type_refused');
      if (upload.size === undefined) throw new UploadRefusal(400, 'file_upload_failed');
      if (upload.size < UPLOAD_MIN_BYTES) throw new UploadRefusal(400, 'file_too_small');
      return { metadata: { filename: name, owner } };
    },
    async onResponseError(_request, error) {
      if (error instanceof UploadRefusal) return { status_code: error.status_code, body: error.body };
      // The shared store could not give the upload's lock: "try again soon", as every call (record 0038).
      if (error instanceof TRPCError && error.code === 'SERVICE_UNAVAILABLE') {
        return { status_code: 503, body: JSON.stringify({ errorKey: 'server_problem' }) };
      }
      if ('status_code' in error && error.status_code === 413) {
        return { status_code: 413, body: JSON.stringify({ errorKey: 'file_too_large' }) };
      }
      return undefined;
    },
  });

  const finishedKey = (id: string) => `upload-finished:${id}`;
  const running = new Map<string, Promise<FinishedUpload>>();

  /** The upload when it is the owner's; another user's, or none, is the same "not found". */
  async function ownedUpload(id: string, owner: string): Promise<Upload | null> {
    try {
      const upload = await datastore.getUpload(id);
      return upload.metadata?.owner === owner ? upload : null;
    } catch {
      return null;
    }
  }

  async function finishOnce(id: string, owner: string, upstream: UpstreamClient): Promise<FinishedUpload> {
    const done = (await cache.get(finishedKey(id))) as (FinishedUpload & { owner: string }) | undefined;
    if (done) {
      if (done.owner !== owner) throw new UploadRefusal(404, 'not_found');
      return { fileUrl: done.fileUrl, name: done.name };
    }
    const upload = await ownedUpload(id, owner);
    if (!upload) throw new UploadRefusal(404, 'not_found');
    const size = upload.size ?? -1;
    if (upload.offset !== size) throw new UploadRefusal(409, 'file_upload_failed');
    const name = upload.metadata?.filename ?? '';
    const format = formatOf(name);
    const path = join(directory, id);
    const refuse = async (status: number, key: ErrorKey) => {
      await datastore.remove(id).catch(() => undefined);
      return new UploadRefusal(status, key);
    };
    if (!format) throw await refuse(400, 'file_type_refused');
    if (size < UPLOAD_MIN_BYTES) throw await refuse(400, 'file_too_small');
    if (size > UPLOAD_MAX_BYTES) throw await refuse(413, 'file_too_large');
    const contentType = await contentTypeOf(await readHead(path), format);
    if (!contentType) throw await refuse(400, 'file_type_refused');

    // The broker's failures (a refused or expired session included) go to the caller as they are.
    const signed = await upstream.call('generateSignedUrl', {
      body: { file_name: name, content_type: contentType, size, extension: format },
    });
    const { status } = await upstream
      .putToSignedUrl(signed.signed_url, createReadStream(path), contentType)
      .catch(() => ({ status: 0 }));
    if (status < 200 || status >= 300) throw new UploadRefusal(502, 'file_upload_failed');
    const finished = { fileUrl: signed.gcp_url, name };
    await cache.set(finishedKey(id), { ...finished, owner }, FINISHED_KEEP_MS);
    await cache.set(fileNameKey(finished.fileUrl), name, FILE_NAME_KEEP_MS);
    await datastore.remove(id).catch(() => undefined);
    return finished;
  }

  return {
    server,
    ownedUpload,
    /**
     * Judges a complete upload and puts it to the broker's storage; the same upload asked again answers the
     * same file (an answer lost on the way), and one finish runs at a time per upload in this process.
     */
    finish(id: string, owner: string, upstream: UpstreamClient): Promise<FinishedUpload> {
      const existing = running.get(id);
      if (existing) return existing;
      const work = finishOnce(id, owner, upstream).finally(() => running.delete(id));
      running.set(id, work);
      return work;
    },
    /** The names the user gave these broker files (undefined where none is known). */
    async namesOf(fileUrls: readonly string[]): Promise<(string | undefined)[]> {
      const names = await cache.getMany(fileUrls.map(fileNameKey));
      return names.map((name) => (typeof name === 'string' && name !== '' ? name : undefined));
    },
    /** Sweeps the bytes of uploads left unfinished past UPLOAD_KEEP_MS. */
    sweep: () => server.cleanUpExpiredUploads().catch(() => 0),
  };
}
export type ResumableUploads = ReturnType<typeof createResumableUploads>;
