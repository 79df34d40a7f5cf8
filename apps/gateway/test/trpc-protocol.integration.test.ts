import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { TRPC_MAX_BATCH_SIZE } from '@portal/contracts/constants';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { gatewayLoggerOptions } from '../src/http/logging.ts';
import { createMemoryStores } from '../src/stores/memory.ts';
import { GENEROUS_LIMITS } from './generous-limits.ts';
import { logLineCollector } from './log-lines.ts';
import { login } from './stack.ts';

/**
 * The gateway answers JSON queries and mutations itself instead of through tRPC's Fastify adapter
 * (src/trpc/http-handler.ts). The page's tRPC client is unchanged, so every call must come back exactly as the
 * adapter answers it: two gateways on one mock and one session store, one mounted each way, are sent the same
 * requests and must answer the same status, headers and body, and log the same lines.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A request as these tests send it: headers as a plain record. */
type CallInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

type Mount = 'direct' | 'adapter';
const MOUNTS: Mount[] = ['direct', 'adapter'];

let mock: FastifyInstance;
const gateways = new Map<
  Mount,
  { app: FastifyInstance; baseUrl: string; logLines: Record<string, unknown>[] }
>();
let cookie = '';
// One session store: a session opened on one gateway is live on the other, as on two replicas.
const stores = createMemoryStores();

beforeAll(async () => {
  mock = await buildMockApp({ devMode: true, adminEnabled: true, logger: false });
  const mockUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
  for (const mount of MOUNTS) {
    const { lines, stream } = logLineCollector();
    const app = await buildGatewayApp({
      // One sealing secret too, for the same reason.
      env: readEnv({
        LOG_LEVEL: 'silent',
        SESSION_SECRET: 'protocol-test-secret-0123456789abcdef',
        ...GENEROUS_LIMITS,
      }),
      upstreamUrl: mockUrl,
      webDistDir: null,
      logger: gatewayLoggerOptions({ LOG_LEVEL: 'info' }, stream) as never,
      stores,
      trpcMount: mount,
    });
    gateways.set(mount, { app, baseUrl: await app.listen({ port: 0, host: '127.0.0.1' }), logLines: lines });
  }
  const { client } = await login(gateways.get('direct')!.baseUrl);
  cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
});

afterAll(async () => {
  for (const { app } of gateways.values()) await app.close();
  await stores.close();
  await mock?.close();
});

beforeEach(() => {
  for (const { logLines } of gateways.values()) logLines.length = 0;
});

/**
 * What differs between the two gateways' answers for reasons other than the mount: the time, each gateway's own
 * rate-limit window (the login went to one of them, and each started its window at its first request), the
 * client's port.
 */
const VOLATILE_HEADERS = new Set(['date', 'x-ratelimit-remaining', 'x-ratelimit-reset']);
const VOLATILE_LOG_FIELDS = new Set(['time', 'responseTime', 'pid', 'hostname']);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  log: Record<string, unknown>[];
}

async function send(mount: Mount, path: string, init: CallInit = {}) {
  const gateway = gateways.get(mount)!;
  const response = await fetch(`${gateway.baseUrl}${path}`, init);
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!VOLATILE_HEADERS.has(name)) headers[name] = value;
  const body = await response.text();
  // The request's own line is written as it is answered: wait for it.
  await new Promise((resolve) => setImmediate(resolve));
  const log = gateway.logLines
    .splice(0)
    .map((line) => Object.fromEntries(Object.entries(line).filter(([key]) => !VOLATILE_LOG_FIELDS.has(key))))
    .map((line) => (isObject(line.req) ? { ...line, req: { ...line.req, remotePort: 0 } } : line));
  return { status: response.status, headers, body, log } satisfies Answer;
}

/** The same request to both gateways; their answers must not differ. Returns the direct one's. */
async function same(path: string, init: CallInit = {}) {
  const requestId = crypto.randomUUID();
  const withId = { ...init, headers: { 'x-request-id': requestId, ...init.headers } };
  const direct = await send('direct', path, withId);
  const adapter = await send('adapter', path, withId);
  expect(direct).toEqual(adapter);
  return {
    ...direct,
    /** The body as the one JSON value tRPC's JSON answers are. */
    get json(): unknown {
      return JSON.parse(direct.body);
    },
  };
}

const signedIn = () => ({ cookie });
const batchQuery = (paths: string[], inputs: Record<number, unknown>) =>
  `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
const mutation = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-portal-csrf': '1', ...signedIn(), ...headers },
  body: JSON.stringify(body),
});

describe('tRPC answered from Fastify directly', () => {
  it('answers a successful batch as the adapter does', async () => {
    const answer = await same(batchQuery(['policies.list', 'config.get'], { 0: { tab: 'all' } }), {
      headers: signedIn(),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers.vary).toContain('trpc-accept, accept');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json).toMatchObject([{ result: { data: { data: expect.any(Array) } } }, { result: {} }]);
  });

  it('answers a batch with one failed procedure with 207 and the failure in its place', async () => {
    const answer = await same(batchQuery(['policies.list', 'policies.detail'], { 0: {}, 1: { id: '' } }), {
      headers: signedIn(),
    });
    expect(answer.status).toBe(207);
    expect(answer.json).toMatchObject([
      { result: { data: {} } },
      { error: { data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'policies.detail' } } },
    ]);
    expect(answer.log.filter((line) => line.msg === 'procedure refused')).toHaveLength(1);
  });

  it('refuses an invalid input with the validation error', async () => {
    const answer = await same(batchQuery(['policies.list'], { 0: { limit: 500 } }), { headers: signedIn() });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject([
      { error: { message: 'invalid_input', data: { errorKey: 'invalid_input' } } },
    ]);
  });

  it('refuses a call without a session with 401', async () => {
    const answer = await same(batchQuery(['policies.list', 'user.profile'], {}));
    expect(answer.status).toBe(401);
    expect(answer.json).toMatchObject([
      { error: { data: { code: 'UNAUTHORIZED', errorKey: 'session_expired' } } },
      { error: { data: { code: 'UNAUTHORIZED', errorKey: 'session_expired' } } },
    ]);
  });

  it('runs a mutation, batched as the page sends it and alone', async () => {
    const accounts = await same('/trpc/payout.bankAccounts', { headers: signedIn() });
    const [account] = (accounts.json as { result: { data: { id: string }[] } }).result.data;
    const batched = await same(
      '/trpc/payout.setPreferredBankAccount?batch=1',
      mutation({ 0: { id: account!.id } }),
    );
    expect(batched.status).toBe(200);
    const preferred = expect.arrayContaining([
      expect.objectContaining({ id: account!.id, is_preferred: true }),
    ]);
    expect(batched.json).toEqual([{ result: { data: preferred } }]);
    const alone = await same('/trpc/payout.setPreferredBankAccount', mutation({ id: account!.id }));
    expect(alone.json).toEqual({ result: { data: preferred } });
    const invalid = await same(
      '/trpc/user.updateEmail?batch=1',
      mutation({ 0: { email: 'not an address' } }),
    );
    expect(invalid.status).toBe(400);
  });

  it('answers an unknown procedure with NOT_FOUND, alone and in a batch', async () => {
    const alone = await same('/trpc/policies.nothing', { headers: signedIn() });
    expect(alone.status).toBe(404);
    expect(alone.json).toMatchObject({ error: { data: { code: 'NOT_FOUND', path: 'policies.nothing' } } });
    const batched = await same(batchQuery(['config.get', 'policies.nothing'], {}), { headers: signedIn() });
    expect(batched.status).toBe(207);
  });

  it('refuses malformed input in every call that reads it', async () => {
    const query = await same('/trpc/policies.list,policies.detail?batch=1&input=%7Bnot-json', {
      headers: signedIn(),
    });
    expect(query.status).toBe(400);
    expect(query.json).toMatchObject([{ error: { data: { code: 'BAD_REQUEST' } } }, { error: {} }]);
    const notAnObject = await same('/trpc/policies.list?batch=1&input=%5B1%5D', { headers: signedIn() });
    expect(notAnObject.status).toBe(400);
    const body = await same('/trpc/user.updateEmail?batch=1', { ...mutation({}), body: '{"0":' });
    expect(body.status).toBe(400);
  });

  it('refuses what tRPC refuses before any procedure runs', async () => {
    const paths = Array.from({ length: TRPC_MAX_BATCH_SIZE + 1 }, () => 'config.get');
    const tooMany = await same(batchQuery(paths, {}), { headers: signedIn() });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ error: { data: { code: 'BAD_REQUEST' } } });
    const mixed = await same('/trpc/config.get,user.updateEmail?batch=1', mutation({}));
    expect(mixed.status).toBe(400);
    const queryByPost = await same('/trpc/config.get?batch=1', mutation({}));
    expect(queryByPost.status).toBe(405);
    const mutationByGet = await same('/trpc/user.updateEmail?batch=1&input=%7B%7D', { headers: signedIn() });
    expect(mutationByGet.status).toBe(405);
    const badPath = await same('/trpc/config.get%25E0', { headers: signedIn() });
    expect(badPath.status).toBe(400);
  });

  it('compresses a large answer as it did', async () => {
    const answer = await same(batchQuery(['policies.list'], { 0: { limit: 50 } }), {
      headers: { ...signedIn(), 'accept-encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  // The page's client never asks for one; the adapter answers it, one JSON line per part, as one buffer.
  it('hands a streamed batch to the adapter', async () => {
    const answer = await same(batchQuery(['config.get', 'policies.list'], {}), {
      headers: { ...signedIn(), 'trpc-accept': 'application/jsonl' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.split('\n').filter(Boolean).length).toBeGreaterThan(1);
  });
});
