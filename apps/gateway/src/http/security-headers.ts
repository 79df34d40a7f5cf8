import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { sessionCookieName } from '../session.ts';

/**
 * Whether the page is reached over HTTPS decides the strict transport rules (HSTS, upgrade-insecure-requests,
 * `Secure` and `__Host-` cookies), not NODE_ENV: a production gateway opened over http://<lan-ip>:3000 must work,
 * and the same gateway behind a TLS proxy must get the strict headers (decision record 0024).
 *
 * - `PUBLIC_URL` set: its scheme decides for every request.
 * - unset: each request decides by `request.protocol`, which is `https` only when the connection itself is TLS
 *   or a trusted proxy (Fastify `trustProxy`, from TRUSTED_PROXIES) says so in `X-Forwarded-Proto`. A spoofed
 *   header from an untrusted address is ignored by Fastify.
 */
export interface TransportPolicy {
  /** https, http, or null when each request decides. */
  publicScheme: 'https' | 'http' | null;
  /** The session cookie's name: `__Host-` only when the public address is https (a name cannot change per request). */
  sessionCookieName: string;
  /** The session cookie's `Secure` flag; 'auto' sets it on HTTPS requests (@fastify/cookie). */
  secureCookies: boolean | 'auto';
  isHttps(request: FastifyRequest): boolean;
}

export function transportPolicy(publicUrl: string | undefined): TransportPolicy {
  const publicScheme = publicUrl ? (new URL(publicUrl).protocol === 'https:' ? 'https' : 'http') : null;
  return {
    publicScheme,
    sessionCookieName: sessionCookieName(publicScheme === 'https'),
    secureCookies: publicScheme === null ? 'auto' : publicScheme === 'https',
    isHttps: (request) => (publicScheme === null ? request.protocol === 'https' : publicScheme === 'https'),
  };
}

/** One year, as browsers' preload lists expect; sub-domains are the operator's choice, so not included. */
export const HSTS_VALUE = 'max-age=31536000';

export interface SecurityHeadersOptions {
  transport: TransportPolicy;
  /** Origins the page may send to besides its own (the error-reporting service's ingest). */
  connectOrigins?: readonly string[];
  /** Origins the page may load scripts from besides its own (the tag manager). */
  scriptOrigins?: readonly string[];
}

/**
 * Helmet with a CSP for the portal; HSTS and upgrade-insecure-requests are added per request when the page is
 * served over HTTPS. Registered on the root instance, so every route gets them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { transport, connectOrigins = [], scriptOrigins = [] }: SecurityHeadersOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptOrigins],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: previews a picked photo before it is uploaded (an object URL the page itself made).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...connectOrigins, ...scriptOrigins],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Added below for HTTPS requests only: over plain HTTP it would send every asset to https:// and blank
        // the page.
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
  });

  // Runs after helmet's own onRequest hooks, which have set the raw headers by now.
  app.addHook('onRequest', async (request, reply) => {
    if (!transport.isHttps(request)) return;
    reply.raw.setHeader('strict-transport-security', HSTS_VALUE);
    const csp = reply.raw.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      reply.raw.setHeader('content-security-policy', `${csp};upgrade-insecure-requests`);
    }
  });
}
