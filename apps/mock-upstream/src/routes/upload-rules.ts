import { UPLOAD_FORMATS, UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import type { UploadedFile } from './handler.ts';
import { MockHttpError } from '../http/mock-error.ts';

export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** Formats a picture may have (profile photo). */
export const IMAGE_FORMATS: readonly UploadFormat[] = ['jpg', 'jpeg', 'png'];

const MIME_TYPES: Record<UploadFormat, readonly string[]> = {
  jpg: ['image/jpeg', 'image/jpg'],
  jpeg: ['image/jpeg', 'image/jpg'],
  png: ['image/png'],
  mp4: ['video/mp4'],
  pdf: ['application/pdf'],
};
/** Clients that do not know the type send these; the extension decides then. */
const UNTYPED = ['', 'application/octet-stream'];
const MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

const isFormat = (value: string): value is UploadFormat =>
  (UPLOAD_FORMATS as readonly string[]).includes(value);

/**
 * The one file of an upload, checked against spec §5: one of the allowed formats (by extension, with a
 * content type that does not contradict it), not empty, at most 25 MB.
 */
export function acceptUpload(
  files: readonly UploadedFile[],
  allowed: readonly UploadFormat[] = UPLOAD_FORMATS,
): { file: UploadedFile; extension: UploadFormat } {
  const [file, ...others] = files;
  if (!file) throw new MockHttpError(400, { error: 'File harus diunggah', code: 'file_missing' });
  if (others.length > 0) throw new MockHttpError(400, { error: 'Unggah satu file saja', code: 'file_count' });

  const extension = /\.([A-Za-z0-9]+)$/.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const unsupported = new MockHttpError(415, {
    error: `Format file harus ${allowed.join(', ')}`,
    code: 'file_type_unsupported',
  });
  if (!isFormat(extension) || !allowed.includes(extension)) throw unsupported;
  const mimetype = file.mimetype.toLowerCase();
  if (!UNTYPED.includes(mimetype) && !MIME_TYPES[extension].includes(mimetype)) throw unsupported;

  if (file.data.length === 0) throw new MockHttpError(400, { error: 'File kosong', code: 'file_empty' });
  if (file.data.length > UPLOAD_MAX_BYTES) {
    throw new MockHttpError(413, { error: `max ${MAX_MEGABYTES} MB`, code: 'file_too_large' });
  }
  return { file, extension };
}
