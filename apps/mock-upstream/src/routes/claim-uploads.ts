import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import type { FastifyPluginAsync } from 'fastify';
import { isStorageKey, STORAGE_PREFIX } from '../store/file-storage.ts';
import { contentTypeOfKey, seededFileBytes } from '../store/seed-files.ts';
import { ownClaim } from '../claims/claim-access.ts';
import { assertFileAttribute, registerAttributeValue } from '../claims/claim-lifecycle.ts';
import type { HandlerMap } from './handler.ts';
import { MockHttpError, notFound } from '../http/mock-error.ts';
import { acceptUpload, type UploadFormat } from './upload-rules.ts';

/**
 * Spec §4 upload flow: ask for a signed URL, PUT the bytes to it, then register the file on a claim form
 * attribute. The signed URL points at the mock itself (`/__storage/<key>`), which keeps the bytes on disk.
 */

const newKey = (ownerId: string, extension: string): string =>
  `claims/${ownerId}/${randomBytes(12).toString('hex')}.${extension}`.toLowerCase();

export const claimUploadHandlers = {
  generateSignedUrl: ({ body, auth, store, origin, tenant }) => {
    const key = newKey(auth.user.id, body.extension);
    const token = randomBytes(18).toString('base64url');
    store.claimFlow.saveUpload({
      key,
      token,
      owner_id: auth.user.id,
      content_type: body.content_type,
      extension: body.extension,
      stored: false,
    });
    const fileUrl = `${origin}${STORAGE_PREFIX}${key}`;
    const query = new URLSearchParams({ signature: token, ...(tenant && { tenant }) });
    return { body: { signed_url: `${fileUrl}?${query}`, gcp_url: fileUrl } };
  },

  claimUploadFile: ({ body, auth, store, files, origin, now }) => {
    const record = ownClaim(store, auth.user, body.claim_id);
    assertFileAttribute(store, record, body.form_slug, body.attribute_name);
    const { file, extension } = acceptUpload(files);
    const key = newKey(auth.user.id, extension);
    store.files.write(key, file.data);
    store.claimFlow.saveUpload({
      key,
      token: randomBytes(18).toString('base64url'),
      owner_id: auth.user.id,
      content_type: file.mimetype,
      extension,
      stored: true,
    });
    const fileUrl = `${origin}${STORAGE_PREFIX}${key}`;
    registerAttributeValue(
      store,
      record,
      { form_slug: body.form_slug, name: body.attribute_name, value: fileUrl },
      now,
    );
    return { body: { file_url: fileUrl } };
  },
} satisfies HandlerMap;

const tooLarge = (): MockHttpError =>
  new MockHttpError(413, { error: `max ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`, code: 'file_too_large' });

/** Reads a PUT body of any type as bytes, refusing it as soon as it passes the upload limit. */
function readBytes(payload: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > UPLOAD_MAX_BYTES) {
        payload.removeAllListeners('data');
        payload.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    payload.on('end', () => resolve(Buffer.concat(chunks)));
    payload.on('error', reject);
  });
}

const mediaType = (header: string | undefined): string =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * The mock's bucket. `PUT /__storage/<key>?signature=…` stores the bytes of a signed upload (same limits as
 * every upload: the five formats, not empty, at most 25 MB); `GET /__storage/<key>` serves stored bytes.
 */
export const storageRoutes: FastifyPluginAsync = async (app) => {
  // Only this plugin reads raw bodies: any content type, as bytes, with the spec's size limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    readBytes(payload).then(
      (bytes) => done(null, bytes),
      (error: Error) => done(error, undefined),
    );
  });

  app.put<{ Params: { '*': string }; Querystring: { signature?: string; tenant?: string } }>(
    `${STORAGE_PREFIX}*`,
    { bodyLimit: UPLOAD_MAX_BYTES * 2 },
    async (request, reply) => {
      const { store } = request.tenant;
      const key = request.params['*'];
      const upload = isStorageKey(key) ? store.claimFlow.upload(key) : undefined;
      if (!upload || request.query.signature !== upload.token) {
        throw new MockHttpError(403, { error: 'Signature tidak valid', code: 'signature_invalid' });
      }
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const contentType = mediaType(request.headers['content-type']) || upload.content_type;
      const { file } = acceptUpload([
        {
          fieldname: 'file',
          filename: `upload.${upload.extension as UploadFormat}`,
          mimetype: contentType,
          data: bytes,
        },
      ]);
      store.files.write(key, file.data);
      store.claimFlow.saveUpload({ ...upload, content_type: contentType, stored: true });
      return reply.code(200).send();
    },
  );

  app.get<{ Params: { '*': string } }>(`${STORAGE_PREFIX}*`, async (request, reply) => {
    const { store } = request.tenant;
    const key = request.params['*'];
    const bytes = store.files.read(key) ?? seededFileBytes(key);
    if (!bytes) throw notFound();
    const contentType =
      store.claimFlow.upload(key)?.content_type || contentTypeOfKey(key) || 'application/octet-stream';
    return reply.type(contentType).send(bytes);
  });
};
