import { IMAGE_VERIFICATION_POLL_RETRIES } from '@portal/contracts/constants';
import {
  imageVerificationOutcome,
  type ImageVerification,
  type ImageVerificationStatus,
} from '@portal/contracts/entities/image-verification';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

/** Spec §5 content match as the portal does it: letters only, lower case; IMEI compares the first value exactly. */
function mismatchedLabels(result: ImageVerification): string[] {
  const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
  return result.required_fields
    .filter((field) => field.check_match)
    .filter((field) => {
      const received = result.received_fields.find((entry) => entry.label === field.label)?.value ?? '';
      return field.label === 'IMEI'
        ? received !== field.original_value
        : letters(received) !== letters(field.original_value);
    })
    .map((field) => field.label);
}

describe('image verification', () => {
  let app: FastifyInstance;
  let budi: string;

  beforeEach(async () => {
    app = createTestApp();
    budi = await login(app, DEMO_USERS.budi.phone);
  });
  afterEach(() => app.close());

  const setScenario = (payload: object) => call(app, 'PUT', '/__admin/scenarios/ocr', { payload });

  async function extract(category = 'imei', referenceId = 'clm_1101', token = budi) {
    const response = await call(app, 'POST', `/api/v1/image-processor/${category}/extract-info/`, {
      token,
      payload: { gcp_url: 'http://mock.test/__storage/claims/usr_0001/imei.jpg', reference_id: referenceId },
    });
    return readResponse('extractImageInfo', response);
  }

  /** Polls like the portal: up to 5 times, stopping at a final status. */
  async function poll(requestId: string, token = budi) {
    const statuses: ImageVerificationStatus[] = [];
    let last: ImageVerification | undefined;
    for (let attempt = 0; attempt < IMAGE_VERIFICATION_POLL_RETRIES; attempt += 1) {
      const response = await call(app, 'GET', `/api/v1/image-processor/${requestId}/status/`, { token });
      last = readResponse('imageVerificationStatus', response);
      statuses.push(last.status);
      if (imageVerificationOutcome(last.status) !== 'pending') break;
    }
    return { statuses, last: last! };
  }

  it('succeeds on the second poll by default, with fields that match the policy', async () => {
    const started = await extract();
    expect(started.status).toBe('PENDING');
    expect(started.required_fields).toContainEqual({
      label: 'IMEI',
      original_value: '356789104522318',
      check_match: true,
    });
    const { statuses, last } = await poll(started.request_id);
    expect(statuses).toEqual(['PENDING', 'OCR_SUCCESSFUL']);
    expect(last.received_fields[0]).toEqual({ label: 'IMEI', value: '356789104522318' });
    expect(mismatchedLabels(last)).toEqual([]);
  });

  it('mismatch: the first IMEI read differs from the policy (the second one matches, and does not count)', async () => {
    await setScenario({ scenario: 'mismatch' });
    const { statuses, last } = await poll((await extract()).request_id);
    expect(statuses.at(-1)).toBe('OCR_SUCCESSFUL');
    expect(
      last.received_fields.filter((field) => field.label === 'IMEI').map((field) => field.value)[1],
    ).toBe('356789104522318');
    expect(mismatchedLabels(last)).toEqual(['IMEI']);
  });

  it('names: letters compare without case or punctuation, and the mismatch scenario reads another name', async () => {
    const matching = await poll((await extract('ktp', 'pol_1004')).request_id);
    expect(matching.last.received_fields[0]).toEqual({ label: 'Nama', value: 'BUDI SANTOSO.' });
    expect(mismatchedLabels(matching.last)).toEqual([]);
    await setScenario({ scenario: 'mismatch', polls: 1 });
    const other = await poll((await extract('ktp', 'APP-2026-001004')).request_id);
    expect(mismatchedLabels(other.last)).toEqual(['Nama']);
  });

  it.each([
    ['not_required', 'OCR_NOT_REQUIRED', 'success'],
    ['document_invalid', 'DOCUMENT_INVALID', 'failure'],
    ['unsuccessful', 'OCR_UNSUCCESSFUL', 'failure'],
  ] as const)('%s ends in %s after the chosen number of polls', async (scenario, final, outcome) => {
    await setScenario({ scenario, polls: 3 });
    const { statuses, last } = await poll((await extract()).request_id);
    expect(statuses).toEqual(['PENDING', 'IN_PROGRESS', final]);
    expect(imageVerificationOutcome(last.status)).toBe(outcome);
    expect(last.received_fields).toEqual([]);
  });

  it('never_finishes keeps polling until the retries run out', async () => {
    await setScenario({ scenario: 'never_finishes' });
    const { statuses } = await poll((await extract()).request_id);
    expect(statuses).toHaveLength(IMAGE_VERIFICATION_POLL_RETRIES);
    expect(statuses.every((status) => imageVerificationOutcome(status) === 'pending')).toBe(true);
  });

  it('a request keeps the scenario it was created under', async () => {
    const before = await extract();
    await setScenario({ scenario: 'document_invalid', polls: 1 });
    expect((await poll(before.request_id)).statuses.at(-1)).toBe('OCR_SUCCESSFUL');
  });

  it("answers 404 for another user's request or reference", async () => {
    const siti = await login(app, DEMO_USERS.siti.phone);
    const { request_id } = await extract();
    expect(
      readError(await call(app, 'GET', `/api/v1/image-processor/${request_id}/status/`, { token: siti }), 404)
        .code,
    ).toBe('not_found');
    const response = await call(app, 'POST', '/api/v1/image-processor/imei/extract-info/', {
      token: siti,
      payload: { gcp_url: 'x', reference_id: 'clm_1101' },
    });
    expect(readError(response, 404).code).toBe('not_found');
  });
});
