import type { IncomingHttpHeaders } from 'node:http';
import { declaredLength, type JournalRecord, type RecordedAnswer } from './journal.ts';
import {
  maskContextOf,
  maskFields,
  maskHeaders,
  maskString,
  maskText,
  maskValue,
  type MaskContext,
  type ShownHeaders,
} from './journal-masking.ts';

/** A multipart part as the journal shows it: a text field with its value, or a file described by its bytes. */
export type JournalPart =
  | { name: string; value: string }
  | { name: string; fileName: string; contentType: string; size: number; sha256: string };

/** What the journal shows of a body, in the request and in the answer alike. */
export interface JournalBody {
  headers: ShownHeaders;
  contentType: string | null;
  /** Bytes of the body as sent (the original size when `truncated`); null when not known. */
  size: number | null;
  /** JSON parsed; other text as text; the first bytes, as text, when `truncated`; null for none or binary. */
  body: unknown;
  truncated: boolean;
  /** SHA-256 (hex) of a binary body: the bytes PUT to or served by the bucket. */
  sha256: string | null;
}

/**
 * One journal entry as `GET /__admin/journal` shows it: masked, parsed and shaped for reading. The top level
 * describes the request and its outcome (`status`); `response` holds the answer.
 */
export interface JournalEntry extends JournalBody {
  seq: number;
  tenant: string;
  startedAt: string;
  durationMs: number;
  method: string;
  path: string;
  /** Catalogue endpoint id; null for the storage bucket. */
  endpoint: string | null;
  /** Null when a fault dropped the connection. */
  status: number | null;
  userId: string | null;
  faultId: string | null;
  stubId: string | null;
  dropped: boolean;
  /** Absolute URL as sent, secrets masked. */
  url: string;
  httpVersion: string;
  query: Record<string, unknown>;
  /** Multipart bodies: text fields, then files. */
  parts: JournalPart[] | null;
  /** Null when a fault dropped the connection. */
  response: JournalBody | null;
}

function contentTypeOf(headers: IncomingHttpHeaders | RecordedAnswer['headers']): string | null {
  const value = headers['content-type'];
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : String(value);
}

function requestBody(record: JournalRecord, context: MaskContext): JournalBody & Pick<JournalEntry, 'parts'> {
  const shown = {
    headers: maskHeaders(record.headers),
    contentType: contentTypeOf(record.headers),
    size: declaredLength(record.headers),
    body: null as unknown,
    truncated: false,
    sha256: null as string | null,
    parts: null as JournalPart[] | null,
  };
  const { body } = record;
  switch (body.kind) {
    case 'none':
      return { ...shown, size: shown.size ?? 0 };
    case 'json':
      return {
        ...shown,
        size: shown.size ?? Buffer.byteLength(JSON.stringify(body.value) ?? ''),
        body: maskValue(body.value, context),
      };
    case 'cut':
      return { ...shown, size: body.size, body: maskText(body.text, context), truncated: true };
    case 'multipart': {
      const fields = maskFields(body.fields, context);
      const parts: JournalPart[] = [
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        ...body.files.map(({ name, fileName, contentType, size, sha256 }) => ({
          name,
          fileName,
          contentType,
          size,
          sha256,
        })),
      ];
      return { ...shown, parts };
    }
    case 'bytes':
      return { ...shown, size: body.size, sha256: body.sha256 };
  }
}

function answerBody(answer: RecordedAnswer, context: MaskContext): JournalBody {
  const contentType = contentTypeOf(answer.headers);
  const size = answer.size ?? (answer.text === null ? null : Buffer.byteLength(answer.text));
  return {
    headers: maskHeaders(answer.headers),
    contentType,
    size,
    body: answer.text === null ? null : answerText(answer.text, answer.truncated, contentType, context),
    truncated: answer.truncated,
    sha256: answer.sha256,
  };
}

function answerText(
  text: string,
  truncated: boolean,
  contentType: string | null,
  context: MaskContext,
): unknown {
  if (!truncated && contentType?.includes('json')) {
    try {
      return maskValue(JSON.parse(text), context);
    } catch {
      // Sent as JSON but not JSON (a stub's raw body): shown as text below.
    }
  }
  return maskText(text, context);
}

/** A journal record as QA reads it: secrets masked, bodies parsed, times as ISO and rounded milliseconds. */
export function journalEntry(record: JournalRecord, tenant: string): JournalEntry {
  const context = maskContextOf(record.path);
  const host = record.headers.host ?? 'localhost';
  return {
    seq: record.seq,
    tenant,
    startedAt: new Date(record.startedAt).toISOString(),
    durationMs: Math.round(record.durationMs * 1000) / 1000,
    method: record.method,
    path: record.path,
    endpoint: record.endpoint,
    status: record.status,
    userId: record.userId,
    faultId: record.faultId,
    stubId: record.stubId,
    dropped: record.status === null,
    url: `${record.protocol}://${host}${maskString(record.url)}`,
    httpVersion: `HTTP/${record.httpVersion}`,
    query: (maskValue(record.query ?? {}, context) ?? {}) as Record<string, unknown>,
    ...requestBody(record, context),
    response: record.answer ? answerBody(record.answer, context) : null,
  };
}
