import { encodeRgbPng } from '../store/png.ts';
import { samplePdf } from '../store/seed-files.ts';

/**
 * What a recording keeps in place of a document's bytes (a photo of an ID card, a bank book, a receipt): the
 * smallest valid file of the same type, so a replayed upload or file read still decodes as what it claims to be.
 */

/** A 4 × 4 grey baseline JPEG (made with jpeg-js, quality 50). */
const GREY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxl' +
    'Z2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAQABAMBEQACEQEDEQH/' +
    'xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJ' +
    'ChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrC' +
    'w8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQID' +
    'EQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqC' +
    'g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOko' +
    'A//Z',
  'base64',
);

/** An MP4 that is only its `ftyp` box: players recognise the type and show nothing. */
const EMPTY_MP4 = Buffer.from('0000001866747970' + '69736f6d00000200' + '69736f6d6d703431', 'hex');

const standIns: Record<string, () => Buffer> = {
  'image/jpeg': () => GREY_JPEG,
  'image/jpg': () => GREY_JPEG,
  'image/png': () => encodeRgbPng(1, 1, [Buffer.from([0, 200, 200, 200])]),
  'application/pdf': () => samplePdf('Dokumen disamarkan'),
  'video/mp4': () => EMPTY_MP4,
};

/** The media type of a content-type header, lower case, without parameters. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Whether bytes of this type are a document a recording must not keep (images, PDFs, videos). */
export function isDocumentType(contentType: string | null | undefined): boolean {
  const type = mediaTypeOf(contentType);
  return type in standIns || type.startsWith('image/');
}

/** The stand-in of a document of this type; an image type without a stand-in of its own gets the PNG. */
export function standInFile(contentType: string | null | undefined): Buffer {
  const make = standIns[mediaTypeOf(contentType)] ?? standIns['image/png']!;
  return make();
}
