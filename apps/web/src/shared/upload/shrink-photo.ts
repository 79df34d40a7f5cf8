import { uploadFormatOf } from './check-file.ts';

/**
 * Photos are made smaller on the device before they travel (decision record 0051): a 12-megapixel phone photo
 * of a receipt need not go whole over mobile data. What is kept is what the image check (OCR) and a person
 * reading the document need: the longest side at most 2560 px (about 7 megapixels at 4:3, far above what
 * printed text needs) and JPEG quality 0.85. PDFs and videos are never touched; a PNG keeps its format and
 * loses only pixels beyond 2560 px. A photo already within both, or one that would not get smaller, goes as
 * it is; so does anything the browser cannot decode.
 */
export const SHRINK_LONGEST_SIDE_PX = 2560;
export const SHRINK_JPEG_QUALITY = 0.85;

/** Below this a photo goes as it is: too small to be worth the device's work. */
const SHRINK_FROM_BYTES = 1024 * 1024;

/** A phone that takes longer than this to shrink a photo sends it as it is: the upload must not wait on it. */
const SHRINK_AT_MOST_MS = 8000;

export async function shrinkPhoto(file: Blob, name: string): Promise<Blob> {
  const format = uploadFormatOf(name);
  const isPhoto = format === 'jpg' || format === 'jpeg' || format === 'png';
  if (!isPhoto || file.size < SHRINK_FROM_BYTES) return file;
  try {
    // Its own chunk, fetched only when a large photo is chosen.
    const { default: imageCompression } = await import('browser-image-compression');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SHRINK_AT_MOST_MS);
    const smaller = await imageCompression(file as File, {
      maxWidthOrHeight: SHRINK_LONGEST_SIDE_PX,
      initialQuality: SHRINK_JPEG_QUALITY,
      // The worker would load the library from a CDN, which the page's CSP does not allow.
      useWebWorker: false,
      preserveExif: false,
      signal: controller.signal,
    }).finally(() => clearTimeout(timer));
    return smaller.size < file.size ? smaller : file;
  } catch {
    return file;
  }
}
