import type { FastifyRequest } from 'fastify';
import { MockHttpError } from '../http/mock-error.ts';
import type { UploadedFile } from '../routes/handler.ts';
import { STORAGE_PREFIX } from '../store/file-storage.ts';
import { moveOrigin } from './origins.ts';
import { CONNECTION_HEADERS, type BrokerAnswer, type RelayCall } from './relay-call.ts';

/** How long the broker may take to answer one forwarded call. */
export const PROXY_TIMEOUT_MS = 30_000;

/** A multipart body written again from its parts, with the boundary of the call's own content type. */
function multipartBytes(contentType: string, fields: Record<string, string>, files: UploadedFile[]): Buffer {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const mark = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`${mark}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `${mark}\r\nContent-Disposition: form-data; name="${file.fieldname}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.mimetype}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`${mark}--\r\n`));
  return Buffer.concat(chunks);
}

/** The bytes to send on: as received, with addresses on the mock's origin moved back to the broker's. */
function bodyBytes(call: RelayCall, broker: string): Buffer | undefined {
  const { body } = call;
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'bytes':
      return body.bytes;
    case 'multipart': {
      const fields = Object.fromEntries(
        Object.entries(body.fields).map(([name, value]) => [name, moveOrigin(value, call.origin, broker)]),
      );
      return multipartBytes(call.contentType ?? '', fields, body.files);
    }
    case 'json': {
      const raw = body.raw ?? Buffer.from(JSON.stringify(body.value));
      const text = raw.toString('utf8');
      return text.includes(call.origin) ? Buffer.from(moveOrigin(text, call.origin, broker)) : raw;
    }
  }
}

/** The call's URL on the broker: the base URL, then the path and query as sent (a signed URL's `tenant` left out). */
function targetUrl(call: RelayCall, broker: string): string {
  if (!call.path.startsWith(STORAGE_PREFIX) || !call.search.includes('tenant=')) {
    return `${broker}${call.path}${call.search}`;
  }
  const search = new URLSearchParams(call.search);
  search.delete('tenant');
  const rest = search.toString();
  return `${broker}${call.path}${rest ? `?${rest}` : ''}`;
}

/**
 * Sends a call on to the broker as it came (method, path, query, body bytes, headers but the connection's, the
 * host and X-Mock-Tenant) and reads the whole answer. A broker that cannot be reached, or does not answer in
 * time, is a 502 `proxy_unreachable` naming it.
 */
export async function forwardCall(
  request: FastifyRequest,
  call: RelayCall,
  broker: string,
): Promise<BrokerAnswer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || CONNECTION_HEADERS.has(name)) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  let response: Response;
  try {
    response = await fetch(targetUrl(call, broker), {
      method: call.method,
      headers,
      body: bodyBytes(call, broker),
      redirect: 'manual',
      signal: AbortSignal.timeout(PROXY_TIMEOUT_MS),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new MockHttpError(502, {
      error: `The broker at ${broker} cannot be reached (${call.method} ${call.path}): ${cause}`,
      code: 'proxy_unreachable',
    });
  }
  const answerHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!CONNECTION_HEADERS.has(name)) answerHeaders[name] = value;
  });
  return {
    status: response.status,
    headers: answerHeaders,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
