import type { FastifyBaseLogger } from 'fastify';
import { Agent, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { catalogue, type Catalogue, type EndpointId } from '@portal/contracts/catalogue';
import {
  buildPath,
  UpstreamErrorBody,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@portal/contracts/endpoint';

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

export interface UpstreamClientOptions {
  baseUrl: string;
  token: string | null;
  timeoutMs: number;
  log: FastifyBaseLogger;
  requestId?: string;
}

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One keep-alive connection pool for all upstream calls. undici's `request` is used rather than `fetch`: the
 * gateway makes one upstream call per page request, and `fetch`'s WHATWG layers cost more than the call itself.
 */
const upstreamAgent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });

async function readJson(body: Dispatcher.ResponseData['body']): Promise<unknown> {
  const text = await body.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { error: text.slice(0, 500) };
  }
}

export function createUpstreamClient(options: UpstreamClientOptions) {
  async function call<K extends EndpointId>(
    id: K,
    ...args: keyof Input<Catalogue[K]> extends never
      ? [input?: Input<Catalogue[K]>]
      : [input: Input<Catalogue[K]>]
  ): Promise<EndpointResponse<Catalogue[K]>> {
    const endpoint: EndpointDefinition = catalogue[id];
    const input = (args[0] ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
    const params = endpoint.params
      ? (endpoint.params.parse(input.params) as Record<string, string>)
      : undefined;
    const query = endpoint.query ? endpoint.query.parse(input.query) : undefined;
    const body = endpoint.body ? endpoint.body.parse(input.body) : undefined;
    const url = `${options.baseUrl.replace(/\/$/, '')}${buildPath(endpoint.path, params)}${toQueryString(query)}`;

    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (endpoint.auth) {
      if (!options.token) throw new UpstreamError(id, 401, { code: 'unauthorized' });
      headers.authorization = `Bearer ${options.token}`;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';

    const started = performance.now();
    let status: number;
    let payload: unknown;
    try {
      const response = await request(url, {
        dispatcher: upstreamAgent,
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
      status = response.statusCode;
      payload = await readJson(response.body);
    } catch (error) {
      options.log.warn({ endpoint: id, err: error }, 'upstream unreachable');
      throw new UpstreamError(id, 0, { code: 'upstream_unreachable' });
    }
    options.log.debug({ endpoint: id, status, ms: Math.round(performance.now() - started) }, 'upstream call');

    if (!endpoint.successStatus.includes(status)) {
      const parsedError = UpstreamErrorBody.safeParse(payload ?? {});
      throw new UpstreamError(id, status, parsedError.success ? parsedError.data : {});
    }
    const parsed = endpoint.response.safeParse(payload);
    if (!parsed.success) {
      options.log.error(
        { endpoint: id, issues: parsed.error.issues.slice(0, 5) },
        'upstream response broke the contract',
      );
      throw new UpstreamError(id, 502, { code: 'upstream_contract_violation' });
    }
    return parsed.data as EndpointResponse<Catalogue[K]>;
  }

  return { call };
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>;
