import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * tRPC answers (and the gateway's other JSON) compressed on the fly above a size where it pays off; the web
 * build is compressed once at build time instead (decision record 0023). Only JSON: the chat's server-sent
 * events must reach the page as they are written, and file bodies are mostly compressed images and PDFs.
 * Registered before the routes it applies to (the plugin adds itself to routes as they are declared).
 */
export async function registerJsonCompression(
  app: FastifyInstance,
  options: { thresholdBytes: number },
): Promise<void> {
  // tRPC answers with a fetch Response, which the plugin would stream, and so compress whatever its size:
  // a JSON answer becomes the buffer it is, so the threshold applies. Streams of events stay streams.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!(payload instanceof Response)) return payload;
    if (!/^application\/json\b/.test(payload.headers.get('content-type') ?? '')) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  });
  await app.register(compress, {
    threshold: options.thresholdBytes,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/json\b/,
    // Our page never compresses what it sends; inflating request bodies would only open a zip-bomb door.
    globalDecompression: false,
  });
}

/** Hashed file names under /assets/ never change their content: cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the files beside it are checked with the server each time (a new build shows at once). */
const REVALIDATE = 'no-cache';

/**
 * Source maps stay on the server (they carry the original source); the build's manifest describes chunks
 * for the size budget only. Both answer 404 like any missing file.
 */
function isPublicPath(pathname: string): boolean {
  return !pathname.endsWith('.map') && !pathname.includes('/.');
}

/** The path as the file system would see it ('/%2Evite' is '/.vite'); an undecodable one is no page. */
function decodedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return '/.';
  }
}

/**
 * The login pages are their own light document (login.html, decision record 0027): a first visit there loads
 * React and the login forms, not the whole app. Only these exact addresses; '/verify/x' is the app's 404.
 */
const LOGIN_PAGES = new Set(['/generate-otp', '/verify']);

/**
 * The built web app: files from the build folder, their brotli or gzip twin when the browser takes one
 * (written by the build, see apps/web/vite.config.ts), login.html for the login pages, and index.html for every
 * other page address so the client router can render it (its own not-found page included). Missing assets are a real 404, not the page.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  if (!webDistDir) return;
  if (!existsSync(join(webDistDir, 'index.html'))) {
    app.log.warn({ webDist: webDistDir }, 'web build not found; serving the API only (run `npm run build`)');
    return;
  }
  // A build from before the login document (decision record 0027) serves the app there, as it did.
  const hasLoginDocument = existsSync(join(webDistDir, 'login.html'));
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathname) => isPublicPath(pathname),
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = decodedPath(request.url);
    const wantsPage =
      request.method === 'GET' &&
      !pathname.startsWith('/trpc') &&
      !pathname.startsWith('/assets/') &&
      isPublicPath(pathname);
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    const page = LOGIN_PAGES.has(pathname) && hasLoginDocument ? 'login.html' : 'index.html';
    return reply.header('cache-control', REVALIDATE).sendFile(page);
  });
}
