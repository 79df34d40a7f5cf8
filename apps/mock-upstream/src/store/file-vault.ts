import { z } from 'zod';
import type { FileStorage } from './file-storage.ts';

/** Host of the seeded files' addresses (nothing is served there; uploaded files get `/__storage/` URLs). */
export const FILE_URL_BASE = 'https://storage.broker.test';

export interface StoredFile {
  id: string;
  owner_id: string;
  /** What the file was uploaded for (`profile_picture`, `document`, `endorsement`, `policy:<internal_id>`). */
  purpose: string;
  original_name: string;
  extension: string;
  mimetype: string;
  size: number;
  file_url: string;
  /** Key of the bytes in the mock's bucket (`<dataDir>/storage/<key>`). */
  storage_key: string;
  uploaded_at: string;
}

/** A file uploaded to the mock's bucket; its bytes are not part of a scenario document. */
export const StoredFileSchema = z
  .object({
    id: z.string().min(1),
    owner_id: z.string().min(1),
    purpose: z.string(),
    original_name: z.string(),
    extension: z.string(),
    mimetype: z.string(),
    size: z.number().int().min(0),
    file_url: z.string().min(1),
    storage_key: z.string().min(1),
    uploaded_at: z.string(),
  })
  .strict();

/**
 * Puts uploaded bytes in the mock's bucket under `<area>/<ownerId>/<id>.<extension>` and answers the key. The
 * key is built from ids the mock made and an extension from the allowed list, never from the caller's file
 * name.
 */
export function storeUploadedFile(
  storage: FileStorage,
  file: { area: string; ownerId: string; id: string; extension: string; data: Buffer },
): string {
  const storageKey = `${file.area}/${file.ownerId}/${file.id}.${file.extension}`.toLowerCase();
  storage.write(storageKey, file.data);
  return storageKey;
}
