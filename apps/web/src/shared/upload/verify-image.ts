import {
  IMAGE_VERIFICATION_POLL_INTERVAL_MS,
  IMAGE_VERIFICATION_POLL_RETRIES,
} from '@portal/contracts/constants';
import { isUnauthorized } from '../../lib/error-data.ts';
import { trpcClient } from '../../lib/trpc.ts';
import { isConnectionLoss } from './interruptions.ts';

/** What `claims.verifyImage` and `claims.imageStatus` answer (claim-api §2). */
export interface ImageCheck {
  requestId: string;
  status: string;
  requiredFields: readonly { label: string; original_value: string; check_match: boolean }[];
  receivedFields: readonly { label: string; value: string }[];
}

export interface ImageCheckInput {
  claimId: string;
  fileRef: string;
  category: string;
}

/** The two calls of image verification; the real one goes through tRPC, tests pass a fake. */
export interface ImageCheckClient {
  start(input: ImageCheckInput, signal?: AbortSignal): Promise<ImageCheck>;
  status(requestId: string, signal?: AbortSignal): Promise<ImageCheck>;
}

export type ImageCheckFailure =
  | { ok: false; reason: 'invalid' | 'unsuccessful' | 'timeout' }
  | { ok: false; reason: 'mismatch'; label: string }
  | { ok: false; reason: 'error'; errorKey: 'image_verification_failed' | 'image_status_failed' };
export type ImageCheckResult = { ok: true } | ImageCheckFailure;

const SUCCESS = new Set(['OCR_SUCCESSFUL', 'OCR_NOT_REQUIRED']);
const FAILURE: Record<string, 'invalid' | 'unsuccessful'> = {
  DOCUMENT_INVALID: 'invalid',
  OCR_UNSUCCESSFUL: 'unsuccessful',
};
const IMEI_LABEL = 'imei';

const lettersOnly = (value: string): string => value.toLowerCase().replace(/[^\p{L}]/gu, '');
const sameLabel = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec §5 content match: each required field marked `check_match` is compared with the first value the
 * processor read under the same label, both lower-cased with everything but letters removed; the IMEI is
 * compared exactly (a dual-SIM phone shows two IMEIs and only the first counts). A required field the
 * processor read nothing for is not a mismatch: there is nothing to compare (OCR_NOT_REQUIRED reads
 * nothing). Answers the label of the first mismatch, or null.
 */
export function contentMismatch(
  required: ImageCheck['requiredFields'],
  received: ImageCheck['receivedFields'],
): string | null {
  for (const field of required) {
    if (!field.check_match) continue;
    const read = received.find((entry) => sameLabel(entry.label, field.label));
    if (!read) continue;
    const matches = sameLabel(field.label, IMEI_LABEL)
      ? read.value.trim() === field.original_value.trim()
      : lettersOnly(read.value) === lettersOnly(field.original_value);
    if (!matches) return field.label;
  }
  return null;
}

function judge(check: ImageCheck): ImageCheckResult | null {
  if (SUCCESS.has(check.status)) {
    const label = contentMismatch(check.requiredFields, check.receivedFields);
    return label === null ? { ok: true } : { ok: false, reason: 'mismatch', label };
  }
  const failure = FAILURE[check.status];
  return failure ? { ok: false, reason: failure } : null;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Image verification cancelled', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Image verification cancelled', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A session expiry, a cancel and a lost connection (the check is asked again once it is back) go to the caller
 * as thrown errors; other call failures are outcomes.
 */
function rethrowIfFatal(error: unknown, signal?: AbortSignal): void {
  if (isUnauthorized(error) || signal?.aborted || isConnectionLoss(error)) throw error;
}

/**
 * Image verification of spec §4 with the given client: extract-info, then the status up to `retries` times
 * `intervalMs` apart. OCR_NOT_REQUIRED and OCR_SUCCESSFUL are success (then the content match of spec §5),
 * DOCUMENT_INVALID and OCR_UNSUCCESSFUL final failures, any other status keeps polling, and running out of
 * polls is a failure ('timeout').
 */
export async function pollImageCheck(
  client: ImageCheckClient,
  input: ImageCheckInput,
  options: { signal?: AbortSignal; intervalMs?: number; retries?: number } = {},
): Promise<ImageCheckResult> {
  const {
    signal,
    intervalMs = IMAGE_VERIFICATION_POLL_INTERVAL_MS,
    retries = IMAGE_VERIFICATION_POLL_RETRIES,
  } = options;
  let check: ImageCheck;
  try {
    check = await client.start(input, signal);
  } catch (error) {
    rethrowIfFatal(error, signal);
    return { ok: false, reason: 'error', errorKey: 'image_verification_failed' };
  }
  const first = judge(check);
  if (first) return first;

  for (let poll = 0; poll < retries; poll += 1) {
    await wait(intervalMs, signal);
    try {
      check = await client.status(check.requestId, signal);
    } catch (error) {
      rethrowIfFatal(error, signal);
      return { ok: false, reason: 'error', errorKey: 'image_status_failed' };
    }
    const outcome = judge(check);
    if (outcome) return outcome;
  }
  return { ok: false, reason: 'timeout' };
}

const trpcImageCheckClient: ImageCheckClient = {
  start: (input, signal) => trpcClient.claims.verifyImage.mutate(input, { signal }),
  status: (requestId, signal) => trpcClient.claims.imageStatus.query({ requestId }, { signal }),
};

/** Image verification of an uploaded photo for a claim (or other reference), through the gateway. */
export function verifyImage(input: ImageCheckInput, signal?: AbortSignal): Promise<ImageCheckResult> {
  return pollImageCheck(trpcImageCheckClient, input, { signal });
}
