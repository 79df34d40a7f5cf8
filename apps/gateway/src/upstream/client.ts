import type { FastifyBaseLogger } from 'fastify';
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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
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
    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      options.log.warn({ endpoint: id, err: error }, 'upstream unreachable');
      throw new UpstreamError(id, 0, { code: 'upstream_unreachable' });
    }
    const payload = await readJson(response);
    options.log.debug(
      { endpoint: id, status: response.status, ms: Math.round(performance.now() - started) },
      'upstream call',
    );

    if (!endpoint.successStatus.includes(response.status)) {
      const parsedError = UpstreamErrorBody.safeParse(payload ?? {});
      throw new UpstreamError(id, response.status, parsedError.success ? parsedError.data : {});
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
