import { createHash } from 'node:crypto';
import { allEndpoints } from '@portal/contracts/catalogue';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { answerFromRelay } from '../relay/relay-hooks.ts';
import { storageRoutes } from '../routes/claim-uploads.ts';
import { STORAGE_PREFIX } from '../store/file-storage.ts';
import {
  declaredLength,
  JOURNAL_BODY_CAP,
  type JournalRecord,
  type RecordedAnswer,
  type RecordedBody,
} from './journal.ts';
import { pathOf } from './path-pattern.ts';

/**
 * Records calls into the caller's tenant journal: the request and its body as received, the answer as sent.
 * The hot path keeps references; file parts and raw uploads are hashed here (their bytes are not kept), and
 * only a body longer than JOURNAL_BODY_CAP is copied, cut. Everything else is formatted when read.
 */

type CapturedAnswer = Omit<RecordedAnswer, 'headers'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer body as it was sent, captured for the journal. */
    qaAnswer: CapturedAnswer | null;
  }
}

/** Fixed cost of an entry (headers, numbers, object shapes), counted against the journal's byte capacity. */
const ENTRY_OVERHEAD_BYTES = 1024;

const ENDPOINT_BY_ROUTE = new Map(
  allEndpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.id]),
);

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The first JOURNAL_BODY_CAP bytes of a text, on whole characters, copied (not a view into the long text). */
function cut(text: string): string {
  const buffer = Buffer.allocUnsafe(JOURNAL_BODY_CAP);
  const written = buffer.write(text, 0, JOURNAL_BODY_CAP, 'utf8');
  return buffer.toString('utf8', 0, written);
}

function captureText(text: string): CapturedAnswer {
  // A UTF-8 character takes at most 3 bytes per UTF-16 unit: short texts need no measuring now.
  if (text.length * 3 <= JOURNAL_BODY_CAP) return { text, size: null, truncated: false, sha256: null };
  const size = Buffer.byteLength(text);
  if (size <= JOURNAL_BODY_CAP) return { text, size, truncated: false, sha256: null };
  return { text: cut(text), size, truncated: true, sha256: null };
}

function captureAnswer(payload: unknown): CapturedAnswer {
  if (payload === undefined || payload === null || payload === '') {
    return { text: null, size: 0, truncated: false, sha256: null };
  }
  if (typeof payload === 'string') return captureText(payload);
  if (Buffer.isBuffer(payload))
    return { text: null, size: payload.length, truncated: false, sha256: sha256(payload) };
  // A stream is sent as it is read; the journal does not read it.
  return { text: null, size: null, truncated: false, sha256: null };
}

/** Captures the body of every answer `app` sends, for the journal entry written when the answer is done. */
export function captureAnswers(app: FastifyInstance): void {
  app.decorateRequest('qaAnswer', null);
  app.addHook('onSend', (request, _reply, payload, done) => {
    request.qaAnswer = captureAnswer(payload);
    done(null, payload);
  });
}

function recordedBody(request: FastifyRequest): { body: RecordedBody; bytes: number } {
  const multipart = request.multipartBody;
  if (multipart) {
    const files = multipart.files.map((file) => ({
      name: file.fieldname,
      fileName: file.filename,
      contentType: file.mimetype,
      size: file.data.length,
      sha256: sha256(file.data),
    }));
    const fieldBytes = Object.values(multipart.fields).reduce((sum, value) => sum + value.length, 0);
    return {
      body: { kind: 'multipart', fields: multipart.fields, files },
      bytes: fieldBytes + 200 * files.length,
    };
  }
  const { body } = request;
  if (body === undefined || body === null) return { body: { kind: 'none' }, bytes: 0 };
  if (Buffer.isBuffer(body))
    return { body: { kind: 'bytes', size: body.length, sha256: sha256(body) }, bytes: 0 };
  const length = declaredLength(request.headers) ?? JSON.stringify(body).length;
  if (length <= JOURNAL_BODY_CAP) return { body: { kind: 'json', value: body }, bytes: length };
  const text = cut(typeof body === 'string' ? body : JSON.stringify(body));
  return { body: { kind: 'cut', text, size: length }, bytes: text.length };
}

interface CallParty {
  endpoint: string | null;
  userId: string | null;
  faultId: string | null;
  stubId: string | null;
}

/** Writes the call into its tenant's journal; `reply` is null when a fault dropped the connection. */
function recordCall(
  request: FastifyRequest,
  reply: FastifyReply | null,
  durationMs: number,
  party: CallParty,
): void {
  // A call refused before its tenant was known (a malformed tenant name) belongs to no journal.
  if (!request.tenant) return;
  const { body, bytes: bodyBytes } = recordedBody(request);
  const captured = reply ? request.qaAnswer : null;
  const answer: RecordedAnswer | null = reply
    ? {
        headers: reply.getHeaders(),
        ...(captured ?? { text: null, size: null, truncated: false, sha256: null }),
      }
    : null;
  const entry: Omit<JournalRecord, 'seq'> = {
    startedAt: Date.now() - durationMs,
    durationMs,
    method: request.method,
    url: request.url,
    path: pathOf(request.url),
    query: request.query,
    headers: request.headers,
    protocol: request.protocol,
    httpVersion: request.raw.httpVersion,
    body,
    ...party,
    status: reply ? reply.statusCode : null,
    answer,
    bytes: ENTRY_OVERHEAD_BYTES + request.url.length + bodyBytes + (answer?.text?.length ?? 0),
  };
  request.tenant.qa.journal.record(entry);
}

/** Journals a catalogue call; `reply` is null when a fault dropped the connection. */
export function recordCatalogueCall(
  request: FastifyRequest,
  reply: FastifyReply | null,
  durationMs: number,
): void {
  recordCall(request, reply, durationMs, {
    endpoint: ENDPOINT_BY_ROUTE.get(`${request.method} ${request.routeOptions.url}`) ?? null,
    userId: request.qaUserId,
    faultId: request.qaFaultId,
    stubId: request.qaStubId,
  });
}

/**
 * The bucket (`PUT`/`GET /__storage/<key>`) with its calls journaled: the bytes a signed URL received or served,
 * by size and SHA-256. A signed URL carries no bearer token, so the entry's user is the upload's owner.
 */
export const journaledStorage: FastifyPluginAsync = async (app) => {
  captureAnswers(app);
  // A proxying or replaying tenant's bucket is the broker's (or the recording's), like its catalogue calls.
  app.addHook('preHandler', answerFromRelay);
  app.addHook('onResponse', (request, reply, done) => {
    const key = request.url.startsWith(STORAGE_PREFIX)
      ? pathOf(request.url).slice(STORAGE_PREFIX.length)
      : '';
    const owner = request.tenant?.store.claimFlow.upload(decodeURIComponent(key))?.owner_id ?? null;
    recordCall(request, reply, reply.elapsedTime, {
      endpoint: null,
      userId: owner,
      faultId: null,
      stubId: null,
    });
    done();
  });
  await app.register(storageRoutes);
};
