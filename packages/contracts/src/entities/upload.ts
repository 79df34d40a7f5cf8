import { z } from 'zod';
import { UPLOAD_FORMATS, UPLOAD_MAX_BYTES } from '../constants.ts';

// shape not given by spec: the multipart text fields that come with the file
export const SignedUrlRequest = z.object({
  file_name: z.string().min(1),
  content_type: z.string().min(1),
  size: z.coerce.number().int().positive().max(UPLOAD_MAX_BYTES),
  extension: z.enum(UPLOAD_FORMATS),
});
export type SignedUrlRequest = z.infer<typeof SignedUrlRequest>;

/** Spec §7: the file is then PUT to `signed_url`; `gcp_url` is what extract-info and the form attribute get. */
export const SignedUrlResponse = z.object({
  signed_url: z.string().min(1),
  // shape not given by spec beyond signed_url
  gcp_url: z.string().min(1),
});
export type SignedUrlResponse = z.infer<typeof SignedUrlResponse>;

// shape not given by spec: multipart text fields of /api/v1/claim/upload-file/
export const ClaimUploadFileRequest = z.object({
  claim_id: z.string().min(1),
  form_slug: z.string().min(1),
  attribute_name: z.string().min(1),
});

// shape not given by spec: multipart text fields of /api/v1/file/upload/ and /api/v1/policy/upload/
export const FileUploadRequest = z.object({
  purpose: z.enum(['profile_picture', 'document', 'endorsement']),
});
export const PolicyUploadRequest = z.object({
  internal_id: z.string().min(1),
  document_type: z.string().min(1),
});

// shape not given by spec
export const UploadedFile = z.object({ file_url: z.string().min(1) });
export type UploadedFile = z.infer<typeof UploadedFile>;
