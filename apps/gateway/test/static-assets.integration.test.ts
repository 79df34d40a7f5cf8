import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { CLAIM_FIRST_QUERIES, POLICY_LIST_FIRST_QUERIES } from './first-query-declarations.ts';
import { DEMO, login } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

/**
 * The built web app as the browser gets it (decision record 0023): the build's brotli or gzip twin
 * of each file when the browser accepts one, page addresses answered with index.html, source maps and the
 * build manifest never served, and tRPC JSON compressed on the fly only above COMPRESS_THRESHOLD_BYTES.
 */

const SCRIPT = `export const greeting = ${JSON.stringify('halo '.repeat(400))};\n//# debugId=1\n`;
const PAGE = `<!doctype html><html lang="id"><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>`;
const LOGIN_PAGE = `<!doctype html><html lang="id"><head><script type="module" src="/assets/login-3c4d.js"></script></head><body><div id="root"></div></body></html>`;

let dist: string;
let mock: FastifyInstance;
let upstreamUrl: string;
const apps: FastifyInstance[] = [];

/** A page of the build's routes.json (apps/web/route-manifest.ts): under the signed-in layout or not. */
const signedIn = (path: string, file: string) => ({
  path,
  signedIn: true,
  file: `src/routes/_authed/${file}.tsx`,
  layouts: ['src/routes/_authed.tsx'],
});
const open = (path: string, file: string) => ({
  path,
  signedIn: false,
  file: `src/routes/${file}.tsx`,
  layouts: [],
});
const ROUTES = [
  { ...signedIn('/', 'index'), firstQueries: POLICY_LIST_FIRST_QUERIES },
  { ...signedIn('/claimdetail/$id', 'claimdetail.$id'), firstQueries: CLAIM_FIRST_QUERIES },
  signedIn('/claimdetail/$id/complete', 'claimdetail.$id_.complete'),
  signedIn('/policydetail/$id/claim/$benefitId/summary', 'policydetail.$id_.claim_.$benefitId_.summary'),
  signedIn('/profile', 'profile'),
  signedIn('/documents', 'documents'),
  signedIn('/$partner/claim', '$partner.claim'),
  open('/$product', '$product'),
  open('/about', 'about'),
  open('/faq', 'faq'),
  open('/agency/login', 'agency/login'),
  open('/feedback/$id/$rating', 'feedback.$id.$rating'),
  open('/mobile/$page', 'mobile.$page'),
  open('/generate-otp', 'generate-otp'),
  open('/verify', 'verify'),
];

/** A build folder like Vite's: hashed assets with their .br/.gz twins, a source map, the manifests. */
function writeDist(folder: string) {
  mkdirSync(join(folder, 'assets'), { recursive: true });
  mkdirSync(join(folder, '.vite'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': PAGE,
    'login.html': LOGIN_PAGE,
    'assets/app-1a2b.js': SCRIPT,
    'assets/app-1a2b.js.map': JSON.stringify({ version: 3, sources: ['../../src/secret-source.ts'] }),
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/app-1a2b.js' },
      'src/routes/_authed/claimdetail.$id.tsx?tsr-split=component': {
        file: 'assets/claim-5e6f.js',
        imports: ['index.html', '_layout-7a8b.js'],
      },
      'src/routes/_authed/claimdetail.$id.tsx?tsr-split=errorComponent': {
        file: 'assets/claim-error-9c0d.js',
      },
      'src/routes/_authed.tsx?tsr-split=component': { file: 'assets/authed-1e2f.js' },
      '_layout-7a8b.js': { file: 'assets/layout-7a8b.js' },
    }),
    '.vite/routes.json': JSON.stringify(ROUTES),
    // The claim page's chunk has texts (apps/web/message-packs.ts writes this file); the layout's has none.
    '.vite/message-packs.json': JSON.stringify({
      'assets/claim-5e6f.js': { id: 'assets/claim-5e6f.id-h1.js', th: 'assets/claim-5e6f.th-h2.js' },
    }),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  for (const name of ['index.html', 'login.html', 'assets/app-1a2b.js']) {
    writeFileSync(join(folder, `${name}.br`), brotliCompressSync(files[name]!));
    writeFileSync(join(folder, `${name}.gz`), gzipSync(files[name]!));
  }
}

async function gateway(env: Record<string, string> = {}, webDistDir: string | null = dist) {
  const app = await buildGatewayApp({
    env: readEnv({ LOG_LEVEL: 'silent', ...env }),
    upstreamUrl,
    webDistDir,
    logger: false,
  });
  apps.push(app);
  return app;
}

/** The answers the gateway writes into an app page (http/static.ts), and the page without them. */
const BOOTSTRAP = /[ \t]*<script type="application\/json" id="portal-bootstrap">(.*?)<\/script>\n/;
type Answer = { path: string; input?: unknown; data: unknown };
function answersOf(page: string): Answer[] {
  const json = BOOTSTRAP.exec(page)?.[1];
  expect(json, 'the page holds the bootstrap answers').toBeDefined();
  return JSON.parse(json!) as Answer[];
}
/** The answers by procedure (each is asked once per page). */
function bootstrapOf(page: string): Record<string, unknown> {
  return Object.fromEntries(answersOf(page).map((answer) => [answer.path, answer.data]));
}

/**
 * A page address answered with a document of the build: brotli, checked with the server each time. An app page
 * carries the bootstrap answers (asked without a cookie here: only what any visitor gets); the login document is
 * the file as built.
 */
async function expectDocument(
  app: FastifyInstance,
  url: string,
  document: string,
  kind: 'app' | 'login' = 'app',
  cookie?: string,
) {
  const response = await app.inject({
    url,
    headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toMatch(/^text\/html/);
  expect(response.headers['content-encoding'], url).toBe('br');
  const page = brotliDecompressSync(response.rawPayload).toString();
  if (kind === 'login') {
    expect(response.headers['cache-control'], url).toBe('no-cache');
    expect(page, url).toBe(document);
    return;
  }
  expect(response.headers['cache-control'], url).toBe(cookie ? 'private, no-cache' : 'no-cache');
  expect(response.headers.vary, url).toMatch(/cookie/i);
  expect(Object.keys(bootstrapOf(page)).slice(0, 3), url).toEqual([
    'config.get',
    'auth.session',
    'config.telemetry',
  ]);
  expect(page.replace(BOOTSTRAP, ''), url).toBe(document);
}

/** The cookie of the demo user signed in through this gateway (listening on a free port for it if need be). */
async function signedInCookie(app: FastifyInstance): Promise<string> {
  const address = app.server.listening
    ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    : await app.listen({ port: 0, host: '127.0.0.1' });
  const { client } = await login(address);
  return [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** A broker failure on one path of the mock, or none (null). */
async function fault(rule: { method: string; path: string; status: number; body: object } | null) {
  const response = await fetch(`${upstreamUrl}/__admin/faults`, {
    method: rule ? 'POST' : 'DELETE',
    ...(rule ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) } : {}),
  });
  expect(response.ok).toBe(true);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
  writeDist(dist);
  mock = await buildMockApp({ devMode: true, adminEnabled: true, logger: false });
  upstreamUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await mock.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli twin of a script to a browser that takes brotli, cached for good', async () => {
    const app = await gateway();
    const response = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends a script the headers a script uses, and a page the document's policies", async () => {
    const app = await gateway();
    const script = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
      expect(script.headers[name], name).toBeUndefined();
    }
    for (const url of ['/', '/claimdetail/CLM-1', '/generate-otp']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-security-policy'], url).toMatch(/script-src 'self'/);
      expect(page.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('sends the gzip twin where brotli is not accepted, and the file itself where nothing is', async () => {
    const app = await gateway();
    const gzip = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers every page address with index.html, compressed and checked with the server each time', async () => {
    const app = await gateway();
    for (const url of ['/about', '/faq?q=klaim', '/policies?tab=all', '/verify/more', '/generate-otp-x']) {
      await expectDocument(app, url, PAGE);
    }
  });

  it('sends an anonymous visitor of a page that needs a session straight to the login, with the address to come back to', async () => {
    const app = await gateway();
    const cases = [
      ['/', '/generate-otp?redirect=%2F'],
      ['/claimdetail/clm_1101?tab=chat', '/generate-otp?redirect=%2Fclaimdetail%2Fclm_1101%3Ftab%3Dchat'],
      [
        '/policydetail/pol_1001/claim/ben_1/summary',
        '/generate-otp?redirect=%2Fpolicydetail%2Fpol_1001%2Fclaim%2Fben_1%2Fsummary',
      ],
      ['/profile/', '/generate-otp?redirect=%2Fprofile%2F'],
      ['/grab/claim?id=9', '/generate-otp?redirect=%2Fgrab%2Fclaim%3Fid%3D9'],
      // The router matches literal segments in any case, so the page is the same.
      ['/Documents', '/generate-otp?redirect=%2FDocuments'],
    ];
    for (const [url, login] of cases) {
      const response = await app.inject({ url: url!, headers: { 'accept-encoding': 'br' } });
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 302, login]);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers.vary, url).toMatch(/cookie/i);
    }
    // A cookie that holds no session (another site's, a language) is the same visitor.
    const other = await app.inject({ url: '/documents', headers: { cookie: 'PARAGLIDE_LOCALE=en' } });
    expect([other.statusCode, other.headers.location]).toEqual([302, '/generate-otp?redirect=%2Fdocuments']);
    // Public pages stay pages.
    for (const url of ['/about', '/faq', '/gosure', '/agency/login', '/feedback/fb_1/5', '/mobile/faq']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it("names the scripts of the page's route in index.html, so they load beside the entry, and marks those with texts (records 0023, 0058)", async () => {
    const app = await gateway();
    const withRoute = PAGE.replace(
      '</head>',
      [
        '    <link rel="modulepreload" crossorigin href="/assets/authed-1e2f.js">\n',
        '    <link rel="modulepreload" crossorigin href="/assets/claim-5e6f.js" data-messages>\n',
        '    <link rel="modulepreload" crossorigin href="/assets/layout-7a8b.js">\n',
        // Its texts in the default language: the visitor has no locale cookie and names no language (record 0067).
        '    <link rel="modulepreload" crossorigin href="/assets/claim-5e6f.id-h1.js">\n</head>',
      ].join(''),
    );
    const cookie = await signedInCookie(app);
    await expectDocument(app, '/claimdetail/CLM-1?tab=chat', withRoute, 'app', cookie);
    const gzip = await app.inject({
      url: '/claimdetail/CLM-2',
      headers: { 'accept-encoding': 'gzip', cookie },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString().replace(BOOTSTRAP, '')).toBe(withRoute);
    const plain = await app.inject({
      url: '/claimdetail/CLM-3',
      headers: { 'accept-encoding': 'br;q=0', cookie },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.replace(BOOTSTRAP, '')).toBe(withRoute);
  });

  it("names the texts of the entry's and the page's scripts in the language the page will speak (record 0067)", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    try {
      writeDist(folder);
      const manifestPath = join(folder, '.vite', 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, object>;
      manifest['login.html'] = { file: 'assets/login-3c4d.js' };
      writeFileSync(manifestPath, JSON.stringify(manifest));
      const pack = (chunk: string, locales: string[]) =>
        Object.fromEntries(locales.map((locale) => [locale, `assets/${chunk}.${locale}-h${locale}.js`]));
      writeFileSync(
        join(folder, '.vite', 'message-packs.json'),
        JSON.stringify({
          'assets/app-1a2b.js': pack('app-1a2b', ['id', 'en', 'th', 'vi']),
          'assets/claim-5e6f.js': pack('claim-5e6f', ['id', 'th']),
          'assets/login-3c4d.js': pack('login-3c4d', ['id', 'en', 'th', 'vi']),
        }),
      );
      // Each pack as the build writes it: one object of texts.
      for (const [chunk, key] of [
        ['app-1a2b', 'nav_home'],
        ['claim-5e6f', 'claims_title'],
      ])
        writeFileSync(
          join(folder, 'assets', `${chunk}.th-hth.js`),
          `export default {${key}:()=>(\`${chunk} ไทย\`)};\n`,
        );
      const app = await gateway({}, folder);
      const session = await signedInCookie(app);
      /**
       * The files the document at `url` preloads, in order, asked with these headers; a file of the page's texts
       * (record 0069) as `texts <language>: <the packs it holds>`.
       */
      const preloads = async (url: string, headers: Record<string, string>) => {
        const response = await app.inject({ url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers.vary, url).toMatch(/accept-language/);
        return [
          ...response.body.matchAll(
            /<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)"(?: data-page-texts="(\w+)" data-packs="([^"]+)")?/g,
          ),
        ].map(([, file, language, packs]) => (language ? `texts ${language}: ${packs}` : file));
      };
      const claimScripts = ['authed-1e2f.js', 'claim-5e6f.js', 'layout-7a8b.js'];

      // The language the app wrote in its cookie, for the entry's scripts and the page's: two packs, named as
      // one file that holds both.
      expect(await preloads('/claimdetail/CLM-1', { cookie: `${session}; portal_locale=th` })).toEqual([
        ...claimScripts,
        'texts th: assets/app-1a2b.th-hth.js assets/claim-5e6f.th-hth.js',
      ]);
      const claimPage = (
        await app.inject({ url: '/claimdetail/CLM-1', headers: { cookie: `${session}; portal_locale=th` } })
      ).body;
      const textsFile = /href="(\/assets\/page-texts\/[\w-]+\.js)" data-page-texts/.exec(claimPage)?.[1];
      expect(textsFile).toBeDefined();
      // Both packs' texts in one module, compressed for a browser that takes it, cached like the build's files,
      // and the same address for the same page and language.
      const texts = await app.inject({ url: textsFile!, headers: { 'accept-encoding': 'gzip, br' } });
      expect(texts.statusCode).toBe(200);
      expect(texts.headers['content-type']).toMatch(/^text\/javascript/);
      expect(texts.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(texts.headers['content-encoding']).toBe('br');
      const module = brotliDecompressSync(texts.rawPayload).toString();
      expect(module).toContain('nav_home:()=>(`app-1a2b ไทย`)');
      expect(module).toContain('claims_title:()=>(`claim-5e6f ไทย`)');
      const { default: table } = (await import(
        `data:text/javascript;base64,${Buffer.from(module).toString('base64')}`
      )) as { default: Record<string, () => string> };
      expect(Object.keys(table)).toEqual(['nav_home', 'claims_title']);
      expect(table.claims_title?.()).toBe('claim-5e6f ไทย');
      const plain = await app.inject({ url: textsFile!, headers: { 'accept-encoding': 'br;q=0' } });
      expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, module]);
      expect(claimPage).toContain(textsFile);
      expect((await app.inject({ url: '/assets/page-texts/unknown.js' })).statusCode).toBe(404);
      // A script without texts in that language has no pack to name.
      expect(await preloads('/claimdetail/CLM-1', { cookie: `portal_locale=en; ${session}` })).toEqual([
        ...claimScripts,
        'app-1a2b.en-hen.js',
      ]);
      // The cookie wins over the browser's languages, as the page's stored choice does.
      expect(
        await preloads('/about', { cookie: 'portal_locale=vi', 'accept-language': 'th-TH,th;q=0.9' }),
      ).toEqual(['app-1a2b.vi-hvi.js']);
      // A first visit: what the app picks with nothing stored (Accept-Language by preference, then the default).
      expect(await preloads('/about', { 'accept-language': 'fr-FR, en;q=0.4, vi;q=0.8' })).toEqual([
        'app-1a2b.vi-hvi.js',
      ]);
      expect(await preloads('/about', { 'accept-language': 'de, fr' })).toEqual(['app-1a2b.id-hid.js']);
      expect(await preloads('/about', {})).toEqual(['app-1a2b.id-hid.js']);
      expect(await preloads('/about?language_code=th', { 'accept-language': 'en' })).toEqual([
        'app-1a2b.th-hth.js',
      ]);
      // An unknown or tampered cookie is no language: the request's own languages decide, and nothing of it is
      // written into the page.
      for (const cookie of [
        'portal_locale=fr',
        'portal_locale=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
        'portal_locale=th%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
        'portal_locale=../../etc',
      ]) {
        expect(await preloads('/about', { cookie, 'accept-language': 'en' }), cookie).toEqual([
          'app-1a2b.en-hen.js',
        ]);
        const page = (await app.inject({ url: '/about', headers: { cookie } })).body;
        expect(page, cookie).not.toMatch(/alert\(|\.\.\/etc|%3C|<script>a/);
        expect(page.replace(BOOTSTRAP, '').replace(/ *<link rel="modulepreload"[^>]*>\n/g, ''), cookie).toBe(
          PAGE,
        );
      }
      // The login document names its own entry's texts, the same for every visitor of that language.
      const login = await app.inject({
        url: '/generate-otp',
        headers: { cookie: `${session}; portal_locale=th` },
      });
      expect(login.headers['cache-control']).toBe('no-cache');
      expect(login.body).toBe(
        LOGIN_PAGE.replace(
          '</head>',
          '    <link rel="modulepreload" crossorigin href="/assets/login-3c4d.th-hth.js">\n</head>',
        ),
      );
      expect(await preloads('/verify', { 'accept-language': 'en-GB' })).toEqual(['login-3c4d.en-hen.js']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('writes the brand, the session and the telemetry settings into an app page, so the page does not ask them (record 0023)', async () => {
    const app = await gateway();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const page = async (cookie?: string) => {
      // A page any visitor may open; with a session, one that needs it.
      const url = cookie ? '/claimdetail/CLM-1' : '/about';
      const response = await fetch(`${address}${url}`, { headers: cookie ? { cookie } : {} });
      expect(response.status).toBe(200);
      return { response, bootstrap: bootstrapOf(await response.text()) };
    };
    const direct = createTrpcHttp(address);
    const visitor = await page();
    expect(visitor.bootstrap['auth.session']).toBeNull();
    expect(visitor.bootstrap['config.get']).toEqual((await direct.query('config.get')).data);
    expect(visitor.bootstrap['config.telemetry']).toEqual((await direct.query('config.telemetry')).data);

    const { client } = await login(address);
    const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const signedIn = await page(cookie);
    // The visitor's own data: no shared cache may keep this page.
    expect(signedIn.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(visitor.response.headers.get('cache-control')).toBe('no-cache');
    expect(signedIn.bootstrap['auth.session']).toEqual((await client.query('auth.session')).data);
    expect(signedIn.bootstrap['auth.session']).toMatchObject({ user: { name: expect.any(String) } });

    // The broker no longer knows the session: to the login, the session ended as the call would have.
    await fault({ method: 'GET', path: '/api/v1/auth/verify-session/', status: 401, body: {} });
    try {
      const ended = await fetch(`${address}/claimdetail/CLM-1`, { headers: { cookie }, redirect: 'manual' });
      expect(ended.status).toBe(302);
      expect(ended.headers.get('location')).toBe('/generate-otp?redirect=%2Fclaimdetail%2FCLM-1');
      expect(ended.headers.getSetCookie().join('\n')).toMatch(/max-age=0|expires=thu, 01 jan 1970/i);
    } finally {
      await fault(null);
    }
  });

  it('asks the answers it writes into a page in the mock tenant the request names (QA mode, record 0032)', async () => {
    const app = await gateway({ MOCK_TENANT_PASSTHROUGH: 'true' });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // A tester in the tenant 'page-tenant' (chosen by cookie here) signs in there.
    const client = createTrpcHttp(address);
    client.jar.set('mock_tenant', 'page-tenant');
    await login(address, client);
    const session = [...client.jar]
      .filter(([name]) => name !== 'mock_tenant')
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const page = async (headers: Record<string, string>) => {
      const response = await fetch(`${address}/claimdetail/CLM-1`, {
        headers: { cookie: session, ...headers },
        redirect: 'manual',
      });
      return response.status === 200 ? bootstrapOf(await response.text()) : response.status;
    };
    // A browser that names the tenant in a header (an automated suite) gets the page signed in…
    expect(await page({ 'x-mock-tenant': 'page-tenant' })).toMatchObject({
      'auth.session': { user: { name: expect.any(String) } },
    });
    // …and the same session in another tenant is signed out: sent to the login.
    expect(await page({ 'x-mock-tenant': 'other-tenant' })).toBe(302);
  });

  it("writes a signed-in user's own first data of the page into it: the policy list, a claim and its thread (record 0023)", async () => {
    const app = await gateway();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const PAGE_QUERIES = ['config.get', 'auth.session', 'config.telemetry'];
    const pageAs = async (url: string, cookie: string) => {
      const response = await fetch(`${address}${url}`, { headers: { cookie } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('private, no-cache');
      const answers = answersOf(await response.text());
      expect(
        answers.slice(0, 3).map((answer) => answer.path),
        url,
      ).toEqual(PAGE_QUERIES);
      return answers.slice(3);
    };
    const cookieOf = (client: ReturnType<typeof createTrpcHttp>) =>
      [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const budi = await login(address);
    const siti = await login(address, undefined, { ...DEMO, phone: '81200000002' });

    const lists = [];
    for (const { client } of [budi, siti]) {
      const cookie = cookieOf(client);
      const first = { tab: 'all', offset: 0, limit: 10 };
      const list = await pageAs('/', cookie);
      expect(list).toEqual([
        { path: 'policies.list', input: first, data: (await client.query('policies.list', first)).data },
      ]);
      lists.push(list[0]?.data);
      const second = { tab: 'active', offset: 10, limit: 10 };
      expect(await pageAs('/?tab=active&page=2', cookie)).toEqual([
        { path: 'policies.list', input: second, data: (await client.query('policies.list', second)).data },
      ]);
      // Another list of `/` is asked by the page itself, and so is a page number the address does not plainly give.
      expect(await pageAs('/?source=claim', cookie)).toEqual([]);
      for (const odd of ['/?page=0', '/?page=x', '/?page=10000', '/?page=2.5'])
        expect(await pageAs(odd, cookie), odd).toEqual([]);
    }
    // Each page holds its own visitor's list.
    expect(lists[0]).not.toEqual(lists[1]);

    const budiCookie = cookieOf(budi.client);
    expect(await pageAs('/claimdetail/clm_1101', budiCookie)).toEqual([
      {
        path: 'claims.detail',
        input: { id: 'clm_1101' },
        data: (await budi.client.query('claims.detail', { id: 'clm_1101' })).data,
      },
      {
        path: 'chat.thread',
        input: { claimId: 'clm_1101' },
        data: (await budi.client.query('chat.thread', { claimId: 'clm_1101' })).data,
      },
    ]);
    // A page whose route declares no first queries gets only what every page asks.
    expect(await pageAs('/claimdetail/clm_1101/complete', budiCookie)).toEqual([]);
    // A claim that is not there: left out, so the page asks it and shows its error as before.
    expect((await budi.client.query('claims.detail', { id: 'clm_none' })).status).toBe(404);
    expect((await pageAs('/claimdetail/clm_none', budiCookie)).map((answer) => answer.path)).not.toContain(
      'claims.detail',
    );

    // A session the broker has ended: to the login with nothing of the user's, and the session cleared.
    await fault({ method: 'GET', path: '/api/v1/auth/verify-session/', status: 401, body: {} });
    try {
      const response = await fetch(`${address}/claimdetail/clm_1101`, {
        headers: { cookie: budiCookie },
        redirect: 'manual',
      });
      expect(response.status).toBe(302);
      expect(await response.text()).toBe('');
      expect(response.headers.getSetCookie().join('\n')).toMatch(/max-age=0|expires=thu, 01 jan 1970/i);
    } finally {
      await fault(null);
    }
  });

  it('leaves a failed call out of the page, for the page to ask itself', async () => {
    const app = await gateway();
    await fault({ method: 'GET', path: '/api/v1/app/pre/', status: 503, body: {} });
    try {
      const response = await app.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(200);
      expect(bootstrapOf(response.body)).toEqual({
        'auth.session': null,
        'config.telemetry': expect.any(Object),
      });
    } finally {
      await fault(null);
    }
  });

  it('escapes what could end the element in the answers it writes into the page', async () => {
    const app = await gateway();
    // The broker names a product with markup in it: the page must hold it as text of the JSON, not as tags.
    const answer = (await (await fetch(`${upstreamUrl}/api/v1/app/pre/`)).json()) as {
      configs: { display_name: string }[];
    };
    const name = '</script><script>alert(1)</script><!--';
    answer.configs[0]!.display_name = name;
    await fault({ method: 'GET', path: '/api/v1/app/pre/', status: 200, body: answer });
    try {
      const response = await app.inject({ url: '/about', headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<script>alert(1)');
      expect(response.body).not.toContain('<!--');
      const config = bootstrapOf(response.body)['config.get'] as { configs: { display_name: string }[] };
      expect(config.configs[0]!.display_name).toBe(name);
    } finally {
      await fault(null);
    }
  });

  it('answers HEAD on a page as GET does, without the body', async () => {
    const app = await gateway();
    for (const url of ['/', '/claimdetail/clm_1101', '/about', '/generate-otp']) {
      const get = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'identity' } });
      expect([url, head.statusCode, head.headers.location]).toEqual([
        url,
        get.statusCode,
        get.headers.location,
      ]);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.body, url).toBe('');
    }
    const missing = await app.inject({ method: 'HEAD', url: '/assets/gone-9z9z.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers the login pages with the light login document, compressed and checked each time (record 0027)', async () => {
    const app = await gateway();
    for (const url of ['/generate-otp', '/generate-otp?redirect=%2F%3Fsource%3Dclaim', '/verify']) {
      await expectDocument(app, url, LOGIN_PAGE, 'login');
    }
    const plain = await app.inject({ url: '/generate-otp', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(LOGIN_PAGE);
  });

  it('answers the login pages with index.html from a build without the login document', async () => {
    const older = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    try {
      writeDist(older);
      for (const name of ['login.html', 'login.html.br', 'login.html.gz']) rmSync(join(older, name));
      const app = await gateway({}, older);
      const response = await app.inject({ url: '/generate-otp', headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(200);
      expect(response.body.replace(BOOTSTRAP, '')).toBe(PAGE);
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });

  it('serves every address as the page as built from a build without routes.json', async () => {
    const older = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    try {
      writeDist(older);
      rmSync(join(older, '.vite', 'routes.json'));
      const app = await gateway({}, older);
      for (const url of ['/', '/claimdetail/CLM-1', '/about']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
        expect([url, response.statusCode]).toEqual([url, 200]);
        expect(response.body.replace(BOOTSTRAP, ''), url).toBe(PAGE);
      }
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });

  it('never serves source maps or the build manifests', async () => {
    const app = await gateway();
    for (const url of [
      '/assets/app-1a2b.js.map',
      '/.vite/manifest.json',
      '/%2Evite/manifest.json',
      '/.vite/routes.json',
    ]) {
      for (const encoding of ['br', 'identity']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, `${url} ${encoding}`).toBe(404);
        expect(response.body, url).not.toContain('secret-source');
        expect(response.body, url).not.toContain('<div id="root">');
      }
    }
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const app = await gateway();
    const response = await app.inject({ url: '/assets/gone-9z9z.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it("reads the build's files outside a visitor's request budget; API calls still count", async () => {
    const app = await gateway({ RATE_LIMIT_PER_MINUTE: '3' });
    // A page's scripts, and the service worker keeping the whole build on the device after the first visit.
    for (let file = 0; file < 40; file += 1) {
      const script = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br' } });
      expect(script.statusCode).toBe(200);
    }
    const calls = [];
    for (let call = 0; call < 4; call += 1)
      calls.push((await app.inject({ url: '/trpc/config.get' })).statusCode);
    expect(calls).toEqual([200, 200, 200, 429]);
    // A call that only names a file of the build in its query is still counted.
    expect((await app.inject({ url: '/trpc/config.get?/assets/x.js' })).statusCode).toBe(429);
  });

  it('serves only the API when the build folder has no index.html', async () => {
    const app = await gateway({}, join(dist, 'assets'));
    expect((await app.inject({ url: '/' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('JSON answers', () => {
  const batch = '/trpc/config.get,auth.session?batch=1&input=%7B%7D';

  it('are compressed above the threshold, for the encoding the browser asks for', async () => {
    const app = await gateway({ COMPRESS_THRESHOLD_BYTES: '64' });
    const plain = await app.inject({ url: batch, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.length).toBeGreaterThan(64);

    const br = await app.inject({ url: batch, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));

    const gzip = await app.inject({ url: batch, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('below the threshold go out as they are', async () => {
    const app = await gateway({ COMPRESS_THRESHOLD_BYTES: '1000000' });
    const response = await app.inject({ url: batch, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body)).toHaveLength(2);
  });

  it('are left alone for a small answer under the default threshold', async () => {
    const app = await gateway();
    const response = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
