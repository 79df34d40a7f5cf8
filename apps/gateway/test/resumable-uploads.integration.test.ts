import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { pngImage, windowsExecutable } from './fixtures.ts';
import { DEMO, GENEROUS_LIMITS, journalCount, login, startStack } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';
import { tusSend, tusSession } from './tus-client.ts';

/**
 * The tus endpoint and `uploads.finish` (decision record 0050), over real HTTP against the mock broker: the
 * session on every request, the owner's uploads only, an upload that goes on from the offset the gateway
 * holds (after a gateway restart too), and a finish that judges the bytes and streams them to the signed URL
 * once, however often it is asked.
 */

const SIGNED_URL_CALL = '/api/v1/file/generate-signed-url/';
const env = {
  ...GENEROUS_LIMITS,
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'resumable-uploads-test-secret-0123456789abcdef',
};

let uploadDir = '';
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'portal-tus-test-'));
  stack = await startStack(undefined, { ...env, UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await stack.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

type Client = ReturnType<typeof createTrpcHttp>;
const cookieOf = (client: Client) => [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
const idOf = (location: string | null) => location?.split('/').pop() ?? '';

/** A PNG of some 100 KB: several chunks' worth of resuming. */
const photo = pngImage(180, 180);

describe('the tus endpoint', () => {
  it('refuses every request without a session, before tus sees it', async () => {
    const { client } = await login(stack.baseUrl);
    const created = await tusSession(stack.baseUrl, client).create(photo.length, 'kerusakan.png');
    expect(created.status).toBe(201);
    const anonymous = tusSession(stack.baseUrl, null);
    expect((await anonymous.create(photo.length, 'kerusakan.png')).status).toBe(401);
    expect((await anonymous.offset(created.location ?? '')).status).toBe(401);
    const patched = await anonymous.send(created.location ?? '', 0, photo);
    expect([patched.status, JSON.parse(patched.body)]).toEqual([401, { errorKey: 'session_expired' }]);
    // Nothing of the refused PATCH was kept.
    expect(await tusSession(stack.baseUrl, client).offset(created.location ?? '')).toEqual({
      status: 200,
      offset: 0,
    });
  });

  it('takes a transfer cut midway up again from the offset it holds, and finishes it to the broker', async () => {
    const { client } = await login(stack.baseUrl);
    const tus = tusSession(stack.baseUrl, client);
    const created = await tus.create(photo.length, 'kerusakan-depan.png');
    const location = created.location ?? '';
    expect(location).toMatch(/^\/upload\/tus\/[\w-]+$/);
    const half = Math.floor(photo.length / 2);
    expect((await tus.send(location, 0, photo.subarray(0, half))).offset).toBe(half);
    // The page lost its connection: it asks where to go on from.
    expect(await tus.offset(location)).toEqual({ status: 200, offset: half });
    // A chunk sent again from a stale offset is refused, nothing is written twice.
    expect((await tus.send(location, 0, photo.subarray(0, 1024))).status).toBe(409);
    expect((await tus.send(location, half, photo.subarray(half))).offset).toBe(photo.length);

    const before = await journalCount(stack.mockUrl, SIGNED_URL_CALL);
    const finished = await client.mutate('uploads.finish', { uploadId: idOf(location) });
    expect(finished.status).toBe(200);
    const { fileRef } = finished.data as { fileRef: string };
    expect(fileRef).toMatch(/^\/files\/[\w-]+$/);
    const served = await fetch(`${stack.baseUrl}${fileRef}`, { headers: { cookie: cookieOf(client) } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true);

    // The answer was lost on the way: asked again, the same file, not a second one at the broker.
    const again = await client.mutate('uploads.finish', { uploadId: idOf(location) });
    expect(again.data).toEqual({ fileRef });
    expect(await journalCount(stack.mockUrl, SIGNED_URL_CALL)).toBe(before + 1);
  });

  it('keeps an upload its owner’s: another user gets "not found" for each request and for finish', async () => {
    const { client } = await login(stack.baseUrl);
    const created = await tusSession(stack.baseUrl, client).create(photo.length, 'ktp.png');
    const { client: siti } = await login(stack.baseUrl, undefined, { ...DEMO, phone: '81200000002' });
    const foreign = tusSession(stack.baseUrl, siti);
    expect((await foreign.offset(created.location ?? '')).status).toBe(404);
    expect((await foreign.send(created.location ?? '', 0, photo)).status).toBe(404);
    const finish = await siti.mutate('uploads.finish', { uploadId: idOf(created.location) });
    expect([finish.status, finish.error?.data.errorKey]).toEqual([404, 'not_found']);
  });

  it('refuses a file whose bytes are not what its name says once it is complete, and keeps nothing', async () => {
    const { client } = await login(stack.baseUrl);
    const tus = tusSession(stack.baseUrl, client);
    const bytes = windowsExecutable();
    const created = await tus.create(bytes.length, 'foto-struk.png');
    expect((await tus.send(created.location ?? '', 0, bytes)).status).toBe(204);
    const before = await journalCount(stack.mockUrl, SIGNED_URL_CALL);
    const finish = await client.mutate('uploads.finish', { uploadId: idOf(created.location) });
    expect([finish.status, finish.error?.data.errorKey]).toEqual([400, 'file_type_refused']);
    expect(await journalCount(stack.mockUrl, SIGNED_URL_CALL)).toBe(before);
    expect((await tus.offset(created.location ?? '')).status).toBe(404);
  });

  it('refuses a name without one of the five formats when the upload is created', async () => {
    const { client } = await login(stack.baseUrl);
    const created = await tusSession(stack.baseUrl, client).create(photo.length, 'setup.exe');
    expect([created.status, JSON.parse(created.body)]).toEqual([400, { errorKey: 'file_type_refused' }]);
  });

  it('goes on after the gateway restarts: the bytes wait in UPLOAD_DIR', async () => {
    const { client } = await login(stack.baseUrl);
    const created = await tusSession(stack.baseUrl, client).create(photo.length, 'nota.png');
    const location = created.location ?? '';
    const half = Math.floor(photo.length / 2);
    await tusSession(stack.baseUrl, client).send(location, 0, photo.subarray(0, half));

    const restarted = await buildGatewayApp({
      env: readEnv({ ...env, UPLOAD_DIR: uploadDir }),
      upstreamUrl: stack.mockUrl,
      webDistDir: null,
      logger: false,
    });
    const baseUrl = await restarted.listen({ port: 0, host: '127.0.0.1' });
    try {
      const tus = tusSession(baseUrl, client);
      expect(await tus.offset(location)).toEqual({ status: 200, offset: half });
      expect((await tus.send(location, half, photo.subarray(half))).offset).toBe(photo.length);
      const sameBrowser = createTrpcHttp(baseUrl);
      for (const [name, value] of client.jar) sameBrowser.jar.set(name, value);
      const finished = await sameBrowser.mutate('uploads.finish', { uploadId: idOf(location) });
      expect((finished.data as { fileRef: string }).fileRef).toMatch(/^\/files\//);
    } finally {
      await restarted.close();
    }
  });
});

describe('file names', () => {
  it('answers the name a file was uploaded with, to its owner only, on any client', async () => {
    const { client } = await login(stack.baseUrl);
    const uploadId = await tusSend(stack.baseUrl, client, photo, 'kerusakan-belakang.png');
    const { fileRef } = (await client.mutate('uploads.finish', { uploadId })).data as { fileRef: string };
    // Another device of the same user: a new login, nothing carried over from the first.
    const { client: otherDevice } = await login(stack.baseUrl);
    const names = await otherDevice.query('uploads.names', { refs: [fileRef, '/files/not-a-ref'] });
    expect(names.data).toEqual({ [fileRef]: 'kerusakan-belakang.png' });
    const { client: siti } = await login(stack.baseUrl, undefined, { ...DEMO, phone: '81200000002' });
    expect((await siti.query('uploads.names', { refs: [fileRef] })).data).toEqual({});
  });
});
