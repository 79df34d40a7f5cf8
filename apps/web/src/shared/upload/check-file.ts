import { UPLOAD_FORMATS, UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@portal/contracts/constants';
import { pageErrorText } from '../../lib/page-error-texts.ts';

export type UploadFormat = (typeof UPLOAD_FORMATS)[number];
export type FileProblemKey = 'file_too_large' | 'file_too_small' | 'file_type_refused';

/** Spec §5 size texts: 'min {lowerlimit} KB', 'max {upperLimit} MB'. */
export const UPLOAD_MIN_KILOBYTES = UPLOAD_MIN_BYTES / 1024;
export const UPLOAD_MAX_MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** Photos: the formats a document read by image verification (OCR) may have. */
export const IMAGE_FORMATS: readonly UploadFormat[] = ['jpg', 'jpeg', 'png'];

const MIME_TYPES: Record<UploadFormat, readonly string[]> = {
  jpg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png'],
  mp4: ['video/mp4'],
  pdf: ['application/pdf'],
};
/** Some browsers and file managers give no type; the extension decides then (the gateway reads the bytes). */
const UNTYPED = ['', 'application/octet-stream'];

/** The upload format of a file name ('Foto.JPG' → 'jpg'), or null when it has none of the five. */
export function uploadFormatOf(fileName: string): UploadFormat | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return (UPLOAD_FORMATS as readonly string[]).includes(extension) ? (extension as UploadFormat) : null;
}

/** The content type to send for a file: its own when it has one, else the usual one of its extension. */
export function contentTypeOf(type: string, format: UploadFormat): string {
  const own = type.toLowerCase();
  return UNTYPED.includes(own) ? (MIME_TYPES[format][0] ?? 'application/octet-stream') : own;
}

/** The `accept` attribute of a file input for the given formats: extensions and their types. */
export function acceptAttribute(formats: readonly UploadFormat[] = UPLOAD_FORMATS): string {
  const types = new Set(formats.flatMap((format) => MIME_TYPES[format].slice(0, 1)));
  return [...formats.map((format) => `.${format}`), ...types].join(',');
}

/**
 * The browser's check before an upload (spec §5, §9): one of the allowed formats by extension, with a type
 * that does not contradict it, at least 1 KB and at most 25 MB. Null when the file may be sent; the gateway
 * checks again by the file's real content.
 */
export function checkFile(
  file: { name: string; size: number; type: string },
  formats: readonly UploadFormat[] = UPLOAD_FORMATS,
): { key: FileProblemKey } | null {
  const format = uploadFormatOf(file.name);
  if (!format || !formats.includes(format)) return { key: 'file_type_refused' };
  const type = file.type.toLowerCase();
  if (!UNTYPED.includes(type) && !MIME_TYPES[format].includes(type)) return { key: 'file_type_refused' };
  if (file.size > UPLOAD_MAX_BYTES) return { key: 'file_too_large' };
  if (file.size < UPLOAD_MIN_BYTES) return { key: 'file_too_small' };
  return null;
}

/** The catalogue's text of a refused file. */
export function fileProblemText(key: FileProblemKey): string {
  return pageErrorText(key);
}
