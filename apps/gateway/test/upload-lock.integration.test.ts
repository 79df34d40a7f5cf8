import { randomBytes, randomUUID } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { readEnv } from '../src/env.ts';
import { createRedisStores } from '../src/stores/redis.ts';
import { createResumableUploads } from '../src/uploads/resumable-uploads.ts';
import { redisMissing, redisServerPerFile } from './redis-server.ts';
import { login } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';
import { tusSession } from './tus-client.ts';
import { startTwoGateways, withCookiesOf } from './two-gateways.ts';

/** Fastify's own no-op logger, for stores the test opens beside the gateways. */
const log = Fastify({ logger: false }).log;

/**
 * One resumable upload is written by one gateway at a time, across instances (decision record 0061): two
 * gateways on one Redis and one upload folder, as compose runs them behind a load balancer. A phone whose
 * connection dropped midway through a PATCH retries (HEAD, then PATCH) and lands on the other instance while
 * the first still reads the lost PATCH.
 */
describe.skipIf(redisMissing)('an upload written by one gateway at a time', () => {
  const redis = redisServerPerFile();
  let mock: FastifyInstance;
  let mockUrl = '';
  let uploadDir = '';
  const started: FastifyInstance[] = [];
  const openRequests: ClientRequest[] = [];

  beforeAll(async () => {
    mock = await buildMockApp({ devMode: true, adminEnabled: true, logger: false });
    mockUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
    uploadDir = mkdtempSync(join(tmpdir(), 'portal-tus-lock-test-'));
  });
  afterAll(async () => {
    await mock.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    for (const open of openRequests.splice(0)) open.destroy();
    await Promise.all(started.splice(0).map((gateway) => gateway.close()));
  });

  const prefix = () => `upload-lock-${randomUUID()}:`;

  /** Two gateways on the test's Redis (one key prefix) and one upload folder; answers their base URLs. */
  async function twoGateways(keyPrefix = prefix()): Promise<[string, string]> {
    const settings = readEnv({
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'upload-lock-test-secret-0123456789abcdef',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: keyPrefix,
      UPLOAD_DIR: uploadDir,
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    return startTwoGateways(settings, mockUrl, started);
  }

  type Client = ReturnType<typeof createTrpcHttp>;
  const cookieOf = (client: Client) => [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');

  /** A signed-in user on both gateways and a created upload of `bytes`; answers its path and the two tus clients. */
  async function uploadOnTwo(bytes: Buffer, keyPrefix?: string) {
    const [first, second] = await twoGateways(keyPrefix);
    const { client } = await login(first);
    const created = await tusSession(first, client).create(bytes.length, 'kerusakan.png');
    expect(created.status).toBe(201);
    const location = created.location ?? '';
    return {
      first,
      second,
      client,
      location,
      id: location.split('/').pop() ?? '',
      onFirst: tusSession(first, client),
      onSecond: tusSession(second, withCookiesOf(client, second)),
    };
  }

  /**
   * A PATCH whose body the test writes and never ends, as a phone that lost its connection leaves it: answers
   * the request (to write more) and its answer, or null when none came within `waitMs`.
   */
  function heldPatch(baseUrl: string, location: string, client: Client, declaredLength: number) {
    const url = new URL(`${baseUrl}${location}`);
    const request = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'x-portal-csrf': '1',
        cookie: cookieOf(client),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(declaredLength),
      },
    });
    openRequests.push(request);
    // The gateway closes the connection once it has answered; what the test writes after that goes nowhere.
    request.on('error', () => undefined);
    const answer = new Promise<{ status: number; offset: number }>((resolve) => {
      request.on('response', (response) => {
        response.resume();
        resolve({
          status: response.statusCode ?? 0,
          offset: Number(response.headers['upload-offset']),
        });
      });
    });
    return {
      write: (chunk: Buffer) => request.write(chunk),
      answer: (waitMs: number) => Promise.race([answer, sleep(waitMs, null)]),
    };
  }

  /** Waits until the upload's file on disk holds `size` bytes (the gateway wrote what it was sent). */
  async function fileReaches(id: string, size: number) {
    for (let tries = 0; tries < 100; tries += 1) {
      const current = await stat(join(uploadDir, id)).then((file) => file.size);
      if (current >= size) return current;
      await sleep(20);
    }
    throw new Error(`upload ${id} never reached ${size} bytes`);
  }

  it('lets a retry on the other instance write only once the stale PATCH there has been released', async () => {
    const bytes = randomBytes(96 * 1024);
    const { id, location, first, client, onSecond } = await uploadOnTwo(bytes);

    // The phone's PATCH of the whole file reaches instance A, then its connection is lost midway.
    const stale = heldPatch(first, location, client, bytes.length);
    const firstPart = 32 * 1024;
    stale.write(bytes.subarray(0, firstPart));
    await fileReaches(id, firstPart);

    // tus-js-client retries through the load balancer on instance B: HEAD, then PATCH from the offset it hears.
    const asked = onSecond.offset(location);
    // Meanwhile bytes of the lost PATCH still reach A.
    await sleep(300);
    const laterPart = 16 * 1024;
    stale.write(bytes.subarray(firstPart, firstPart + laterPart));

    // A's PATCH is asked to let go: it ends at once (tus's drain time), not at its socket's timeout.
    const released = await stale.answer(6000);
    expect(released).toEqual({ status: 204, offset: firstPart + laterPart });
    // B's HEAD was answered once A had let go, with everything A wrote.
    expect(await asked).toEqual({ status: 200, offset: firstPart + laterPart });

    const sent = await onSecond.send(location, firstPart + laterPart, bytes.subarray(firstPart + laterPart));
    expect([sent.status, sent.offset]).toEqual([204, bytes.length]);
    expect((await readFile(join(uploadDir, id))).equals(bytes)).toBe(true);
  });

  it('takes the lock of an instance that died holding it once its lease has run out', async () => {
    const bytes = randomBytes(8 * 1024);
    const keyPrefix = prefix();
    const { id, location, onSecond } = await uploadOnTwo(bytes, keyPrefix);
    // All a replica that died mid-PATCH leaves behind: its lock with the lease it last renewed, and nobody
    // to answer the request to let go.
    const direct = new Redis(redis.url);
    try {
      await direct.set(`${keyPrefix}upload-lock:${id}`, 'a-replica-that-died', 'PX', 1500);
      const asked = performance.now();
      expect(await onSecond.offset(location)).toEqual({ status: 200, offset: 0 });
      expect(performance.now() - asked).toBeGreaterThan(1200);
      expect(await direct.exists(`${keyPrefix}upload-lock:${id}`)).toBe(0);
    } finally {
      direct.disconnect();
    }
    const sent = await onSecond.send(location, 0, bytes);
    expect([sent.status, sent.offset]).toEqual([204, bytes.length]);
  });

  it('keeps a held lock past its lease, asks its holder to let go, and frees only its own', async () => {
    // Two instances' stores, with a lease much shorter than the test.
    const settings = { url: redis.url, prefix: prefix(), log, uploadLockLeaseMs: 600 };
    const one = await createRedisStores(settings);
    const two = await createRedisStores(settings);
    try {
      const holder = one.uploadLocker.newLock('upload-1');
      let askedToLetGo = 0;
      await holder.lock(new AbortController().signal, () => {
        askedToLetGo += 1;
      });

      const waiter = two.uploadLocker.newLock('upload-1');
      const gaveUp = new AbortController();
      const waited = waiter
        .lock(gaveUp.signal, () => undefined)
        .then(
          () => 'taken',
          () => 'gave up',
        );
      // Past two leases the holder still has it (renewed), and was asked to let go.
      await sleep(1500);
      expect(askedToLetGo).toBeGreaterThan(0);
      gaveUp.abort();
      expect(await waited).toBe('gave up');

      // Released, the next waiter has it at once.
      const next = two.uploadLocker.newLock('upload-1');
      const taking = next.lock(new AbortController().signal, () => undefined);
      await sleep(50);
      const releasedAt = performance.now();
      await holder.unlock();
      await taking;
      expect(performance.now() - releasedAt).toBeLessThan(150);

      // The old holder unlocking again (late) leaves the new holder's lock alone.
      await holder.unlock();
      const third = one.uploadLocker.newLock('upload-1');
      const late = new AbortController();
      setTimeout(() => late.abort(), 500);
      await expect(third.lock(late.signal, () => undefined)).rejects.toMatchObject({ status_code: 500 });
      await next.unlock();
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('ends the holder’s request when its lease is found in other hands', async () => {
    const keyPrefix = prefix();
    const stores = await createRedisStores({
      url: redis.url,
      prefix: keyPrefix,
      log,
      uploadLockLeaseMs: 600,
    });
    const direct = new Redis(redis.url);
    try {
      const holder = stores.uploadLocker.newLock('upload-2');
      let askedToEnd = 0;
      await holder.lock(new AbortController().signal, () => {
        askedToEnd += 1;
      });
      // Its lease ran out while this instance could not renew it (a long freeze), and another instance took it.
      await direct.set(`${keyPrefix}upload-lock:upload-2`, 'another-instance', 'PX', 5000);
      // Its next renewal (a third of a lease later) finds it so.
      for (let waited = 0; askedToEnd === 0 && waited < 2000; waited += 50) await sleep(50);
      expect(askedToEnd).toBe(1);
      await holder.unlock();
      expect(await direct.get(`${keyPrefix}upload-lock:upload-2`)).toBe('another-instance');
    } finally {
      direct.disconnect();
      await stores.close();
    }
  });

  it('answers "try again soon" (503) for an upload while Redis is away, and writes nothing', async () => {
    const bytes = randomBytes(8 * 1024);
    const keyPrefix = prefix();
    const { id, location, onFirst, onSecond } = await uploadOnTwo(bytes, keyPrefix);
    // tus's own answer when its lock cannot be had, below the session check that usually answers first.
    const stores = await createRedisStores({ url: redis.url, prefix: keyPrefix, log });
    const uploads = createResumableUploads({
      directory: uploadDir,
      cache: stores.cache,
      locker: stores.uploadLocker,
    });
    await redis.server.kill();
    try {
      for (const tus of [onFirst, onSecond]) {
        const sent = await tus.send(location, 0, bytes);
        expect([sent.status, JSON.parse(sent.body)]).toEqual([503, { errorKey: 'server_problem' }]);
        expect((await tus.offset(location)).status).toBe(503);
      }
      const head = await uploads.server.handleWeb(
        new Request(`http://gateway.invalid${location}`, {
          method: 'HEAD',
          headers: { 'tus-resumable': '1.0.0' },
        }),
      );
      expect(head.status).toBe(503);
      const patch = await uploads.server.handleWeb(
        new Request(`http://gateway.invalid${location}`, {
          method: 'PATCH',
          headers: {
            'tus-resumable': '1.0.0',
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
          },
          body: new Uint8Array(bytes),
        }),
      );
      expect([patch.status, await patch.json()]).toEqual([503, { errorKey: 'server_problem' }]);
      expect((await stat(join(uploadDir, id))).size).toBe(0);
    } finally {
      await redis.server.restart();
      await stores.close();
    }
  });
});
