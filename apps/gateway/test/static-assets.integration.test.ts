import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';

/**
 * The built web app as the browser gets it (issue 12, decision record 0023): the build's brotli or gzip twin
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

/** A build folder like Vite's: hashed assets with their .br/.gz twins, a source map, the manifest. */
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
        imports: ['index.html'],
      },
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

/** A page address answered with a document of the build: brotli, checked with the server each time. */
async function expectDocument(app: FastifyInstance, url: string, document: string) {
  const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toMatch(/^text\/html/);
  expect(response.headers['content-encoding'], url).toBe('br');
  expect(response.headers['cache-control'], url).toBe('no-cache');
  expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(document);
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
    for (const url of ['/', '/policies?tab=all', '/verify/more', '/generate-otp-x']) {
      await expectDocument(app, url, PAGE);
    }
  });

  it("names the scripts of the page's route in index.html, so they load beside the entry (record 0023)", async () => {
    const app = await gateway();
    const withRoute = PAGE.replace(
      '</head>',
      '    <link rel="modulepreload" crossorigin href="/assets/claim-5e6f.js">\n</head>',
    );
    await expectDocument(app, '/claimdetail/CLM-1?tab=chat', withRoute);
    const gzip = await app.inject({ url: '/claimdetail/CLM-2', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(withRoute);
    const plain = await app.inject({ url: '/claimdetail/CLM-3', headers: { 'accept-encoding': 'br;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(withRoute);

    // Checked with the server each time: an unchanged page is a 304 without a body.
    const again = await app.inject({
      url: '/claimdetail/CLM-1',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(gzip.headers.etag).not.toBe((await app.inject({ url: '/' })).headers.etag);
  });

  it('answers the login pages with the light login document, compressed and checked each time (record 0027)', async () => {
    const app = await gateway();
    for (const url of ['/generate-otp', '/generate-otp?redirect=%2F%3Fsource%3Dclaim', '/verify']) {
      await expectDocument(app, url, LOGIN_PAGE);
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
      expect(response.body).toBe(PAGE);
    } finally {
      rmSync(older, { recursive: true, force: true });
    }
  });

  it('never serves source maps or the build manifest', async () => {
    const app = await gateway();
    for (const url of ['/assets/app-1a2b.js.map', '/.vite/manifest.json', '/%2Evite/manifest.json']) {
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
