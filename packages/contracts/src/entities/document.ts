import { z } from 'zod';

/**
 * A user's document (spec §3: each has an id; the other fields are ours, shape not given by spec).
 * Named UserDocument so it does not shadow the DOM's Document in the web app.
 */
export const UserDocument = z.object({
  id: z.string().min(1),
  document_type: z.string().min(1),
  name: z.string(),
  file_url: z.string().min(1),
  uploaded_at: z.string(),
});
export type UserDocument = z.infer<typeof UserDocument>;

// shape not given by spec
export const UserDocumentInput = UserDocument.pick({ document_type: true, name: true, file_url: true });
export type UserDocumentInput = z.infer<typeof UserDocumentInput>;

/**
 * The document types a user may add (not given by spec: the identity and family papers an Indonesian claim
 * asks for). A stored document of another type is still listed as it is.
 */
export const USER_DOCUMENT_TYPES = ['ktp', 'npwp', 'kk', 'sim', 'passport', 'other'] as const;
export const UserDocumentType = z.enum(USER_DOCUMENT_TYPES);
export type UserDocumentType = z.infer<typeof UserDocumentType>;
