import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS, SSO_DEMO_TOKEN } from '../store/seed-users.ts';
import { call, createTestApp, login, readResponse, signedUrlForm } from '../testing/harness.ts';
import { Har12 } from '../testing/har-schema.ts';
import type { Har, HarEntry } from './har.ts';
import { REDACTED } from './journal-masking.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pathOf = (url: string) => url.slice(url.indexOf('/__storage/'));

describe('GET /__admin/journal.har', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mock-journal-har-'));
    app = createTestApp({ dataDir });
    token = await login(app, DEMO_USERS.budi.phone);
  });
  afterEach(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function har(query = '', tenant?: string): Promise<{ har: Har; text: string }> {
    const response = await call(app, 'GET', `/__admin/journal.har${query}`, tenant ? { tenant } : {});
    expect(response.statusCode, response.body).toBe(200);
    return { har: response.json() as Har, text: response.body };
  }

  /** Every kind of entry: JSON, multipart with a file, signed PUT and GET, a cut answer, a dropped call, a 204. */
  async function recordEveryKind() {
    await call(app, 'GET', '/api/v1/policy/policies/?offset=0&limit=2', { token });
    const signedForm = signedUrlForm('layar.jpg', 'image/jpeg', JPEG);
    const signed = readResponse(
      'generateSignedUrl',
      await call(app, 'POST', '/api/v1/file/generate-signed-url/', { token, payload: signedForm }),
    );
    await app.inject({
      method: 'PUT',
      url: pathOf(signed.signed_url),
      headers: { 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    await app.inject({ method: 'GET', url: pathOf(signed.gcp_url) });
    const upload = new FormData();
    upload.append('claim_id', 'clm_1101');
    upload.append('form_slug', 'claim-documents');
    upload.append('attribute_name', 'damage_photos');
    upload.append('file', new Blob([new Uint8Array(JPEG)], { type: 'image/jpeg' }), 'retak.jpg');
    await call(app, 'POST', '/api/v1/claim/upload-file/', { token, payload: upload });
    await call(app, 'POST', '/__admin/faults', {
      payload: { path: '/api/v1/app/pre/', status: 503, body: { detail: 'x'.repeat(80_000) }, times: 1 },
    });
    await call(app, 'GET', '/api/v1/app/pre/');
    await call(app, 'POST', '/__admin/faults', {
      payload: { path: '/api/v1/app/pre/', dropConnection: true, times: 1 },
    });
    await expect(call(app, 'GET', '/api/v1/app/pre/')).rejects.toThrow();
    await call(app, 'POST', '/api/v1/auth/verify-sso-token/', { payload: { access_token: SSO_DEMO_TOKEN } });
    await call(app, 'POST', '/api/v1/auth/logout/', { token });
    return signed;
  }

  it('answers HAR 1.2 that validates, oldest first, as a file to save', async () => {
    await recordEveryKind();
    const response = await call(app, 'GET', '/__admin/journal.har');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="mock-journal-default.har"');
    const parsed = Har12.safeParse(response.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 5))).toBe(true);

    const { log } = response.json() as Har;
    expect(log.version).toBe('1.2');
    expect(log.creator).toEqual({ name: 'mock-upstream', version: '1.0.0' });
    expect(log.entries.map((entry) => entry._seq)).toEqual(
      [...log.entries.map((entry) => entry._seq)].sort((a, b) => a - b),
    );
    expect(log.entries).toHaveLength(log._total);
    for (const entry of log.entries) {
      expect(entry).toHaveProperty('_tenant', 'default');
      expect(entry).toHaveProperty('_endpoint');
      expect(entry).toHaveProperty('_faultId');
      expect(entry).toHaveProperty('_stubId', null);
    }
  });

  it('is checked by a HAR 1.2 schema that does refuse what the spec does not allow', async () => {
    await recordEveryKind();
    const { log } = (await har()).har;
    const [first] = log.entries;
    const broken = (entry: unknown) => Har12.safeParse({ log: { ...log, entries: [entry] } }).success;
    expect(broken(first)).toBe(true);
    const { timings: _timings, ...withoutTimings } = first!;
    expect(broken(withoutTimings)).toBe(false);
    expect(broken({ ...first, colour: 'red' })).toBe(false);
    expect(broken({ ...first, time: first!.time + 5 })).toBe(false);
    expect(broken({ ...first, startedDateTime: 'yesterday' })).toBe(false);
    expect(
      broken({ ...first, request: { ...first!.request, postData: { mimeType: 'x', text: '', params: [] } } }),
    ).toBe(false);
  });

  it('shows file parts as params with fileName, contentType and a comment with size and sha256', async () => {
    await recordEveryKind();
    const { log } = (await har('?endpoint=claimUploadFile')).har;
    const postData = log.entries[0]!.request.postData!;
    expect(postData.mimeType).toMatch(/^multipart\/form-data; boundary=/);
    expect(postData.params).toEqual([
      { name: 'claim_id', value: 'clm_1101' },
      { name: 'form_slug', value: 'claim-documents' },
      { name: 'attribute_name', value: 'damage_photos' },
      {
        name: 'file',
        value: '',
        fileName: 'retak.jpg',
        contentType: 'image/jpeg',
        comment: `${JPEG.length} bytes, sha256 ${sha256(JPEG)} (the bytes are not kept)`,
      },
    ]);
  });

  it('describes the bytes of a signed PUT and GET, notes a cut answer and a dropped connection', async () => {
    await recordEveryKind();
    const { log } = (await har()).har;
    const find = (test: (entry: HarEntry) => boolean) => log.entries.find(test)!;
    const put = find((entry) => entry.request.method === 'PUT');
    expect(put._endpoint).toBeNull();
    expect(put.request.url).toContain(`signature=${REDACTED}`);
    expect(put.request.postData).toMatchObject({
      mimeType: 'image/jpeg',
      _sha256: sha256(JPEG),
      _size: JPEG.length,
    });
    expect(put.request.postData!.comment).toContain(sha256(JPEG));
    const get = find((entry) => entry.request.method === 'GET' && entry.request.url.includes('/__storage/'));
    expect(get.response.content).toMatchObject({
      size: JPEG.length,
      mimeType: 'image/jpeg',
      _sha256: sha256(JPEG),
    });

    const cut = find((entry) => entry.response.status === 503);
    expect(cut.response.content).toMatchObject({ _truncated: true });
    expect(cut.response.content.comment).toMatch(/^truncated: the first 65536 of \d+ bytes$/);
    expect(cut.response.content.size).toBeGreaterThan(65536);
    expect(cut._faultId).toBe('flt_1');

    const dropped = find((entry) => entry._dropped);
    expect(dropped.response).toMatchObject({ status: 0, _error: 'Connection dropped by fault flt_2' });
  });

  it('masks secrets exactly as the JSON journal does', async () => {
    const signed = await recordEveryKind();
    const { har: file, text } = await har();
    const signature = new URL(signed.signed_url).searchParams.get('signature')!;
    for (const secret of [token, signature, SSO_DEMO_TOKEN]) expect(text).not.toContain(secret);
    const verify = file.log.entries.find((entry) => entry._endpoint === 'verifyOtpAndGetSession')!;
    expect(JSON.parse(verify.request.postData!.text!)).toMatchObject({ otp: REDACTED });
    expect(JSON.parse(verify.response.content.text!)).toMatchObject({ token: REDACTED });
    const policyList = file.log.entries.find((entry) => entry._endpoint === 'policyList')!;
    expect(policyList.request.headers).toContainEqual({ name: 'authorization', value: REDACTED });
    const sso = file.log.entries.find((entry) => entry._endpoint === 'verifySsoToken')!;
    expect(JSON.parse(sso.request.postData!.text!)).toEqual({ access_token: REDACTED });
  });

  it('takes the journal’s filters and cursor', async () => {
    await recordEveryKind();
    const sends = (await har('?endpoint=sendOtp')).har.log.entries;
    expect(sends.map((entry) => entry._endpoint)).toEqual(['sendOtp']);
    const newest = (await har('?order=desc&limit=1')).har.log;
    expect(newest.entries.map((entry) => entry._endpoint)).toEqual(['logout']);
    expect(newest._nextBefore).toBe(newest.entries[0]!._seq);
    expect(newest.comment).toContain(`before=${newest.entries[0]!._seq}`);
    const bad = await call(app, 'GET', '/__admin/journal.har?status=200x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_request', issues: [{ path: 'query.status' }] });
  });

  it('exports the journal of the caller’s tenant only', async () => {
    await login(app, DEMO_USERS.siti.phone, 'suite-c');
    const { log } = (await har('', 'suite-c')).har;
    expect(log._tenant).toBe('suite-c');
    expect(log.entries.map((entry) => [entry._endpoint, entry._tenant])).toEqual([
      ['sendOtp', 'suite-c'],
      ['verifyOtpAndGetSession', 'suite-c'],
    ]);
    expect(Har12.safeParse({ log }).success).toBe(true);
  });
});
