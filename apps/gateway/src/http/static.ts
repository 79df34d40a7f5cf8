import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePreloads, type Manifest } from './route-preloads.ts';

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
 * Headers that govern a document (how it may be framed, what it sends as referrer, which process it shares) and
 * mean nothing on a script or stylesheet, which keeps `x-content-type-options` and `cross-origin-resource-policy`.
 * The security headers are set on every answer (./security-headers.ts); these are ~250 of ~1,090 header bytes
 * of each of the 40–50 files a first visit loads. The CSP (another ~300) stays: the transport tests hold it on
 * every answer (public-url.integration.test.ts).
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const SCRIPT_OR_STYLESHEET = /^\/assets\/[^?]+\.(js|css)(\?|$)/;

/** One page document as sent: the text, its brotli and gzip forms, and a validator for revalidation. */
interface PageDocument {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

function pageDocument(html: string): PageDocument {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
  };
}

/** The encoding to send of those the page has, by the request's Accept-Encoding (q=0 refuses one). */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const token of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = token.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const)
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  return null;
}

/**
 * index.html with a `<link rel="modulepreload">` for each script of the requested page's route that the page
 * does not name already (./route-preloads.ts): the browser fetches them beside the entry instead of after it
 * has run (decision record 0023). Built once per route, compressed like the build's own files. Null when the
 * build has no manifest (the page is sent as it is).
 */
function appPages(webDistDir: string): ((pathname: string) => PageDocument) | null {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const preloadsOf = routePreloads(JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest);
  const html = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const documents = new Map<string, PageDocument>();
  return (pathname) => {
    const scripts = preloadsOf(pathname);
    const key = scripts.join(' ');
    let document = documents.get(key);
    if (!document) {
      const links = scripts.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`);
      document = pageDocument(html.replace(/[ \t]*<\/head>/, (head) => `${links.join('')}${head}`));
      documents.set(key, document);
    }
    return document;
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, document: PageDocument) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', REVALIDATE)
    .header('vary', 'accept-encoding')
    .header('etag', document.etag);
  if (request.headers['if-none-match'] === document.etag) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? document[encoding] : document.identity);
}

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
  const appPage = appPages(webDistDir);
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
  app.addHook('onSend', async (request, reply, payload) => {
    if (SCRIPT_OR_STYLESHEET.test(request.url))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = decodedPath(request.url);
    const wantsPage =
      request.method === 'GET' &&
      !pathname.startsWith('/trpc') &&
      !pathname.startsWith('/assets/') &&
      isPublicPath(pathname);
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    if (LOGIN_PAGES.has(pathname) && hasLoginDocument) {
      return reply.header('cache-control', REVALIDATE).sendFile('login.html');
    }
    if (appPage) return sendPage(request, reply, appPage(pathname));
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
