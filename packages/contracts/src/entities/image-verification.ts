import { z } from 'zod';

/** Image verification statuses (spec §4); any status not final keeps the poll going. */
export const IMAGE_VERIFICATION_STATUSES = [
  'PENDING',
  'IN_PROGRESS',
  'OCR_SUCCESSFUL',
  'OCR_NOT_REQUIRED',
  'DOCUMENT_INVALID',
  'OCR_UNSUCCESSFUL',
] as const;
export const ImageVerificationStatus = z.enum(IMAGE_VERIFICATION_STATUSES);
export type ImageVerificationStatus = z.infer<typeof ImageVerificationStatus>;

export const IMAGE_VERIFICATION_SUCCESS: readonly ImageVerificationStatus[] = [
  'OCR_SUCCESSFUL',
  'OCR_NOT_REQUIRED',
];
export const IMAGE_VERIFICATION_FAILURE: readonly ImageVerificationStatus[] = [
  'DOCUMENT_INVALID',
  'OCR_UNSUCCESSFUL',
];

/** 'pending' means poll again (until the retries of spec §9 run out, which counts as failure). */
export function imageVerificationOutcome(status: ImageVerificationStatus): 'success' | 'failure' | 'pending' {
  if (IMAGE_VERIFICATION_SUCCESS.includes(status)) return 'success';
  if (IMAGE_VERIFICATION_FAILURE.includes(status)) return 'failure';
  return 'pending';
}

/** Request of POST /api/v1/image-processor/:category/extract-info/ (spec §7). */
export const ExtractInfoRequest = z.object({
  gcp_url: z.string().min(1),
  reference_id: z.string().min(1),
});
export type ExtractInfoRequest = z.infer<typeof ExtractInfoRequest>;

export const ImageVerificationRequiredField = z.object({
  // shape not given by spec: the label ties a required field to the received one
  label: z.string(),
  original_value: z.string(),
  check_match: z.boolean(),
});
export const ImageVerificationReceivedField = z.object({ value: z.string(), label: z.string() });

/** Image verification of spec §3. */
export const ImageVerification = z.object({
  request_id: z.string().min(1),
  status: ImageVerificationStatus,
  required_fields: z.array(ImageVerificationRequiredField).default([]),
  received_fields: z.array(ImageVerificationReceivedField).default([]),
});
export type ImageVerification = z.infer<typeof ImageVerification>;
