import type { UploadedFile } from '../routes/handler.ts';

/** A catalogue or storage call as the proxy, the recorder and the replay see it. */
export interface RelayCall {
  method: string;
  /** The URL path, without the query. */
  path: string;
  /** Parsed query, without a signed URL's `tenant` parameter. */
  query: Record<string, unknown>;
  /** The raw query string (`?…` or empty), as sent. */
  search: string;
  /** `http://host:port` as the caller addressed the mock. */
  origin: string;
  /** The caller's tenant; null for the default tenant. */
  tenant: string | null;
  contentType: string | null;
  body: CallBody;
}

export type CallBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; raw: Buffer | null }
  | { kind: 'multipart'; fields: Record<string, string>; files: UploadedFile[] }
  | { kind: 'bytes'; bytes: Buffer };

/** What the broker answered, before any address in it was moved. */
export interface BrokerAnswer {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
}

/** Headers that belong to one connection, or that the body as relayed makes wrong. */
export const CONNECTION_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'content-encoding',
  'accept-encoding',
  'x-mock-tenant',
]);

/** Whether an answer of this type is text the relay reads (JSON or other text), rather than bytes. */
export function isTextType(contentType: string | undefined | null): boolean {
  const type = (contentType ?? '').toLowerCase();
  return type.includes('json') || type.startsWith('text/');
}
