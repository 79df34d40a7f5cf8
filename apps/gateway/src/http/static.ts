import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_QUERIES, resolveFirstQueries, type FirstQuery } from '@portal/contracts/first-queries';
import { LOGIN_DOCUMENT_PATHS, loginAddressFor } from '@portal/contracts/page-routes';
import { LOCALES, type Locale } from '@portal/i18n/locales';
import { acceptedEncoding } from './accepted-encoding.ts';
import { pageLocale } from './page-locale.ts';
import { pageTexts, type PageTexts } from './page-texts.ts';
import {
  pageScripts,
  readWebRoutes,
  scriptsOf,
  webRouteOf,
  type Manifest,
  type WebRoute,
  type WebRouteMatch,
} from './web-routes.ts';
import { MOCK_TENANT_HEADER } from '../mock-tenant/tenant.ts';
import { registerWebManifest } from './web-manifest.ts';

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
  // tRPC's adapter (the calls trpc/http-handler.ts does not answer itself) answers with a fetch Response, which
  // the plugin would stream, and so compress whatever its size: a JSON answer becomes the buffer it is, so the
  // threshold applies. Streams of events stay streams.
  // A callback hook: an async one costs every answer, not only tRPC's, a promise and a microtask turn.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (
      !(payload instanceof Response) ||
      !/^application\/json\b/.test(payload.headers.get('content-type') ?? '')
    ) {
      done(null, payload);
      return;
    }
    reply.code(payload.status);
    // A streamed batch (`trpc-accept: application/jsonl`) says `transfer-encoding: chunked`; as one buffer it
    // has a length instead, and an answer with both is not HTTP/1.1.
    for (const [name, value] of payload.headers) if (name !== 'transfer-encoding') reply.header(name, value);
    payload.arrayBuffer().then((bytes) => done(null, Buffer.from(bytes)), done);
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

/** Files of the build served as they are: hashed assets, icons, the favicon and the service worker. */
const BUILD_FILE = /^\/(?:assets\/|icons\/|favicon\.svg$|sw\.js$)/;

/**
 * Whether a request only reads a file of the build, which costs the gateway a file read and the broker nothing.
 * Such requests are outside the per-address request budget: a page is a few dozen of them, and the service worker
 * keeps the whole build on the device in one go after the first visit (decision record 0053), so counting them
 * would spend a visitor's budget on scripts and leave the next page half loaded.
 */
export function isBuildFileRequest(request: { method: string; url: string }): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && BUILD_FILE.test(decodedPath(request.url));
}

/** The path as the file system would see it ('/%2Evite' is '/.vite'); an undecodable one is no page. */
function decodedPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Asked of every request (the rate limit's allow list): nothing to decode without an escape.
  if (!path.includes('%')) return path;
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
const LOGIN_PAGES = new Set<string>(LOGIN_DOCUMENT_PATHS);

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

/** What the build says of its chunks: Vite's manifest, and each chunk's message packs per language. */
interface BuildIndex {
  manifest: Manifest;
  /** Chunk file → language → its pack (the build's message-packs.json, decision record 0041). */
  packs: Record<string, Partial<Record<Locale, string>>>;
}

function readBuildIndex(webDistDir: string): BuildIndex | null {
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const packsPath = join(webDistDir, '.vite', 'message-packs.json');
  return {
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest,
    packs: existsSync(packsPath) ? (JSON.parse(readFileSync(packsPath, 'utf8')) as BuildIndex['packs']) : {},
  };
}

/** A line of a document's head that has the browser fetch the module `file` beside the entry. */
const modulePreload = (file: string, attributes = '') =>
  `    <link rel="modulepreload" crossorigin href="/${file}"${attributes}>\n`;

/**
 * A document of the build (index.html or login.html, `entry` in Vite's manifest) with what it will load first
 * named in its head, so the browser fetches it beside the entry instead of once the entry has run:
 *
 * - for an app page, a `<link rel="modulepreload">` for each script of the page and its layouts that the document
 *   does not name already (./web-routes.ts, decision record 0023); a script whose texts come in packs beside it
 *   is marked `data-messages`, and the page starts its packs as it starts (decision record 0058);
 * - the message packs, in `locale`, of the entry's scripts and of the page's (decision record 0067): the page
 *   would otherwise ask them only once its entry has run, one more round trip before its first render. A pack
 *   of another language than the page then picks is fetched for nothing, and the page asks its own as before.
 *   Two or more are named as one file that holds them all (./page-texts.ts, decision record 0069), with the
 *   language and the packs it holds.
 *
 * Built once per document, page and language (a handful of file names from the build; never anything of the
 * request). Without Vite's manifest, the document as built.
 */
function documents(
  html: string,
  entry: string,
  build: BuildIndex | null,
  texts: PageTexts,
): (route: WebRoute | null, locale: Locale) => string {
  if (!build) return () => html;
  const { manifest, packs } = build;
  const entryScripts = [...scriptsOf(manifest, [entry])];
  const built = new Map<string, string>();
  return (route, locale) => {
    const key = `${route?.path ?? ''}\n${locale}`;
    let page = built.get(key);
    if (page === undefined) {
      const scripts = route ? pageScripts(manifest, route, entry) : [];
      const packFiles = [...entryScripts, ...scripts].flatMap((file) => packs[file]?.[locale] ?? []);
      const textLinks =
        packFiles.length > 1
          ? [
              modulePreload(
                texts.href(packFiles).slice(1),
                ` data-page-texts="${locale}" data-packs="${packFiles.join(' ')}"`,
              ),
            ]
          : packFiles.map((file) => modulePreload(file));
      const links = [
        ...scripts.map((file) => modulePreload(file, file in packs ? ' data-messages' : '')),
        ...textLinks,
      ];
      page = html.replace(/[ \t]*<\/head>/, (head) => `${links.join('')}${head}`);
      built.set(key, page);
    }
    return page;
  };
}

/**
 * The app's pages from the build's routes.json (apps/web/route-manifest.ts). A build without one (from before it
 * was written) serves every address as a page of its own, the app deciding in the browser where it goes.
 */
function webRoutes(app: FastifyInstance, webDistDir: string): WebRoute[] {
  const routesPath = join(webDistDir, '.vite', 'routes.json');
  if (!existsSync(routesPath)) {
    app.log.warn(
      { webDist: webDistDir },
      'web build without .vite/routes.json; pages are served without route data',
    );
    return [];
  }
  return readWebRoutes(readFileSync(routesPath, 'utf8'));
}

/** The element of the page that holds the answers, read by apps/web/src/first-queries.ts. */
const PAGE_BOOTSTRAP_ID = 'portal-bootstrap';
/**
 * The request's headers the answers depend on: who asks (cookie), for which brand (host, a proxy's), language,
 * and in the QA mode which mock tenant (ignored by the gateway otherwise).
 */
const BOOTSTRAP_HEADERS = [
  'cookie',
  MOCK_TENANT_HEADER,
  'host',
  'user-agent',
  'accept-language',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
];

/** One of the queries every page asks (not a page's own data). */
const isPageQuery = (path: string) => (PAGE_QUERIES as readonly string[]).includes(path);

/**
 * The queries answered with the page at this address: what every page asks first (the brand, the session, the
 * telemetry settings) and, asked with a cookie, the page's own first data as its route declares it in routes.json
 * (a page of the policy list, a claim and its chat thread), read from the route's parameters and the address's
 * search as its loader reads them. Without a cookie there is no session, and those would only be refused.
 */
function bootstrapQueries(request: FastifyRequest, page: WebRouteMatch | null): FirstQuery[] {
  const pageQueries: FirstQuery[] = PAGE_QUERIES.map((path) => ({ path }));
  if (!request.headers.cookie || !page) return pageQueries;
  const search = new URLSearchParams(request.url.split('?', 2)[1] ?? '');
  return [...pageQueries, ...resolveFirstQueries(page.route.firstQueries, page.params, search)];
}

/**
 * The answers as JSON that never runs (`type="application/json"`, so the CSP does not apply): a list of
 * `{ path, input, data }`; a call that failed is left out, and the page asks it itself as before. `<` is escaped,
 * so nothing in the data can close the element. The same batch the page would have sent (one request through the
 * same hooks: session, rate limit, logging): the session check's cookie (a renewed or ended session) goes out
 * with the page. The page's own data is asked beside the session check, not after it (one wait for the broker,
 * not two), and written only when that check found a session: without one the page goes to login as before.
 */
async function pageBootstrap(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  page: WebRouteMatch | null,
): Promise<{ script: string; signedIn: boolean }> {
  const headers: Record<string, string | string[]> = {};
  for (const name of BOOTSTRAP_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  const queries = bootstrapQueries(request, page);
  const paths = queries.map((query) => query.path).join(',');
  const inputs = JSON.stringify(Object.fromEntries(queries.map((query, index) => [index, query.input])));
  const answer = await app.inject({
    method: 'GET',
    url: `/trpc/${paths}?batch=1&input=${encodeURIComponent(inputs)}`,
    headers,
    remoteAddress: request.socket.remoteAddress,
  });
  const cookies = answer.headers['set-cookie'];
  if (cookies !== undefined) reply.header('set-cookie', cookies);
  let results: unknown;
  try {
    results = JSON.parse(answer.body);
  } catch {
    results = null;
  }
  const answered: (FirstQuery & { data: unknown })[] = [];
  if (Array.isArray(results)) {
    queries.forEach((query, index) => {
      const entry: unknown = results[index];
      if (entry && typeof entry === 'object' && 'result' in entry) {
        answered.push({ ...query, data: (entry.result as { data?: unknown }).data ?? null });
      }
    });
  }
  const signedIn = answered.some((answer) => answer.path === 'auth.session' && answer.data !== null);
  const written = signedIn ? answered : answered.filter((answer) => isPageQuery(answer.path));
  const json = JSON.stringify(written)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return {
    script: `    <script type="application/json" id="${PAGE_BOOTSTRAP_ID}">${json}</script>\n`,
    signedIn,
  };
}

/**
 * A page that needs a session, asked without one: straight to the login document, with the address to come back
 * to (spec §2), rather than the app sent only to send the browser there (one document load, not two). Never
 * stored: whether it is sent depends on the cookie.
 */
function sendToLogin(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(302)
    .header('cache-control', 'no-store')
    .header('vary', 'cookie')
    .header('location', loginAddressFor(request.url))
    .send();
}

/**
 * A document, built for each request and checked with the server each time. An app page asked with a cookie can
 * hold the visitor's own data (the bootstrap answers of their session), so no shared cache may keep it
 * (`private`); the login document and a page asked without a cookie hold only what any visitor gets. Both name
 * the texts of the language the cookie or the request's languages give (./page-locale.ts). Compressed at a quick
 * level (a page is 3–6 kB: well under a millisecond).
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, visitorData: boolean) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', visitorData && request.headers.cookie ? `private, ${REVALIDATE}` : REVALIDATE)
    .header('vary', 'accept-encoding, cookie, accept-language');
  const identity = Buffer.from(html);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(identity);
  reply.header('content-encoding', encoding);
  return reply.send(
    encoding === 'br'
      ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(identity, { level: 6 }),
  );
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
  const build = readBuildIndex(webDistDir);
  const texts = pageTexts(webDistDir);
  const appPage = documents(readFileSync(join(webDistDir, 'index.html'), 'utf8'), 'index.html', build, texts);
  const loginPage = existsSync(join(webDistDir, 'login.html'))
    ? documents(readFileSync(join(webDistDir, 'login.html'), 'utf8'), 'login.html', build, texts)
    : null;
  const routes = webRoutes(app, webDistDir);
  // Every document is built now, so each texts file a page of this build names is answered by any gateway
  // serving it (one restarted, another behind the same balancer), not only by the one that served the page.
  for (const locale of LOCALES) {
    loginPage?.(null, locale);
    appPage(null, locale);
    for (const route of routes) appPage(route, locale);
  }
  texts.register(app, { cacheControl: IMMUTABLE });
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
  registerWebManifest(app, webDistDir);
  app.addHook('onSend', async (request, reply, payload) => {
    if (SCRIPT_OR_STYLESHEET.test(request.url))
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodedPath(request.url);
    // HEAD answers as GET does, without the body (uptime checks and link checkers ask pages that way).
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/trpc') &&
      !pathname.startsWith('/assets/') &&
      isPublicPath(pathname);
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    if (LOGIN_PAGES.has(pathname) && loginPage) {
      return sendPage(request, reply, loginPage(null, pageLocale(request)), false);
    }
    const match = webRouteOf(routes, request.url.split('?', 1)[0] ?? '/');
    const signedInPage = match?.route.signedIn === true;
    if (signedInPage && !request.headers.cookie) return sendToLogin(request, reply);
    const page = appPage(match?.route ?? null, pageLocale(request));
    const bootstrap = await pageBootstrap(app, request, reply, match);
    // A cookie whose session has ended: the bootstrap's answer already clears it on the way.
    if (signedInPage && !bootstrap.signedIn) return sendToLogin(request, reply);
    return sendPage(
      request,
      reply,
      page.replace(/[ \t]*<\/head>/, (head) => `${bootstrap.script}${head}`),
      true,
    );
  });
}
