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
