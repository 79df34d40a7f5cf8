import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH_SIZE } from '@portal/contracts/constants';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { gatewayLoggerOptions } from '../src/http/logging.ts';
import { createSessionCodec } from '../src/session.ts';
import { createMemoryStores } from '../src/stores/memory.ts';
import { pngImage } from './fixtures.ts';
import { TUS_ENDPOINT, tusSend, tusSession } from './tus-client.ts';
import { addFault } from './mock-faults.ts';
import { DEMO, stackPerFile } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

/** Request handling: each case here failed before decision record 0021. */

const stack = stackPerFile();
const MiB = 1024 * 1024;

const TEST_ENV = {
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000',
  OTP_RATE_LIMIT_PER_MINUTE: '100000',
  OTP_PHONE_SENDS_PER_10_MIN: '100000',
  OTP_PHONE_SENDS_PER_DAY: '100000',
};

/** A gateway of its own on the file's mock (a web build, a log stream, stores that fail). */
async function ownGateway(options: Partial<Parameters<typeof buildGatewayApp>[0]> = {}) {
  const gateway = await buildGatewayApp({
    env: readEnv(TEST_ENV),
    upstreamUrl: stack.mockUrl,
    webDistDir: null,
    logger: false,
    ...options,
  });
  const baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return { gateway, baseUrl };
}

/** A raw HTTP request (fetch refuses TRACE and sets its own headers). */
function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers: { connection: 'close', ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Streams up to `totalBytes` of a multipart body, 1 MiB at a time, and stops as soon as the gateway answers:
 * how much had been sent by then, and how far the gateway's memory grew.
 */
function sendLargeMultipart(
  baseUrl: string,
  path: string,
  totalBytes: number,
  declareLength: boolean,
): Promise<{ status: number; bytesSent: number; rssGrowth: number }> {
  const url = new URL(baseUrl);
  const boundary = 'portal-test-boundary';
  const headers: Record<string, string> = {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'x-portal-csrf': '1',
  };
  if (declareLength) headers['content-length'] = String(totalBytes);
  const chunk = Buffer.alloc(MiB, 0x61);
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const req = httpRequest({ host: url.hostname, port: url.port, method: 'POST', path, headers }, (res) => {
      answered = true;
      res.resume();
      const status = res.statusCode ?? 0;
      req.destroy();
      resolve({ status, bytesSent, rssGrowth: peakRss - rssBefore });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && bytesSent < totalBytes) {
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        const piece = chunk.subarray(0, Math.min(MiB, totalBytes - bytesSent));
        bytesSent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered && bytesSent >= totalBytes) req.end();
    };
    pump();
  });
}

const cookieOf = (client: ReturnType<typeof createTrpcHttp>) =>
  [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');

describe('CSRF guard on the decoded route', () => {
  it('refuses /%74rpc/auth.logout without the header, and the session lives on', async () => {
    const client = await stack.login();
    const response = await fetch(`${stack.baseUrl}/%74rpc/auth.logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookieOf(client) },
      body: '{}',
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: { data: { code: string; errorKey: string } } };
    expect(body.error.data).toMatchObject({ code: 'FORBIDDEN', errorKey: 'unauthorized' });
    const session = await client.query('auth.session');
    expect(session.data).toMatchObject({ services: ['b2b2c_user'] });
  });

  it('refuses other spellings of a mutation without the header', async () => {
    for (const path of ['/trpc/auth.logout', '/%74%72%70%63/auth.logout', '/trpc/auth%2Elogout']) {
      const response = await fetch(`${stack.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect([path, response.status]).toEqual([path, 403]);
    }
  });

  it('answers Origin: null with 403, not a server error', async () => {
    const client = createTrpcHttp(stack.baseUrl);
    const refused = await client.mutate('auth.logout', undefined, { 'x-portal-csrf': '1', origin: 'null' });
    expect(refused.status).toBe(403);
    expect(refused.error?.data).toMatchObject({ code: 'FORBIDDEN', errorKey: 'unauthorized' });
    const ours = await client.mutate('auth.logout', undefined, {
      'x-portal-csrf': '1',
      origin: stack.baseUrl,
    });
    expect(ours.status).toBe(200);
  });
});

describe('methods', () => {
  it('answers TRACE with 405 and Allow, on tRPC and elsewhere', async () => {
    const trpc = await rawRequest(stack.baseUrl, 'TRACE', '/trpc/auth.session');
    expect(trpc.status).toBe(405);
    expect(trpc.headers.allow).toBe('GET, POST');
    const health = await rawRequest(stack.baseUrl, 'TRACE', '/healthz');
    expect(health.status).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(trpc.body)).toMatchObject({ error: { data: { code: 'METHOD_NOT_SUPPORTED' } } });
  });

  it('answers a known path with a method it does not take with 405 and Allow', async () => {
    const deleted = await rawRequest(stack.baseUrl, 'DELETE', '/trpc/auth.session', { 'x-portal-csrf': '1' });
    expect([deleted.status, deleted.headers.allow]).toEqual([405, 'GET, POST']);
    const upload = await rawRequest(stack.baseUrl, 'GET', '/upload/tus/some-upload-id');
    expect([upload.status, upload.headers.allow]).toEqual([405, 'HEAD, DELETE, PATCH']);
  });
});

describe('bodies', () => {
  it('refuses a 200 MB multipart body to /trpc (any spelling) before reading it, memory flat', async () => {
    for (const path of ['/%74rpc/auth.logout', '/trpc/auth.logout']) {
      for (const declareLength of [true, false]) {
        const sent = await sendLargeMultipart(stack.baseUrl, path, 200 * MiB, declareLength);
        expect([path, declareLength, sent.status]).toEqual([path, declareLength, 415]);
        // Answered on the headers: at most what was in flight in the socket buffers by then.
        expect(sent.bytesSent).toBeLessThan(32 * MiB);
        expect(sent.rssGrowth).toBeLessThan(64 * MiB);
      }
    }
  });

  it('refuses a JSON body over the limit on its declared length, and a form body on its type', async () => {
    const big = await rawRequest(stack.baseUrl, 'POST', '/trpc/auth.logout', {
      'x-portal-csrf': '1',
      'content-type': 'application/json',
      'content-length': String(5 * MiB),
    });
    expect(big.status).toBe(413);
    const form = await fetch(`${stack.baseUrl}/trpc/auth.logout`, {
      method: 'POST',
      headers: { 'x-portal-csrf': '1', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
  });

  it('answers a chunked JSON body over the limit with the portal’s typed refusal', async () => {
    const url = new URL(stack.baseUrl);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/trpc/auth.logout',
          headers: {
            'x-portal-csrf': '1',
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write(`{"pad":"${'a'.repeat(2 * MiB)}"}`);
      req.end();
    });
    expect(answer.status).toBe(413);
    const refusal = JSON.parse(answer.body) as { error: { data: { code: string; errorKey: string } } };
    expect(refusal.error.data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', errorKey: 'invalid_input' });
    expect(answer.body).not.toMatch(/FST_ERR|Request body is too large/);
  });

  it('still takes a large body on the upload path (the route decides, as a stream)', async () => {
    const client = await stack.login();
    const response = await tusSession(stack.baseUrl, client).send(
      `${TUS_ENDPOINT}/not-a-real-upload`,
      0,
      Buffer.alloc(3 * MiB, 1),
    );
    // Past the guards: the upload route itself refuses an id it did not issue.
    expect(response.status).toBe(404);
    const fileRef = await stack.uploadPhoto(client, pngImage());
    expect(fileRef).toMatch(/\S/);
  });
});

describe('ids that cannot stand in a broker URL', () => {
  const NOT_A_SEGMENT = ['.', '..', '\ud800', 'a\udfffb', 'a/b', '..%2F', 'x?y=1', '#'];

  it('are refused in the portal’s shape before any broker call, for every kind of id', async () => {
    const client = await stack.login();
    const before = await stack.journalCount('/api/v1/user/**');
    for (const id of NOT_A_SEGMENT) {
      const removed = await client.mutate('documents.remove', { id });
      expect([id, removed.status, removed.error?.data.errorKey]).toEqual([id, 400, 'invalid_input']);
      const account = await client.mutate('payout.deleteBankAccount', { id });
      expect([id, account.status, account.error?.data.errorKey]).toEqual([id, 400, 'invalid_input']);
    }
    const status = await client.query('claims.imageStatus', { requestId: '\ud800' });
    expect([status.status, status.error?.data.errorKey]).toEqual([400, 'invalid_input']);
    const form = await createTrpcHttp(stack.baseUrl).query('feedback.form', { id: '\udc00' });
    expect([form.status, form.error?.data.errorKey]).toEqual([400, 'invalid_input']);
    // Not one of them reached the broker, as a dot segment or otherwise.
    expect(await stack.journalCount('/api/v1/user/**')).toBe(before);
    expect(await stack.journalCount('/api/v1/claim/feedback_forms/**')).toBe(0);
  });
});

describe('upstream failures', () => {
  it('answers a broker 500 as the gateway’s typed 502 with the call’s catalogue key', async () => {
    const client = await stack.login();
    await addFault(stack.mockUrl, { method: 'GET', path: '/api/v1/claim/list/', status: 500 });
    const list = await client.query('claims.list', { filter: 'all', offset: 0, limit: 10 });
    expect(list.status).toBe(502);
    expect(list.error?.data).toMatchObject({ code: 'BAD_GATEWAY', errorKey: 'claim_list_failed' });
    expect(JSON.stringify(list.error)).not.toMatch(/Injected fault|stack|\.ts/);
  });
});

describe('caching', () => {
  it('marks personal data no-store: tRPC answers, errors and stored files', async () => {
    const client = await stack.login();
    const list = await fetch(
      `${stack.baseUrl}/trpc/policies.list?input=${encodeURIComponent(JSON.stringify({ tab: 'all', offset: 0, limit: 1 }))}`,
      { headers: { cookie: cookieOf(client) } },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${stack.baseUrl}/trpc/policies.list`);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const fileRef = await stack.uploadPhoto(client, pngImage());
    const file = await fetch(`${stack.baseUrl}${fileRef}`, { headers: { cookie: cookieOf(client) } });
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves the built app’s files their own caching', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-h3-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1);');
    const { gateway, baseUrl } = await ownGateway({ webDistDir: dist });
    try {
      const asset = await fetch(`${baseUrl}/assets/app-1234.js`);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const page = await fetch(`${baseUrl}/claims`);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      const trace = await rawRequest(baseUrl, 'TRACE', '/claims');
      expect([trace.status, trace.headers.allow]).toEqual([405, 'GET, HEAD']);
    } finally {
      await gateway.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('tRPC batches', () => {
  it(`answers a batch of more than ${TRPC_MAX_BATCH_SIZE} calls with a typed refusal`, async () => {
    const batch = (size: number) =>
      fetch(`${stack.baseUrl}/trpc/${Array.from({ length: size }, () => 'auth.session').join(',')}?batch=1`);
    const allowed = await batch(TRPC_MAX_BATCH_SIZE);
    expect(allowed.status).toBe(200);
    const refused = await batch(TRPC_MAX_BATCH_SIZE + 1);
    expect(refused.status).toBe(400);
    const body = JSON.stringify(await refused.json());
    expect(body).toContain('"code":"BAD_REQUEST"');
    expect(body).toContain('"errorKey":"invalid_input"');
    const huge = await batch(100);
    expect(huge.status).toBe(400);
  });
});

describe('logs', () => {
  it('hold no broker token, OTP code, session cookie, SSO token, upload id or file ref', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    const secret = 'request-handling-test-secret-0123456789abcdef';
    const env = readEnv({ ...TEST_ENV, LOG_LEVEL: 'trace', SESSION_SECRET: secret });
    const { gateway, baseUrl } = await ownGateway({ env, logger: gatewayLoggerOptions(env, stream) });
    try {
      const client = createTrpcHttp(baseUrl);
      const sent = await client.mutate('auth.sendOtp', {
        countryCode: DEMO.countryCode,
        phone: DEMO.phone,
        medium: 'sms',
        languageCode: 'id',
      });
      const { operationId, phone } = sent.data as { operationId: string; phone: string };
      const verified = await client.mutate('auth.verifyOtp', { operationId, phone, otp: DEMO.code });
      expect(verified.status).toBe(200);
      const cookieValue = [...client.jar.values()][0] ?? '';
      const brokerToken = createSessionCodec(secret).open(cookieValue)?.token ?? '';
      expect(brokerToken).toMatch(/\S{8}/);

      const ssoToken = 'sso-access-token-that-must-not-be-logged-0123456789';
      await client.mutate('auth.verifySso', { accessToken: ssoToken });
      await client.query('auth.verifySso', { accessToken: ssoToken });
      await client.query('policies.list', { tab: 'all', offset: 0, limit: 1 });

      const uploadId = await tusSend(baseUrl, client, pngImage());
      const finished = await client.mutate('uploads.finish', { uploadId });
      const { fileRef } = finished.data as { fileRef: string };
      await fetch(`${baseUrl}${fileRef}`, { headers: { cookie: cookieOf(client) } });
      await addFault(stack.mockUrl, {
        method: 'GET',
        path: '/api/v1/claim/list/',
        dropConnection: true,
        times: 1,
      });
      await client.query('claims.list', { filter: 'all', offset: 0, limit: 10 });

      const log = lines.join('');
      expect(log).toContain('request completed');
      const secrets = {
        brokerToken,
        cookieValue,
        ssoToken,
        uploadId,
        fileToken: fileRef.split('/').pop() ?? '',
      };
      for (const [name, value] of Object.entries(secrets)) {
        expect(value.length, name).toBeGreaterThan(8);
        expect(log.includes(value), name).toBe(false);
      }
      expect(log).not.toMatch(/(?<![0-9a-f.])123456(?![0-9a-f])/i);
    } finally {
      await gateway.close();
    }
  });
});

describe('/readyz', () => {
  it('is ready when the broker and the store answer', async () => {
    const ready = await fetch(`${stack.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { broker: 'ok', store: 'ok' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('is not ready, saying why, when the broker fails; /healthz stays alive', async () => {
    await addFault(stack.mockUrl, { method: 'GET', path: '/api/v1/app/pre/', status: 503 });
    const notReady = await fetch(`${stack.baseUrl}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({
      status: 'not_ready',
      checks: { broker: 'failing', store: 'ok' },
    });
    expect((await fetch(`${stack.baseUrl}/healthz`)).status).toBe(200);
  });

  it('is not ready when the shared store does not answer', async () => {
    const stores = createMemoryStores();
    const { gateway, baseUrl } = await ownGateway({ stores: { ...stores, ping: async () => false } });
    try {
      const notReady = await fetch(`${baseUrl}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ checks: { broker: 'ok', store: 'failing' } });
    } finally {
      await gateway.close();
      await stores.close();
    }
  });
});
