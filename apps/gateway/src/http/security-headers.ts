import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
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

export interface SecurityHeadersOptions {
  transport: TransportPolicy;
  /** Origins the page may send to besides its own (the error-reporting service's ingest). */
  connectOrigins?: readonly string[];
  /** Origins the page may load scripts from besides its own (the tag manager). */
  scriptOrigins?: readonly string[];
}

type HeaderSet = Record<string, string>;

/** What a bare Fastify answer carries anyway; everything else on the probe's answer is helmet's. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with these options, asked of helmet once on a throwaway instance. @fastify/helmet
 * builds helmet's middleware again on every request (parsing the CSP each time) for headers that never change;
 * the gateway sets the precomputed set instead (decision record 0024).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<HeaderSet> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject('/');
  await probe.close();
  const headers: HeaderSet = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!NOT_HELMETS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** One year, as browsers' preload lists expect; sub-domains are the operator's choice, so not included. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

/**
 * Helmet's headers with the portal's CSP on every answer; over HTTPS also HSTS and upgrade-insecure-requests
 * (over plain HTTP they would send every asset to https:// and blank the page). Registered on the root
 * instance, so every route gets them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { transport, connectOrigins = [], scriptOrigins = [] }: SecurityHeadersOptions,
): Promise<void> {
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptOrigins],
    // Radix positions popovers with inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: previews a picked photo before it is uploaded (an object URL the page itself made).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    connectSrc: ["'self'", ...connectOrigins, ...scriptOrigins],
    fontSrc: ["'self'", 'data:'],
    // The service worker (/sw.js) and the web app manifest come from the portal itself (decision record 0053).
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
  const plain = await helmetHeaders({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
  });
  const strict = await helmetHeaders({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: [] } },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(transport.isHttps(request) ? strict : plain);
    done();
  });
}
