import type { createTrpcHttp } from './trpc-http.ts';

/**
 * The page's side of a resumable upload, by hand (tus 1.0 over fetch), so gateway tests see each request: create,
 * send chunks, ask the offset, then `uploads.finish`.
 */

type Client = ReturnType<typeof createTrpcHttp>;

export const TUS_ENDPOINT = '/upload/tus';

const cookieOf = (client: Client | null) =>
  client ? [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';

const base64 = (text: string) => Buffer.from(text).toString('base64');

export function tusSession(baseUrl: string, client: Client | null, own: Record<string, string> = {}) {
  const headers = (extra: Record<string, string> = {}) => ({
    'tus-resumable': '1.0.0',
    'x-portal-csrf': '1',
    cookie: cookieOf(client),
    ...own,
    ...extra,
  });
  return {
    /** POST: answers the status, the upload's path (Location) and the body. */
    async create(length: number, fileName: string) {
      const response = await fetch(`${baseUrl}${TUS_ENDPOINT}`, {
        method: 'POST',
        headers: headers({
          'upload-length': String(length),
          'upload-metadata': `filename ${base64(fileName)}`,
        }),
      });
      return {
        status: response.status,
        location: response.headers.get('location'),
        body: await response.text(),
      };
    },
    async send(location: string, offset: number, chunk: Buffer) {
      const response = await fetch(`${baseUrl}${location}`, {
        method: 'PATCH',
        headers: headers({
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        }),
        body: chunk,
      });
      return {
        status: response.status,
        offset: Number(response.headers.get('upload-offset')),
        body: await response.text(),
      };
    },
    async offset(location: string) {
      const response = await fetch(`${baseUrl}${location}`, { method: 'HEAD', headers: headers() });
      return { status: response.status, offset: Number(response.headers.get('upload-offset')) };
    },
  };
}

/** Create and one PATCH: answers the upload's id for `uploads.finish`. */
export async function tusSend(
  baseUrl: string,
  client: Client,
  bytes: Buffer,
  fileName = 'photo.png',
  headers: Record<string, string> = {},
): Promise<string> {
  const tus = tusSession(baseUrl, client, headers);
  const created = await tus.create(bytes.length, fileName);
  if (created.status !== 201 || !created.location)
    throw new Error(`tus create: ${created.status} ${created.body}`);
  const sent = await tus.send(created.location, 0, bytes);
  if (sent.status !== 204) throw new Error(`tus patch: ${sent.status} ${sent.body}`);
  return created.location.split('/').pop() ?? '';
}

/** The whole way: create, one PATCH, finish. Answers finish's status and data or error. */
export async function tusUpload(baseUrl: string, client: Client, bytes: Buffer, fileName = 'photo.png') {
  return client.mutate('uploads.finish', { uploadId: await tusSend(baseUrl, client, bytes, fileName) });
}
