import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../env.ts';

/**
 * What the gateway's logs may hold (decision record 0021). Logs travel to places the broker's users never
 * agreed to (log shippers, support screens), so nothing in them can act as the user:
 * - request lines carry the path only: a query string (a tRPC GET's `input`, possibly a tokenised link or an
 *   SSO token sent to the wrong method) becomes `?…`, and the sealed upload id or file ref in `/upload/…` and
 *   `/files/…` becomes `…`;
 * - headers that carry credentials (cookie, authorization, set-cookie) and fields named like secrets (OTP
 *   codes, access and upload tokens, signed URLs) are censored wherever a log call puts them, one or two levels
 *   deep.
 */

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
  'authorization',
];

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
];

/** Path segments after these prefixes are sealed tokens that grant access on their own. */
const SEALED_SEGMENT = /^(\/+(?:upload|files)\/+)[^/?#]+/i;

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

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's logger settings for the gateway; `stream` lets a test read exactly what would be written. */
export function gatewayLoggerOptions(
  env: Pick<Env, 'LOG_LEVEL'>,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: loggableUrl(request.url),
          host: request.hostname,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
