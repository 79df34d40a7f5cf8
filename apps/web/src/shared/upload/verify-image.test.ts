import { describe, expect, it } from 'vitest';
import { contentMismatch, pollImageCheck, type ImageCheck, type ImageCheckClient } from './verify-image.ts';

const input = { claimId: 'clm_1', fileRef: '/files/abc', category: 'imei' };

const NAME_REQUIRED = [{ label: 'Nama', original_value: 'Budi Santoso', check_match: true }];
const IMEI_REQUIRED = [
  { label: 'IMEI', original_value: '356789104522000', check_match: true },
  { label: 'Merek Perangkat', original_value: 'Samsung', check_match: false },
];

function check(status: string, fields: Partial<ImageCheck> = {}): ImageCheck {
  return { requestId: 'req_1', status, requiredFields: [], receivedFields: [], ...fields };
}

/** A client whose extract-info answers `first` and whose status calls answer `polls` in turn. */
function fakeClient(first: ImageCheck | Error, polls: (ImageCheck | Error)[]) {
  const calls = { start: 0, status: 0 };
  const client: ImageCheckClient = {
    start: () => {
      calls.start += 1;
      return first instanceof Error ? Promise.reject(first) : Promise.resolve(first);
    },
    status: () => {
      const answer = polls[calls.status] ?? polls.at(-1) ?? check('IN_PROGRESS');
      calls.status += 1;
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    },
  };
  return { client, calls };
}

const poll = (client: ImageCheckClient, signal?: AbortSignal) =>
  pollImageCheck(client, input, { intervalMs: 0, signal });

describe('contentMismatch', () => {
  it('compares letters only, in lower case', () => {
    expect(contentMismatch(NAME_REQUIRED, [{ label: 'Nama', value: 'BUDI SANTOSO.' }])).toBeNull();
    expect(contentMismatch(NAME_REQUIRED, [{ label: 'nama', value: 'budi-santoso 1' }])).toBeNull();
    expect(contentMismatch(NAME_REQUIRED, [{ label: 'Nama', value: 'ANDI WIJAYA' }])).toBe('Nama');
  });

  it('compares the first IMEI exactly', () => {
    expect(
      contentMismatch(IMEI_REQUIRED, [
        { label: 'IMEI', value: '356789104522000' },
        { label: 'IMEI', value: '801234659077555' },
        { label: 'Merek Perangkat', value: 'APPLE' },
      ]),
    ).toBeNull();
    expect(
      contentMismatch(IMEI_REQUIRED, [
        { label: 'IMEI', value: '801234659077555' },
        { label: 'IMEI', value: '356789104522000' },
      ]),
    ).toBe('IMEI');
    // letters-only would make any two IMEIs equal; the IMEI rule must not
    expect(contentMismatch(IMEI_REQUIRED, [{ label: 'IMEI', value: '356789104522001' }])).toBe('IMEI');
  });

  it('skips fields not to be matched and fields nothing was read for', () => {
    expect(contentMismatch(IMEI_REQUIRED, [{ label: 'Merek Perangkat', value: 'Apple' }])).toBeNull();
    expect(contentMismatch(NAME_REQUIRED, [])).toBeNull();
  });

  it('answers the first mismatching label', () => {
    const required = [
      { label: 'Nama', original_value: 'Budi', check_match: true },
      { label: 'Kota', original_value: 'Bandung', check_match: true },
    ];
    expect(
      contentMismatch(required, [
        { label: 'Nama', value: 'Andi' },
        { label: 'Kota', value: 'Jakarta' },
      ]),
    ).toBe('Nama');
  });
});

describe('pollImageCheck', () => {
  it('succeeds when the status turns OCR_SUCCESSFUL and the content matches', async () => {
    const { client, calls } = fakeClient(check('PENDING'), [
      check('IN_PROGRESS'),
      check('OCR_SUCCESSFUL', {
        requiredFields: NAME_REQUIRED,
        receivedFields: [{ label: 'Nama', value: 'BUDI SANTOSO' }],
      }),
    ]);
    expect(await poll(client)).toEqual({ ok: true });
    expect(calls).toEqual({ start: 1, status: 2 });
  });

  it('succeeds at once when extract-info says OCR is not required', async () => {
    const { client, calls } = fakeClient(check('OCR_NOT_REQUIRED'), []);
    expect(await poll(client)).toEqual({ ok: true });
    expect(calls.status).toBe(0);
  });

  it('succeeds on OCR_NOT_REQUIRED from a poll', async () => {
    const { client } = fakeClient(check('PENDING'), [check('OCR_NOT_REQUIRED')]);
    expect(await poll(client)).toEqual({ ok: true });
  });

  it('stops at DOCUMENT_INVALID', async () => {
    const { client, calls } = fakeClient(check('PENDING'), [check('PENDING'), check('DOCUMENT_INVALID')]);
    expect(await poll(client)).toEqual({ ok: false, reason: 'invalid' });
    expect(calls.status).toBe(2);
  });

  it('stops at OCR_UNSUCCESSFUL', async () => {
    const { client } = fakeClient(check('PENDING'), [check('OCR_UNSUCCESSFUL')]);
    expect(await poll(client)).toEqual({ ok: false, reason: 'unsuccessful' });
  });

  it('fails after five polls that never finish', async () => {
    const { client, calls } = fakeClient(check('PENDING'), [check('IN_PROGRESS')]);
    expect(await poll(client)).toEqual({ ok: false, reason: 'timeout' });
    expect(calls.status).toBe(5);
  });

  it('succeeds on the fifth and last poll', async () => {
    const pending = check('IN_PROGRESS');
    const { client } = fakeClient(check('PENDING'), [
      pending,
      pending,
      pending,
      pending,
      check('OCR_SUCCESSFUL'),
    ]);
    expect(await poll(client)).toEqual({ ok: true });
  });

  it('reports the mismatching label after a successful read', async () => {
    const { client } = fakeClient(check('PENDING'), [
      check('OCR_SUCCESSFUL', {
        requiredFields: IMEI_REQUIRED,
        receivedFields: [
          { label: 'IMEI', value: '801234659077555' },
          { label: 'IMEI', value: '356789104522000' },
        ],
      }),
    ]);
    expect(await poll(client)).toEqual({ ok: false, reason: 'mismatch', label: 'IMEI' });
  });

  it('reports a failed extract-info and a failed status call with their keys', async () => {
    expect(await poll(fakeClient(new Error('boom'), []).client)).toEqual({
      ok: false,
      reason: 'error',
      errorKey: 'image_verification_failed',
    });
    expect(await poll(fakeClient(check('PENDING'), [new Error('boom')]).client)).toEqual({
      ok: false,
      reason: 'error',
      errorKey: 'image_status_failed',
    });
  });

  it('throws a session expiry to the caller', async () => {
    const expired = Object.assign(new Error('401'), { data: { code: 'UNAUTHORIZED' } });
    await expect(poll(fakeClient(check('PENDING'), [expired]).client)).rejects.toBe(expired);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, calls } = fakeClient(check('PENDING'), [check('OCR_SUCCESSFUL')]);
    await expect(poll(client, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls.status).toBe(0);
  });
});
