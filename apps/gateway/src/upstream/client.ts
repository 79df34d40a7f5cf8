import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { Agent, FormData, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { catalogue, type Catalogue, type EndpointId } from '@portal/contracts/catalogue';
import {
  buildPath,
  isWholeText,
  UnsafeUrlValueError,
  UpstreamErrorBody,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@portal/contracts/endpoint';
import { MOCK_TENANT_HEADER } from '../mock-tenant/tenant.ts';
import { answerOfText, createContractDrift, type ContractDrift } from './contract-drift.ts';

/** A failed upstream call: the HTTP status (0 when unreachable) and the broker's error body. */
export class UpstreamError extends Error {
  constructor(
    readonly endpointId: string,
    readonly status: number,
    readonly body: UpstreamErrorBody,
  ) {
    super(`Upstream ${endpointId} failed with ${status}${body.code ? ` (${body.code})` : ''}`);
    this.name = 'UpstreamError';
  }

  /** The broker's own human text, if it sent one. */
  get serverMessage(): string | undefined {
    return this.body.error ?? this.body.message;
  }
}

type Input<E extends EndpointDefinition> = (E extends { params: z.ZodType }
  ? { params: EndpointParams<E> }
  : unknown) &
  (E extends { query: z.ZodType } ? { query: EndpointQuery<E> } : unknown) &
  (E extends { body: z.ZodType } ? { body: EndpointBody<E> } : unknown);

/** A file sent as a part of a multipart call (the policy upload's supporting document). */
export interface FilePart {
  field: string;
  fileName: string;
  contentType: string;
  data: Uint8Array<ArrayBuffer>;
}

/** Per-call extras: headers such as `Idempotency-Key`; file parts of a multipart body. */
export interface CallOptions {
  headers?: Record<string, string>;
  files?: readonly FilePart[];
}

export interface UpstreamClientOptions {
  baseUrl: string;
  token: string | null;
  timeoutMs: number;
  log: FastifyBaseLogger;
  requestId?: string;
  /**
   * The mock tenant the calls are made in, sent as `X-Mock-Tenant` on every call, signed upload and file read
   * (QA mode only, decision record 0032); null or absent: no header.
   */
  mockTenant?: string | null;
  /** Told of every finished broker call (metrics): catalogue id, method, status (0: unreachable), seconds. */
  onCallDone?: (endpointId: string, method: string, status: number, seconds: number) => void;
  /** How answers are read against their contracts (contract-drift.ts); one per app, so drifts are logged once. */
  contractDrift?: ContractDrift;
}

/** For clients made outside an app's requests (tests, tools): drifts logged once per process, not counted. */
const processContractDrift = createContractDrift();

/** Multipart text fields of a catalogue body, then the call's file parts (the catalogue describes no files). */
function toFormData(body: unknown, files: readonly FilePart[] = []): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    form.append(key, String(value));
  }
  for (const file of files) {
    form.append(file.field, new Blob([file.data], { type: file.contentType }), file.fileName);
  }
  return form;
}

/**
 * The query string of a catalogue query (`?a=1&b=2`, or nothing); absent values are left out, and a value that
 * would not arrive as itself (a lone surrogate) is refused.
 */
export function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (!isWholeText(text)) throw new UnsafeUrlValueError('query', key);
    search.set(key, text);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One keep-alive connection pool for all upstream calls. undici's `request` is used rather than `fetch`: the
 * gateway makes one upstream call per page request, and `fetch`'s WHATWG layers cost more than the call itself.
 */
const upstreamAgent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

/**
 * The broker's origin and path prefix, split once per base URL: calls go through the pool's own `request`
 * with origin and path, not undici's top-level `request(url)`, which parses every call's URL again and copies
 * its options (decision record 0024).
 */
const splitBases = new Map<string, { origin: string; prefix: string }>();
function splitBase(baseUrl: string): { origin: string; prefix: string } {
  let split = splitBases.get(baseUrl);
  if (!split) {
    const url = new URL(baseUrl);
    split = { origin: url.origin, prefix: url.pathname.replace(/\/$/, '') };
    splitBases.set(baseUrl, split);
  }
  return split;
}

export function createUpstreamClient(options: UpstreamClientOptions) {
  const contractDrift = options.contractDrift ?? processContractDrift;
  async function call<K extends EndpointId>(
    id: K,
    ...args: keyof Input<Catalogue[K]> extends never
      ? [input?: Input<Catalogue[K]>, callOptions?: CallOptions]
      : [input: Input<Catalogue[K]>, callOptions?: CallOptions]
  ): Promise<EndpointResponse<Catalogue[K]>> {
    const endpoint: EndpointDefinition = catalogue[id];
    const input = (args[0] ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
    const callOptions: CallOptions = args[1] ?? {};
    const params = endpoint.params
      ? (endpoint.params.parse(input.params) as Record<string, string>)
      : undefined;
    const query = endpoint.query ? endpoint.query.parse(input.query) : undefined;
    const body = endpoint.body ? endpoint.body.parse(input.body) : undefined;
    const { origin, prefix } = splitBase(options.baseUrl);
    const path = `${prefix}${buildPath(endpoint.path, params)}${toQueryString(query)}`;

    const headers: Record<string, string> = { ...callOptions.headers, accept: 'application/json' };
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (options.mockTenant) headers[MOCK_TENANT_HEADER] = options.mockTenant;
    if (endpoint.auth) {
      if (!options.token) throw new UpstreamError(id, 401, { code: 'unauthorized' });
      headers.authorization = `Bearer ${options.token}`;
    }
    const multipart = endpoint.bodyEncoding === 'multipart';
    // FormData sets its own content type with the boundary.
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
    const requestBody =
      body === undefined ? undefined : multipart ? toFormData(body, callOptions.files) : JSON.stringify(body);

    const started = performance.now();
    let status: number;
    let text: string;
    try {
      const response = await upstreamAgent.request({
        origin,
        path,
        method: endpoint.method,
        headers,
        body: requestBody,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      options.onCallDone?.(id, endpoint.method, 0, (performance.now() - started) / 1000);
      options.log.warn({ endpoint: id, err: error }, 'upstream unreachable');
      throw new UpstreamError(id, 0, { code: 'upstream_unreachable' });
    }
    const ms = performance.now() - started;
    options.onCallDone?.(id, endpoint.method, status, ms / 1000);
    options.log.debug({ endpoint: id, status, ms: Math.round(ms) }, 'upstream call');

    if (!endpoint.successStatus.includes(status)) {
      const parsedError = UpstreamErrorBody.safeParse(answerOfText(text) ?? {});
      throw new UpstreamError(id, status, parsedError.success ? parsedError.data : {});
    }
    // A read's last answer that kept its contract is remembered with its text, per path and caller
    // (contract-drift.ts, decision record 0062): the same text again is not parsed and checked again.
    const answer = contractDrift.readText(id, endpoint.response, text, options.log, {
      rememberAs: endpoint.method === 'GET' ? `${path} ${options.token ?? ''}` : undefined,
    });
    if (!answer.ok) throw new UpstreamError(id, 502, { code: 'upstream_contract_violation' });
    return answer.data as EndpointResponse<Catalogue[K]>;
  }

  /**
   * PUTs a stream of bytes to a signed storage URL the broker handed out (spec §4 upload flow). The body is
   * streamed as it arrives, never held whole; a failing source stream aborts the PUT.
   */
  async function putToSignedUrl(
    url: string,
    body: Readable,
    contentType: string,
  ): Promise<{ status: number }> {
    const headers: Record<string, string> = { 'content-type': contentType };
    // The mock's storage keeps each tenant's files apart; a real storage host ignores a header it does not know.
    if (options.mockTenant) headers[MOCK_TENANT_HEADER] = options.mockTenant;
    try {
      const response = await request(url, {
        dispatcher: upstreamAgent,
        method: 'PUT',
        headers,
        body,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
      await response.body.dump();
      return { status: response.statusCode };
    } catch (error) {
      options.log.warn({ err: error }, 'signed upload failed');
      throw new UpstreamError('signedUpload', 0, { code: 'upstream_unreachable' });
    }
  }

  /**
   * Opens a stored file of the broker for streaming. The bearer token goes along only to the broker's own
   * origin, never to another storage host.
   */
  async function openFile(url: string): Promise<Dispatcher.ResponseData> {
    const headers: Record<string, string> = {};
    if (options.token && new URL(url).origin === new URL(options.baseUrl).origin) {
      headers.authorization = `Bearer ${options.token}`;
    }
    if (options.mockTenant) headers[MOCK_TENANT_HEADER] = options.mockTenant;
    return request(url, {
      dispatcher: upstreamAgent,
      method: 'GET',
      headers,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  }

  return { call, putToSignedUrl, openFile };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;
