import { request } from 'undici';
import { buildPath, type EndpointDefinition } from '@portal/contracts/endpoint';
import { toQueryString } from '../upstream/client.ts';

/** A catalogue call's input, as the gateway's upstream client takes it. */
export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** What the broker answered, unvalidated: the probe judges the body itself. */
export type RawAnswer =
  | { ok: true; status: number; body: unknown; ms: number; target: string }
  | { ok: false; error: string; ms: number; target: string };

export interface BrokerConnection {
  baseUrl: string;
  token: string | null;
  timeoutMs: number;
}

async function readBody(text: string): Promise<unknown> {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends one catalogue call as the gateway would (same path, query and headers), but hands back the raw answer
 * instead of refusing one that breaks the contract. Inputs go through the catalogue's request schemas first, so
 * the probe only ever sends what the portal could send. Multipart calls are not sent: none is a read.
 */
export async function sendCall(
  connection: BrokerConnection,
  endpoint: EndpointDefinition,
  input: CallInput,
): Promise<RawAnswer> {
  const params = endpoint.params
    ? (endpoint.params.parse(input.params) as Record<string, string>)
    : undefined;
  const query = endpoint.query ? endpoint.query.parse(input.query ?? {}) : undefined;
  const body = endpoint.body ? endpoint.body.parse(input.body) : undefined;
  const target = `${buildPath(endpoint.path, params)}${toQueryString(query)}`;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.auth && connection.token) headers.authorization = `Bearer ${connection.token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await request(`${connection.baseUrl.replace(/\/$/, '')}${target}`, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      headersTimeout: connection.timeoutMs,
      bodyTimeout: connection.timeoutMs,
    });
    const payload = await readBody(await response.body.text());
    return { ok: true, status: response.statusCode, body: payload, ms: performance.now() - started, target };
  } catch (error) {
    const reason = error instanceof Error ? error.message || error.name : String(error);
    const code = (error as { code?: unknown }).code;
    return {
      ok: false,
      error: typeof code === 'string' && !reason.includes(code) ? `${reason} (${code})` : reason,
      ms: performance.now() - started,
      target,
    };
  }
}
