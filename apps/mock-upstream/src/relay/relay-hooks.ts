import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../admin/path-pattern.ts';
import { readMultipart } from '../routes/catalogue-routes.ts';
import { MockHttpError } from '../http/mock-error.ts';
import { DEFAULT_TENANT } from '../tenants/tenants.ts';
import { forwardCall } from './forward.ts';
import { localize, withoutTenant } from './origins.ts';
import { isTextType, type CallBody, type RelayCall } from './relay-call.ts';
import type { RecordedExchange } from './recording-schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body bytes as received, kept when the call is forwarded to the broker. */
    relayRawBody: Buffer | null;
  }
}

export const PROXY_HEADER = 'x-mock-proxy';
/** Fastify's default body limit, for a route without its own. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;
export const REPLAY_HEADER = 'x-mock-replay';

/** The whole body, refused (413, like Fastify's own limit) once it passes the route's body limit. */
async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > limit) {
      throw new MockHttpError(413, {
        error: `Request body is larger than ${limit} bytes`,
        code: 'payload_too_large',
      });
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

async function bodyOf(request: FastifyRequest): Promise<CallBody> {
  const { body } = request;
  if (Buffer.isBuffer(body)) return { kind: 'bytes', bytes: body };
  if (request.isMultipart()) {
    const { fields, files } = await readMultipart(request);
    return { kind: 'multipart', fields, files };
  }
  if (body === undefined || body === null) return { kind: 'none' };
  return { kind: 'json', value: body, raw: request.relayRawBody };
}

async function relayCall(request: FastifyRequest, path: string): Promise<RelayCall> {
  const contentType = request.headers['content-type'];
  return {
    method: request.method,
    path,
    query: withoutTenant((request.query ?? {}) as Record<string, unknown>, path),
    search: request.url.slice(path.length),
    origin: `${request.protocol}://${request.host}`,
    tenant: request.tenant.name === DEFAULT_TENANT ? null : request.tenant.name,
    contentType: contentType ?? null,
    body: await bodyOf(request),
  };
}

function send(
  reply: FastifyReply,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
): FastifyReply {
  void reply.code(status).headers(headers);
  return body === undefined || body.length === 0 || status === 204 || status === 304
    ? reply.send()
    : reply.send(body);
}

/** Addresses on `from` in an answer's text and `location` header moved to the caller's origin. */
function localized(call: RelayCall, from: string, headers: Record<string, string>, text: string | undefined) {
  const moved = { ...headers };
  if (moved.location) moved.location = localize(moved.location, from, call.origin, call.tenant);
  return {
    headers: moved,
    text: text === undefined ? undefined : localize(text, from, call.origin, call.tenant),
  };
}

function replayedAnswer(reply: FastifyReply, call: RelayCall, origin: string, exchange: RecordedExchange) {
  const { status, headers, body } = exchange.response;
  const text =
    body.kind === 'json' ? JSON.stringify(body.value) : body.kind === 'text' ? body.text : undefined;
  const moved = localized(call, origin, { ...headers, [REPLAY_HEADER]: String(exchange.seq) }, text);
  return send(
    reply,
    status,
    moved.headers,
    body.kind === 'bytes' ? Buffer.from(body.base64, 'base64') : moved.text,
  );
}

/**
 * A `preHandler` of the catalogue and storage routes, after the fault check and the stubs: a replaying tenant
 * answers from its recording (502 `replay_unmatched` when nothing matches; never the handler), a proxying one
 * forwards the calls its paths cover to the broker and records them when asked to.
 */
export async function answerFromRelay(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const { relay } = request.tenant.qa;
  if (relay.mode === 'off') return undefined;
  const path = pathOf(request.url);
  const { replay } = relay;
  if (replay) {
    const call = await relayCall(request, path);
    const result = replay.answer(call);
    if (!result.matched) throw new MockHttpError(502, { error: result.message, code: 'replay_unmatched' });
    return replayedAnswer(reply, call, replay.recording.origin, result.exchange);
  }
  const broker = relay.brokerFor(path);
  if (broker === undefined) return undefined;
  const call = await relayCall(request, path);
  let answer;
  try {
    answer = await forwardCall(request, call, broker);
  } finally {
    relay.counted(answer !== undefined);
  }
  relay.recorder?.add(call, answer);
  const text = isTextType(answer.headers['content-type']) ? answer.bytes.toString('utf8') : undefined;
  const moved = localized(call, broker, { ...answer.headers, [PROXY_HEADER]: broker }, text);
  return send(reply, answer.status, moved.headers, moved.text ?? answer.bytes);
}

/**
 * Keeps the body bytes of a call that goes to the broker, so they are sent on as received (a multipart body is
 * read by its parts instead, and written again from them).
 */
export function keepRelayedBodies(app: FastifyInstance): void {
  app.decorateRequest('relayRawBody', null);
  app.addHook('preParsing', async (request, _reply, payload) => {
    const hasBody =
      request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    // `isMultipart()` is only known after parsing: the content type says it here.
    const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
    if (!hasBody || multipart || request.tenant.qa.relay.brokerFor(pathOf(request.url)) === undefined) {
      return payload;
    }
    const raw = await readAll(payload, request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT);
    request.relayRawBody = raw;
    return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
  });
}
