import { describe, expect, it } from 'vitest';
import {
  IMAGE_VERIFICATION_STATUSES,
  ImageVerification,
  imageVerificationOutcome,
} from './image-verification.ts';

describe('ImageVerification', () => {
  it('parses a status answer with required and received fields', () => {
    const parsed = ImageVerification.parse({
      request_id: 'req-1',
      status: 'OCR_SUCCESSFUL',
      required_fields: [{ label: 'Nama', original_value: 'Budi Santoso', check_match: true }],
      received_fields: [{ label: 'Nama', value: 'BUDI SANTOSO' }],
    });
    expect(parsed.received_fields[0]?.value).toBe('BUDI SANTOSO');
  });

  it('defaults the field lists while the request is pending', () => {
    expect(ImageVerification.parse({ request_id: 'req-1', status: 'PENDING' })).toEqual({
      request_id: 'req-1',
      status: 'PENDING',
      required_fields: [],
      received_fields: [],
    });
  });

  it.each([
    ['an unknown status', { request_id: 'r', status: 'DONE' }],
    ['a lower-case status', { request_id: 'r', status: 'ocr_successful' }],
    ['no request id', { status: 'PENDING' }],
    [
      'a required field without check_match',
      { request_id: 'r', status: 'PENDING', required_fields: [{ label: 'Nama', original_value: 'x' }] },
    ],
  ])('rejects %s', (_case, payload) => {
    expect(ImageVerification.safeParse(payload).success).toBe(false);
  });
});

describe('imageVerificationOutcome', () => {
  it('follows spec §4: two successes, two final failures, anything else keeps polling', () => {
    const outcomes = Object.fromEntries(
      IMAGE_VERIFICATION_STATUSES.map((status) => [status, imageVerificationOutcome(status)]),
    );
    expect(outcomes).toEqual({
      PENDING: 'pending',
      IN_PROGRESS: 'pending',
      OCR_SUCCESSFUL: 'success',
      OCR_NOT_REQUIRED: 'success',
      DOCUMENT_INVALID: 'failure',
      OCR_UNSUCCESSFUL: 'failure',
    });
  });
});
