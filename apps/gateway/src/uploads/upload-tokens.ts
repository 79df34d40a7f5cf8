import { UPLOAD_FORMATS } from '@portal/contracts/constants';
import { createSealer } from '../session.ts';

export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** What an upload id carries: the signed URL is the broker's, so it stays sealed like a file ref. */
export interface PendingUpload {
  owner: string;
  signedUrl: string;
  fileUrl: string;
  extension: UploadFormat;
  expiresAt: number;
}

/** An upload id is good for this long after uploads.begin (signed URLs are short-lived too). */
export const UPLOAD_ID_TTL_MS = 15 * 60_000;

/**
 * Upload ids are sealed, not stored: any gateway instance can take the PUT, and nothing piles up in memory
 * for uploads that never come.
 */
export function createUploadTokens(secret: string, now: () => number = Date.now) {
  const sealer = createSealer(secret, 'upload');
  return {
    issue(upload: Omit<PendingUpload, 'expiresAt'>): string {
      return sealer.seal(JSON.stringify({ ...upload, expiresAt: now() + UPLOAD_ID_TTL_MS }));
    },
    /** The pending upload, or null when the id was changed, has expired or is another user's. */
    open(uploadId: string, owner: string): PendingUpload | null {
      const text = sealer.open(uploadId);
      if (text === null) return null;
      try {
        const upload = JSON.parse(text) as PendingUpload;
        return upload.owner === owner && upload.expiresAt > now() ? upload : null;
      } catch {
        return null;
      }
    },
  };
}
export type UploadTokens = ReturnType<typeof createUploadTokens>;
