import { isUnauthorized } from '../../lib/error-data.ts';
import { describeError, loadErrorTexts } from '../../lib/failure-text.ts';
import { reportUnauthorized } from '../../lib/trpc.ts';
import { uploadFormatOf } from './check-file.ts';
import { note, type KeptTransfer } from './device-copy.ts';
import { isConnectionLoss } from './interruptions.ts';
import { imageCheckFailureText } from './image-check-text.ts';
import { rememberFile, type FileKind } from './known-files.ts';
import { shrinkPhoto } from './shrink-photo.ts';
import { resumableTransfer } from './upload-file.ts';
import type { UploadJob, UploaderEvent } from './upload-machine.ts';
import { UploadRun } from './upload-run.ts';
import { verifyImage } from './verify-image.ts';

/**
 * The work of an upload with its real steps (resumable transfer, image check, attach): its own chunk, fetched
 * when the user reaches for a document and awaited when a file is chosen, not with the page (record 0023).
 */

/** What the uploader hands over, read when each step runs (a claim reloaded meanwhile hands new ones). */
export interface UploadContext {
  referenceId: string;
  ocrCategory: string | null;
  onAttach: (fileRef: string, replacedRef?: string) => Promise<unknown>;
  kindOf: (format: NonNullable<ReturnType<typeof uploadFormatOf>>) => FileKind;
}

/** The failure's text for the user, or null for a lost connection (the upload waits for it instead). */
async function failureText(error: unknown): Promise<{ message: string } | null> {
  if (isConnectionLoss(error)) return null;
  // A 401 anywhere in the upload goes to login, as every other call's does.
  if (isUnauthorized(error)) reportUnauthorized();
  await loadErrorTexts().catch(() => undefined);
  return { message: describeError(error, { fallback: 'file_upload_failed' }) };
}

export function createUploadRun(
  file: File,
  job: UploadJob,
  dispatch: (event: UploaderEvent) => void,
  context: () => UploadContext,
  /** The file's copy on the device (record 0056), when it is kept there. */
  kept: KeptTransfer | null = null,
): UploadRun {
  // Made smaller once: a resumed upload must send the very bytes whose start the gateway holds.
  let ready: Blob | null = kept?.prepared ? file : null;
  let resumeUrl = kept?.uploadUrl ?? null;
  return new UploadRun(file, job, dispatch, {
    transfer: async (blob, name, events) => {
      if (!ready) {
        ready = await shrinkPhoto(blob, name);
        if (kept) note(kept.place, ready === blob ? { prepared: true } : { blob: ready, prepared: true });
      }
      const onUploadUrl = (uploadUrl: string) => {
        resumeUrl = uploadUrl;
        if (kept) note(kept.place, { uploadUrl });
      };
      return resumableTransfer(ready, name, { ...events, onUploadUrl }, resumeUrl);
    },
    verify: async (fileRef, signal) => {
      const { referenceId: claimId, ocrCategory: category } = context();
      if (category === null) return { ok: true };
      const result = await verifyImage({ claimId, fileRef, category }, signal);
      return result.ok ? result : { ok: false, ...imageCheckFailureText(result) };
    },
    attach: async (fileRef, replacedRef) => {
      const format = uploadFormatOf(file.name);
      rememberFile(fileRef, { name: file.name, kind: format ? context().kindOf(format) : 'unknown' });
      await context().onAttach(fileRef, replacedRef);
    },
    describe: failureText,
  });
}
