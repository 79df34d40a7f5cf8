import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

const BOUNDARY = '----mock-upstream-test';

/** A multipart body with text fields and at most one file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe('claim uploads', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let budi: string;
  let siti: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mock-upload-test-'));
    app = createTestApp({ dataDir });
    budi = await login(app, DEMO_USERS.budi.phone);
    siti = await login(app, DEMO_USERS.siti.phone);
  });
  afterEach(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedUrl(fields: Record<string, string>, token = budi) {
    const { payload, contentType } = multipart(fields);
    return app.inject({
      method: 'POST',
      url: '/api/v1/file/generate-signed-url/',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, host: 'mock.test:4010' },
      payload,
    });
  }

  const jpegRequest = {
    file_name: 'layar.jpg',
    content_type: 'image/jpeg',
    size: String(JPEG.length),
    extension: 'jpg',
  };

  /** The path and query of a URL the mock handed out. */
  const pathOf = (url: string) => url.slice(url.indexOf('/__storage/'));

  describe('signed URL and PUT', () => {
    it('points at the mock itself and stores the bytes on disk under the data folder', async () => {
      const { signed_url, gcp_url } = readResponse('generateSignedUrl', await signedUrl(jpegRequest));
      expect(signed_url).toMatch(
        /^http:\/\/mock\.test:4010\/__storage\/claims\/usr_0001\/[a-f0-9]+\.jpg\?signature=/,
      );
      expect(signed_url.startsWith(gcp_url)).toBe(true);

      const put = await app.inject({
        method: 'PUT',
        url: pathOf(signed_url),
        headers: { 'content-type': 'image/jpeg' },
        payload: JPEG,
      });
      expect(put.statusCode, put.body).toBe(200);
      const key = new URL(gcp_url).pathname.replace('/__storage/', '');
      const onDisk = join(dataDir, 'storage', key);
      expect(existsSync(onDisk)).toBe(true);
      expect(readFileSync(onDisk)).toEqual(JPEG);

      const get = await app.inject({ method: 'GET', url: pathOf(gcp_url) });
      expect(get.statusCode).toBe(200);
      expect(get.headers['content-type']).toBe('image/jpeg');
      expect(get.rawPayload).toEqual(JPEG);
    });

    it('refuses a PUT without the right signature', async () => {
      const { signed_url } = readResponse('generateSignedUrl', await signedUrl(jpegRequest));
      const forged = pathOf(signed_url).replace(/signature=.*/, 'signature=forged');
      const response = await app.inject({
        method: 'PUT',
        url: forged,
        headers: { 'content-type': 'image/jpeg' },
        payload: JPEG,
      });
      expect(readError(response, 403).code).toBe('signature_invalid');
    });

    it('refuses more than 25 MB with "max 25 MB"', async () => {
      const { signed_url } = readResponse('generateSignedUrl', await signedUrl(jpegRequest));
      const response = await app.inject({
        method: 'PUT',
        url: pathOf(signed_url),
        headers: { 'content-type': 'image/jpeg' },
        payload: Buffer.alloc(UPLOAD_MAX_BYTES + 1),
      });
      expect(readError(response, 413)).toEqual({ error: 'max 25 MB', code: 'file_too_large' });
    });

    it('accepts exactly 25 MB', async () => {
      const { signed_url } = readResponse('generateSignedUrl', await signedUrl(jpegRequest));
      const response = await app.inject({
        method: 'PUT',
        url: pathOf(signed_url),
        headers: { 'content-type': 'image/jpeg' },
        payload: Buffer.alloc(UPLOAD_MAX_BYTES),
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses an empty file and a content type that contradicts the format', async () => {
      const { signed_url } = readResponse('generateSignedUrl', await signedUrl(jpegRequest));
      const empty = await app.inject({
        method: 'PUT',
        url: pathOf(signed_url),
        headers: { 'content-type': 'image/jpeg' },
        payload: Buffer.alloc(0),
      });
      expect(readError(empty, 400).code).toBe('file_empty');
      const wrongType = await app.inject({
        method: 'PUT',
        url: pathOf(signed_url),
        headers: { 'content-type': 'text/html' },
        payload: JPEG,
      });
      expect(readError(wrongType, 415).code).toBe('file_type_unsupported');
    });

    it('accepts each of the five formats and refuses any other', async () => {
      for (const extension of ['jpg', 'jpeg', 'png', 'mp4', 'pdf']) {
        const response = await signedUrl({ ...jpegRequest, file_name: `f.${extension}`, extension });
        expect(response.statusCode, extension).toBe(200);
      }
      const gif = readError(await signedUrl({ ...jpegRequest, file_name: 'f.gif', extension: 'gif' }), 400);
      expect(gif.issues?.map((issue) => issue.path)).toEqual(['body.extension']);
      const huge = readError(await signedUrl({ ...jpegRequest, size: String(UPLOAD_MAX_BYTES + 1) }), 400);
      expect(huge.issues?.map((issue) => issue.path)).toEqual(['body.size']);
    });
  });

  describe('registering files on a form attribute', () => {
    const register = (payload: object, token = budi) =>
      call(app, 'POST', '/api/v2/claim/save-form-attribute/', { token, payload });
    const photos = { claim_id: 'clm_1101', form_slug: 'claim-documents', name: 'damage_photos' };

    it('merges list values without duplicates and removes a replaced value', async () => {
      const first = readResponse(
        'saveFormAttribute',
        await register({ ...photos, value: 'https://f.test/a.jpg' }),
      );
      expect(first.value).toEqual(['https://f.test/a.jpg']);
      const more = await register({ ...photos, value: ['https://f.test/b.jpg', 'https://f.test/a.jpg'] });
      expect(readResponse('saveFormAttribute', more).value).toEqual([
        'https://f.test/a.jpg',
        'https://f.test/b.jpg',
      ]);
      const replaced = await register({
        ...photos,
        value: 'https://f.test/c.jpg',
        replaced_value: 'https://f.test/a.jpg',
      });
      expect(readResponse('saveFormAttribute', replaced).value).toEqual([
        'https://f.test/b.jpg',
        'https://f.test/c.jpg',
      ]);
      const removed = await register({ ...photos, value: null, replaced_value: 'https://f.test/b.jpg' });
      expect(readResponse('saveFormAttribute', removed).value).toEqual(['https://f.test/c.jpg']);

      const details = readResponse(
        'claimDetails',
        await call(app, 'GET', '/api/v3/claims/details/?claim_id=clm_1101', { token: budi }),
      );
      const attribute = details.forms
        .find((form) => form.slug === 'claim-documents')
        ?.attributes.find((entry) => entry.name === 'damage_photos');
      expect(attribute).toMatchObject({ value: ['https://f.test/c.jpg'], is_list: true, type: 'file' });
    });

    it('replaces a single value', async () => {
      const imei = { claim_id: 'clm_1101', form_slug: 'claim-documents', name: 'imei_photo' };
      await register({ ...imei, value: 'https://f.test/imei-1.jpg' });
      const second = await register({
        ...imei,
        value: 'https://f.test/imei-2.jpg',
        replaced_value: 'https://f.test/imei-1.jpg',
      });
      expect(readResponse('saveFormAttribute', second).value).toBe('https://f.test/imei-2.jpg');
    });

    it('refuses an unknown attribute and a non-text value on a file list', async () => {
      expect(readError(await register({ ...photos, name: 'nope', value: 'x' }), 400).code).toBe(
        'invalid_attribute',
      );
      expect(readError(await register({ ...photos, value: 42 }), 400).code).toBe('invalid_attribute');
    });

    it('upload-file stores the file and registers it on the attribute', async () => {
      const { payload, contentType } = multipart(
        { claim_id: 'clm_1101', form_slug: 'claim-documents', attribute_name: 'damage_photos' },
        { name: 'retak.jpg', type: 'image/jpeg', data: JPEG },
      );
      const upload = (token = budi) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/claim/upload-file/',
          headers: { authorization: `Bearer ${token}`, 'content-type': contentType, host: 'mock.test' },
          payload,
        });
      const { file_url } = readResponse('claimUploadFile', await upload());
      expect(file_url).toMatch(/^http:\/\/mock\.test\/__storage\/claims\/usr_0001\/[a-f0-9]+\.jpg$/);
      expect(
        readFileSync(join(dataDir, 'storage', new URL(file_url).pathname.replace('/__storage/', ''))),
      ).toEqual(JPEG);
      const details = readResponse(
        'claimDetails',
        await call(app, 'GET', '/api/v3/claims/details/?claim_id=clm_1101', { token: budi }),
      );
      const documents = details.forms.find((form) => form.slug === 'claim-documents');
      expect(documents?.attributes.find((entry) => entry.name === 'damage_photos')?.value).toEqual([
        file_url,
      ]);
      expect(readError(await upload(siti), 404).code).toBe('not_found');
    });

    it('upload-file refuses a text attribute and an unsupported file', async () => {
      const send = (fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) => {
        const { payload, contentType } = multipart(fields, file);
        return app.inject({
          method: 'POST',
          url: '/api/v1/claim/upload-file/',
          headers: { authorization: `Bearer ${budi}`, 'content-type': contentType },
          payload,
        });
      };
      const text = await send(
        { claim_id: 'clm_1101', form_slug: 'claim-information', attribute_name: 'incident_description' },
        { name: 'a.jpg', type: 'image/jpeg', data: JPEG },
      );
      expect(readError(text, 400).code).toBe('not_a_file_attribute');
      const exe = await send(
        { claim_id: 'clm_1101', form_slug: 'claim-documents', attribute_name: 'damage_photos' },
        { name: 'a.exe', type: 'application/octet-stream', data: JPEG },
      );
      expect(readError(exe, 415).code).toBe('file_type_unsupported');
    });
  });
});
