import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Env } from '../env.ts';

/**
 * What the gateway's logs may hold (decision record 0021). Logs travel to places the broker's users never
 * agreed to (log shippers, support screens), so nothing in them can act as the user:
 * - request lines carry the path only: a query string (a tRPC GET's `input`, possibly a tokenised link or an
 *   SSO token sent to the wrong method) becomes `?…`, and the sealed upload id or file ref in `/upload/…` and
 *   `/files/…` becomes `…`;
 * - headers that carry credentials (cookie, authorization, set-cookie) and fields named like secrets (OTP
 *   codes, access and upload tokens, signed URLs) are censored wherever a log call puts them, up to four levels
 *   deep.
 */

/** Field names (any letter case) whose values are censored wherever a log call puts them. */
const SECRET_FIELDS = [
  'otp',
  'code_otp',
  'accessToken',
  'access_token',
  'token',
  'refreshToken',
  'refresh_token',
  'password',
  'uploadUrl',
  'upload_url',
  'signedUrl',
  'signed_url',
  'fileRef',
  'cookie',
  'set-cookie',
  'authorization',
];
const SECRET_KEYS = new Set(SECRET_FIELDS.map((field) => field.toLowerCase()));

export const CENSORED = '[redacted]';

/** How deep below a logged field its value is searched: four levels of fields in all (pino's paths went to three). */
const SEARCH_DEPTH = 3;

/**
 * The value with every secret field censored, searched `depth` levels down; the caller's object is never
 * changed (a censored level is copied). Only what a log line would show is searched: own enumerable fields
 * (what JSON.stringify writes); byte arrays and values that write themselves (toJSON) are left whole.
 *
 * pino's `redact` did this with wildcard paths (`*.otp`, `*.*.otp`, … 45 of them) and ran them over every
 * field of every line, the request line's too: ~55 µs a line, more than half of tRPC's whole floor per call
 * (decision record 0024). This walks each field once and looks its name up in a set.
 */
export function censorSecrets(value: unknown, depth = SEARCH_DEPTH): unknown {
  if (value === null || typeof value !== 'object' || depth < 0) return value;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return value;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const censored = censorSecrets(item, depth - 1);
      if (censored !== item) (copy ??= [...value])[index] = censored;
    }
    return copy ?? value;
  }
  return censorRecord(value as Record<string, unknown>, depth);
}

/** A record's fields censored as above, `depth` levels down; fields named in `skip` are left as they are. */
function censorRecord(
  record: Record<string, unknown>,
  depth: number,
  skip: ReadonlySet<string> = NO_FIELDS,
): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    if (skip.has(key)) continue;
    const item = record[key];
    const censored = SECRET_KEYS.has(key.toLowerCase()) ? CENSORED : censorSecrets(item, depth - 1);
    if (censored !== item) (copy ??= { ...record })[key] = censored;
  }
  return copy ?? record;
}
const NO_FIELDS: ReadonlySet<string> = new Set();

/** Path segments after these prefixes are sealed tokens that grant access on their own. */
const SEALED_SEGMENT = /^(\/+(?:upload|files)\/+)[^?#]+/i;

/** The request URL as a log line may show it: no query values, no sealed tokens. */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Decoded first so `/%75pload/…` is masked as well as `/upload/…`.
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the raw path
  }
  const masked = SEALED_SEGMENT.test(decoded) ? decoded.replace(SEALED_SEGMENT, '$1…') : path;
  return queryAt === -1 ? masked : `${masked}?…`;
}

/** Fields pino hands to a serialiser (below), which writes only fixed, non-secret fields. */
const SERIALISED = new Set(['req', 'res', 'err']);

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * What pino's own redaction still does, where it costs only the lines that have such a field: a secret field as
 * a child logger's binding, and an error's own fields and two levels inside them (an upstream error's body, a
 * request's headers). Paths that start with a wildcard would be applied to every field of every line.
 */
const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => {
  const plain = /^[A-Za-z_]\w*$/.test(field);
  const name = plain ? `.${field}` : `["${field}"]`;
  return [plain ? field : `["${field}"]`, `err${name}`, `err.*${name}`, `err.*.*${name}`];
});

/**
 * Fastify's logger settings for the gateway; `stream` lets a test read exactly what would be written.
 *
 * Every line is censored: the fields a log call passes (`formatters.log`, before pino serialises them), an
 * error's fields and a child logger's bindings (pino's redaction, above). `req` and `res` are written by their
 * serialisers as a few fixed fields, so they are not searched (a Fastify request object is never written as it
 * is).
 */
export function gatewayLoggerOptions(
  env: Pick<Env, 'LOG_LEVEL'>,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: env.LOG_LEVEL,
    formatters: {
      // The fields of the call itself count as the first level.
      log: (fields: Record<string, unknown>) => censorRecord(fields, SEARCH_DEPTH + 1, SERIALISED),
    },
    // Fixed fields, none of them a secret; the address is masked (loggableUrl).
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
    // An error keeps Fastify's serialiser (message and stack with their causes); its fields are pino's to redact.
    redact: { paths: REDACTED_PATHS, censor: CENSORED },
    // Each line is written to stdout as it is made (pino's synchronous destination). pino's default hands each
    // line to libuv's thread pool as its own write: a thread woken and a callback back on the main thread per
    // request, which cost the gateway more than building the line; batching lines instead scanned the buffer
    // on every line and lost the last ones of a killed process (decision records 0060, 0062).
    stream: stream ?? pino.destination({ dest: process.stdout.fd, sync: true }),
  };
}
