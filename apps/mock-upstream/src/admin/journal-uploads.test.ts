import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readResponse } from '../testing/harness.ts';
import type { JournalEntry } from './journal-entry.ts';
import { REDACTED } from './journal-masking.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The path and query of a URL the mock handed out, as a client would call it. */
const pathOf = (url: string) => url.slice(url.indexOf('/__storage/'));

function form(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (file) data.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return data;
}

describe('journal of uploads', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let budi: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mock-journal-uploads-'));
    app = createTestApp({ dataDir });
    budi = await login(app, DEMO_USERS.budi.phone);
  });
  afterEach(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const entries = async (query: string, tenant?: string): Promise<JournalEntry[]> => {
    const response = await call(app, 'GET', `/__admin/journal${query}`, tenant ? { tenant } : {});
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { entries: JournalEntry[] }).entries;
  };

  async function signedUrl(fileName: string, tenant?: string, token = budi) {
    const payload = form({
      file_name: fileName,
      content_type: 'image/jpeg',
      size: String(JPEG.length),
      extension: 'jpg',
    });
    return readResponse(
      'generateSignedUrl',
      await call(app, 'POST', '/api/v1/file/generate-signed-url/', {
        token,
        payload,
        ...(tenant && { tenant }),
      }),
    );
  }

  it('records a multipart upload as parts: text fields with values, files by name, type, size and sha256', async () => {
    const payload = form(
      { claim_id: 'clm_1101', form_slug: 'claim-documents', attribute_name: 'damage_photos' },
      { field: 'file', name: 'retak.jpg', type: 'image/jpeg', data: JPEG },
    );
    const { file_url } = readResponse(
      'claimUploadFile',
      await call(app, 'POST', '/api/v1/claim/upload-file/', { token: budi, payload }),
    );

    const [entry] = await entries('?endpoint=claimUploadFile');
    expect(entry!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(entry!.body).toBeNull();
    expect(entry!.parts).toEqual([
      { name: 'claim_id', value: 'clm_1101' },
      { name: 'form_slug', value: 'claim-documents' },
      { name: 'attribute_name', value: 'damage_photos' },
      {
        name: 'file',
        fileName: 'retak.jpg',
        contentType: 'image/jpeg',
        size: JPEG.length,
        sha256: sha256(JPEG),
      },
    ]);
    expect(entry!.response!.body).toEqual({ file_url });
    expect(JSON.stringify(entry)).not.toContain(JPEG.toString('base64'));
  });

  it('records a PUT to a signed URL with the size, type and sha256 of its bytes, its status and owner', async () => {
    const signed = await signedUrl('layar.jpg');
    const put = await app.inject({
      method: 'PUT',
      url: pathOf(signed.signed_url),
      headers: { 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    expect(put.statusCode).toBe(200);
    const served = await app.inject({ method: 'GET', url: pathOf(signed.gcp_url) });
    expect(served.rawPayload).toEqual(JPEG);

    const [get, stored, asked] = await entries('?limit=3');
    const key = pathOf(signed.gcp_url);
    expect(stored).toMatchObject({
      method: 'PUT',
      path: key,
      endpoint: null,
      status: 200,
      userId: DEMO_USERS.budi.id,
      contentType: 'image/jpeg',
      size: JPEG.length,
      sha256: sha256(JPEG),
      body: null,
      query: { signature: REDACTED },
      url: `http://localhost:80${key}?signature=${REDACTED}`,
    });
    expect(get).toMatchObject({
      method: 'GET',
      path: key,
      status: 200,
      response: { contentType: 'image/jpeg', size: JPEG.length, sha256: sha256(JPEG), body: null },
    });
    // The signed URL's signature is masked in the answer that handed it out, too.
    expect(asked!.response!.body).toEqual({
      signed_url: `${signed.gcp_url}?signature=${REDACTED}`,
      gcp_url: signed.gcp_url,
    });
    const signature = new URL(signed.signed_url).searchParams.get('signature')!;
    expect(JSON.stringify(await entries(''))).not.toContain(signature);
    expect((await entries('?path=/__storage/**')).map((entry) => entry.method)).toEqual(['GET', 'PUT']);
  });

  it('records a refused PUT too, with what it carried', async () => {
    const signed = await signedUrl('layar.jpg');
    const forged = `${pathOf(signed.gcp_url)}?signature=forged`;
    const put = await app.inject({
      method: 'PUT',
      url: forged,
      headers: { 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    expect(put.statusCode).toBe(403);
    const [entry] = await entries('?limit=1');
    expect(entry).toMatchObject({
      method: 'PUT',
      status: 403,
      sha256: sha256(JPEG),
      size: JPEG.length,
      response: { body: { code: 'signature_invalid' } },
    });
  });

  it('journals a signed upload in the tenant its URL names', async () => {
    const token = await login(app, DEMO_USERS.budi.phone, 'suite-b');
    const signed = await signedUrl('a.jpg', 'suite-b', token);
    await app.inject({
      method: 'PUT',
      url: pathOf(signed.signed_url),
      headers: { 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    const [put] = await entries('?method=PUT', 'suite-b');
    expect(put).toMatchObject({
      tenant: 'suite-b',
      sha256: sha256(JPEG),
      query: { tenant: 'suite-b' },
    });
    expect(await entries('?method=PUT')).toEqual([]);
  });

  it('is enough to judge a claim journey: new claim id, files’ sha256, OCR request and result', async () => {
    const created = await call(app, 'POST', '/api/v4/claim/create/', {
      token: budi,
      payload: {
        application_no: 'APP-2026-001010',
        benefit_id: 'ben_1010_1',
        source: 'portal',
        user_id: 'me',
      },
    });
    const claimId = readResponse('createClaim', created).claim_id;
    const signed = await signedUrl('ktp.jpg');
    await app.inject({
      method: 'PUT',
      url: pathOf(signed.signed_url),
      headers: { 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    await call(app, 'POST', '/api/v2/claim/save-form-attribute/', {
      token: budi,
      payload: {
        claim_id: claimId,
        form_slug: 'claim-documents',
        name: 'identity_card',
        value: signed.gcp_url,
      },
    });
    const extracted = await call(app, 'POST', '/api/v1/image-processor/ktp/extract-info/', {
      token: budi,
      payload: { gcp_url: signed.gcp_url, reference_id: claimId },
    });
    const requestId = readResponse('extractImageInfo', extracted).request_id;
    for (let poll = 0; poll < 2; poll += 1) {
      await call(app, 'GET', `/api/v1/image-processor/${requestId}/status/`, { token: budi });
    }

    // From here on, only the journal is read (oldest first, as QA reads a journey).
    const journey = await entries(`?order=asc&userId=${DEMO_USERS.budi.id}`);
    const only = (endpoint: string) => journey.filter((entry) => entry.endpoint === endpoint);
    const claim = only('createClaim')[0]!;
    const newClaimId = (claim.response!.body as { claim_id: string }).claim_id;
    expect(newClaimId).toBe(claimId);

    const upload = journey.find((entry) => entry.method === 'PUT')!;
    expect(upload).toMatchObject({ status: 200, sha256: sha256(JPEG), size: JPEG.length });
    const registered = only('saveFormAttribute')[0]!;
    expect(registered.body).toMatchObject({ claim_id: newClaimId, name: 'identity_card' });
    expect(upload.path).toBe(new URL((registered.body as { value: string }).value).pathname);

    const ocr = only('extractImageInfo')[0]!;
    expect(ocr.body).toMatchObject({ reference_id: newClaimId, gcp_url: signed.gcp_url });
    const ocrRequestId = (ocr.response!.body as { request_id: string }).request_id;
    const polls = only('imageVerificationStatus');
    expect(polls.map((entry) => entry.path)).toEqual([
      `/api/v1/image-processor/${ocrRequestId}/status/`,
      `/api/v1/image-processor/${ocrRequestId}/status/`,
    ]);
    expect(polls.map((entry) => (entry.response!.body as { status: string }).status)).toEqual([
      'PENDING',
      'OCR_SUCCESSFUL',
    ]);
    expect((polls[1]!.response!.body as { received_fields: unknown[] }).received_fields).not.toEqual([]);
  });
});
