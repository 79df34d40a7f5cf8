import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorKey } from '@portal/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';

/**
 * What every request passes before a handler sees it (decision record 0021). Each rule is decided on the route
 * Fastify matched (after it decoded the path), never on how the URL was spelled, so `/%74rpc/auth.logout` is
 * guarded exactly as `/trpc/auth.logout` is.
 *
 * - Methods: a method no route of the path answers gets 405 with `Allow` (TRACE included).
 * - CSRF: every state-changing method, on every route, needs our page's header, no cross-site fetch metadata and
 *   a same-origin `Origin` (an `Origin: null` from a sandboxed frame or a redirect is refused). A route declared
 *   `htmlForm` (only the QA tenant page, which exists only in QA mode) takes a plain form post without the
 *   header, but then the `Origin` must be there and name our host.
 * - Bodies: only a route that declares a larger body limit (the upload PUT) takes a large or non-JSON body; for
 *   every other route a declared length over the limit or a non-JSON type is refused before a byte is read.
 * - Personal data is never cached: every answer that did not choose its own caching (the built app's files do)
 *   says `no-store`, and tRPC and stored files always do.
 */

/** Header every state-changing call from our page carries; a cross-site form or fetch cannot set it. */
export const CSRF_HEADER = 'x-portal-csrf';

/** The body of a plain HTML form post. */
const FORM_TYPE = 'application/x-www-form-urlencoded';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A plain HTML form of a page the gateway serves itself posts here (no script, so no CSRF header): the
     * same-origin `Origin` every browser sends with a form POST is the proof instead, and the body is a small
     * `application/x-www-form-urlencoded` one (declare its `bodyLimit`).
     */
    htmlForm?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** tRPC's one route takes every method; queries and subscriptions are GETs, mutations POSTs. */
const TRPC_METHODS = ['GET', 'POST'];
/** Methods the gateway knows at all; anything else (TRACE, CONNECT, WebDAV verbs) is refused everywhere. */
const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
/** Routes that answer with personal data whatever their handler set. */
const PRIVATE_ROUTE = /^\/(trpc|files|upload)\//;

/** The body of a refusal: the shape of a tRPC error, so the page's client reads it as any other failure. */
export function typedRefusal(code: TRPC_ERROR_CODE_KEY, httpStatus: number, errorKey: ErrorKey) {
  return {
    error: {
      message: errorKey,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: { code, httpStatus, errorKey, serverMessage: null, serverCode: null, fieldProblems: null },
    },
  };
}

/** Statuses Fastify and its plugins refuse with, as the page's typed errors. */
const FRAMEWORK_REFUSALS: Partial<Record<number, [TRPC_ERROR_CODE_KEY, ErrorKey]>> = {
  404: ['NOT_FOUND', 'invalid_input'],
  405: ['METHOD_NOT_SUPPORTED', 'invalid_input'],
  413: ['PAYLOAD_TOO_LARGE', 'invalid_input'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'invalid_input'],
  429: ['TOO_MANY_REQUESTS', 'rate_limited'],
};

function refuse(
  reply: FastifyReply,
  httpStatus: number,
  code: TRPC_ERROR_CODE_KEY,
  errorKey: ErrorKey,
): FastifyReply {
  // A refused body is not read: close the connection after the answer rather than drain what is still coming.
  if (reply.request.headers['content-length'] || reply.request.headers['transfer-encoding']) {
    reply.header('connection', 'close');
  }
  return reply
    .code(httpStatus)
    .header('cache-control', 'no-store')
    .send(typedRefusal(code, httpStatus, errorKey));
}

/** Routes as patterns, to tell which methods a path answers (Fastify exposes no lookup by concrete URL). */
function routeTable() {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return {
    add(url: string, method: string | string[]) {
      const source = url
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escape(segment).replace(/\*/g, '.*'),
        )
        .join('/');
      routes.push({ pattern: new RegExp(`^${source}/?$`), methods: [method].flat() });
    },
    allowed(path: string): string[] {
      const methods = new Set<string>();
      for (const route of routes) {
        if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
      }
      return KNOWN_METHODS.filter((method) => methods.has(method));
    },
  };
}

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  // `null` (sandboxed frames, privacy redirects) and anything unparsable cannot be our page.
  if (!URL.canParse(origin)) return false;
  return new URL(origin).host === host;
}

export interface RequestGuardOptions {
  /** The app's body limit; a route with a larger one streams its body itself. */
  bodyLimit: number;
  /** Folder of the built web app: when it is served, every other path answers GET with the page. */
  webDistDir: string | null;
}

/**
 * Adds the guards to the root of the app. Call it before any route is registered (it learns the routes as
 * they are added).
 */
export function registerRequestGuards(app: FastifyInstance, options: RequestGuardOptions): void {
  const routes = routeTable();
  const servesPages = options.webDistDir !== null && existsSync(join(options.webDistDir, 'index.html'));
  app.addHook('onRoute', (route) => {
    // tRPC registers its route for every method, but answers only GET and POST.
    const methods = route.url.startsWith('/trpc/') ? TRPC_METHODS : route.method;
    routes.add(route.url, methods);
  });

  // Callback hooks: an async one costs every request a promise and a turn of the microtask queue. A refusal
  // answers without calling `done`, which ends the request there.
  app.addHook('onRequest', (request, reply, done) => {
    const refusal = guardRequest(request, reply);
    if (refusal === undefined) done();
  });

  function guardRequest(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    const route = request.routeOptions;
    const routeUrl = route.url;
    const method = request.method;

    // 1. Methods: a route matched for this method is fine, except tRPC's catch-all beyond GET and POST.
    const isTrpc = routeUrl?.startsWith('/trpc/') ?? false;
    const unknownMethod = !KNOWN_METHODS.includes(method);
    if (routeUrl === undefined || unknownMethod || (isTrpc && !TRPC_METHODS.includes(method))) {
      const routed = isTrpc ? TRPC_METHODS : routes.allowed(decodedPath(request.url));
      const allow = routed.length > 0 ? routed : servesPages ? ['GET', 'HEAD'] : [];
      const refused = unknownMethod || (allow.length > 0 && !allow.includes(method));
      if (refused) {
        reply.header('allow', allow.join(', '));
        return refuse(reply, 405, 'METHOD_NOT_SUPPORTED', 'invalid_input');
      }
      if (routeUrl === undefined) return; // a path nothing answers: the not-found handler says so
    }
    if (SAFE_METHODS.has(method)) return;

    // 2. CSRF: every state-changing request, whatever its path.
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const htmlForm = route.config.htmlForm === true;
    if (
      (request.headers[CSRF_HEADER] !== '1' && !(htmlForm && origin !== undefined)) ||
      fetchSite === 'cross-site' ||
      (origin !== undefined && !sameOrigin(origin, request.headers.host))
    ) {
      request.log.warn({ origin, fetchSite, route: routeUrl }, 'cross-site mutation refused');
      return refuse(reply, 403, 'FORBIDDEN', 'unauthorized');
    }

    // 3. Bodies: refused on their headers, before anything is read.
    const routeLimit = route.bodyLimit ?? options.bodyLimit;
    if (routeLimit > options.bodyLimit) return; // the upload path streams and counts itself
    const declaredLength = Number(request.headers['content-length'] ?? 0);
    const hasBody = declaredLength > 0 || request.headers['transfer-encoding'] !== undefined;
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (hasBody && type !== (htmlForm ? FORM_TYPE : 'application/json')) {
      return refuse(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'invalid_input');
    }
    if (declaredLength > routeLimit) {
      return refuse(reply, 413, 'PAYLOAD_TOO_LARGE', 'invalid_input');
    }
    return undefined;
  }

  // What Fastify or a plugin refuses on its own once the guards let a request in (a chunked body that proves too
  // large as it is counted, malformed JSON, the request rate limit) answers in the same typed shape as the guards;
  // anything else is the gateway's own failure, logged and told as no more than that.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const [code, errorKey] = FRAMEWORK_REFUSALS[status] ?? ['BAD_REQUEST', 'invalid_input'];
      return refuse(reply, status, code, errorKey);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .header('cache-control', 'no-store')
      .send(typedRefusal('INTERNAL_SERVER_ERROR', 500, 'default_error'));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const routeUrl = request.routeOptions.url ?? '';
    // The static files set theirs on the raw response (immutable assets, revalidated pages).
    const chosen = reply.hasHeader('cache-control') || reply.raw.hasHeader('cache-control');
    if (PRIVATE_ROUTE.test(routeUrl) || !chosen) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
