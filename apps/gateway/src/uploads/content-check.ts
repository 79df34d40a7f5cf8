import { fileTypeFromBuffer } from 'file-type';
import type { UPLOAD_FORMATS } from '@portal/contracts/constants';

type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** Bytes file-type needs at most to recognise a format. */
export const SNIFF_BYTES = 4100;

const MEDIA_TYPES: Record<string, { formats: readonly UploadFormat[]; mime: string }> = {
  jpg: { formats: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  png: { formats: ['png'], mime: 'image/png' },
  mp4: { formats: ['mp4'], mime: 'video/mp4' },
  // Phones label some MP4 recordings as m4v; the container is the same.
  m4v: { formats: ['mp4'], mime: 'video/mp4' },
  pdf: { formats: ['pdf'], mime: 'application/pdf' },
};

/**
 * Judges a file by its first bytes (magic numbers), not by its name: the media type to store it under, or
 * null when the content is none of the five formats of spec §9 or not the format its name says.
 */
export async function contentTypeOf(head: Uint8Array, declared: UploadFormat): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  const known = detected ? MEDIA_TYPES[detected.ext] : undefined;
  return known && known.formats.includes(declared) ? known.mime : null;
}
