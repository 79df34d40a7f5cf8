import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import type { GatewayStores } from '../src/stores/types.ts';
import { createTrpcHttp } from './trpc-http.ts';
import { GENEROUS_LIMITS } from './generous-limits.ts';
import { tusUpload } from './tus-client.ts';

export { GENEROUS_LIMITS };

/** The demo policyholder; in dev mode every code is 123456. */
export const DEMO = { countryCode: '62', phone: '81200000001', code: '123456' };

/**
 * A real mock upstream and a real gateway, both on ephemeral ports: the gateway talks real HTTP to the mock,
 * the test talks real HTTP to the gateway. `clock` drives the mock's time.
 */
export async function startStack(
  clock: () => Date = () => new Date('2026-11-22T08:00:00Z'),
  /** Gateway env values for this stack (e.g. a short chat poll interval). */
  env: Record<string, string> = {},
  options: { realLimits?: boolean; stores?: GatewayStores } = {},
) {
  const mock: FastifyInstance = await buildMockApp({
    devMode: true,
    adminEnabled: true,
    logger: false,
    now: clock,
  });
  const mockUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
  const gateway = await buildGatewayApp({
    env: readEnv({
      LOG_LEVEL: 'silent',
      ...(options.realLimits ? {} : GENEROUS_LIMITS),
      ...env,
    }),
    upstreamUrl: mockUrl,
    webDistDir: null,
    logger: false,
    ...(options.stores ? { stores: options.stores } : {}),
  });
  const baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return {
    mock,
    mockUrl,
    gateway,
    baseUrl,
    async close() {
      await gateway.close();
      await mock.close();
    },
  };
}

/**
 * A stack per test: `start()` brings one up (closing the previous one), and it is closed after each test. For
 * files whose tests each need their own settings or a fresh gateway.
 */
export function stackPerTest() {
  let current: Awaited<ReturnType<typeof startStack>> | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    async start(...args: Parameters<typeof startStack>) {
      await current?.close();
      current = await startStack(...args);
      return current;
    },
    /** The stack of the running test; throws when it has not started one. */
    get current() {
      if (!current) throw new Error('no stack started in this test');
      return current;
    },
  };
}

/** The code the mock last sent to `phone` (international digits), read from its QA controls. */
export async function sentCode(mockUrl: string, phone: string): Promise<string> {
  const response = await fetch(`${mockUrl}/__admin/otp/${phone}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

/** How many calls the mock received on one path. */
/** Uploads a PNG photo through the gateway (tus, then uploads.finish) and answers its file ref. */
export async function uploadPhoto(
  baseUrl: string,
  client: ReturnType<typeof createTrpcHttp>,
  bytes: Buffer,
): Promise<string> {
  const finished = await tusUpload(baseUrl, client, bytes, 'photo.png');
  return (finished.data as { fileRef: string }).fileRef;
}

export async function journalCount(mockUrl: string, path: string): Promise<number> {
  const response = await fetch(`${mockUrl}/__admin/journal?path=${encodeURIComponent(path)}&limit=1000`);
  return ((await response.json()) as { count: number }).count;
}

export async function login(baseUrl: string, client = createTrpcHttp(baseUrl), who = DEMO) {
  const sent = await client.mutate('auth.sendOtp', {
    countryCode: who.countryCode,
    phone: who.phone,
    medium: 'sms',
    languageCode: 'id',
  });
  expect(sent.status).toBe(200);
  const { operationId, phone } = sent.data as { operationId: string; phone: string };
  const verified = await client.mutate('auth.verifyOtp', { operationId, phone, otp: who.code });
  return { client, verified, operationId, phone };
}

/**
 * One stack for a test file, with the mock reset before each test: call at the top level of the file and read
 * `baseUrl`/`mockUrl` inside the tests.
 */
export function stackPerFile(clock?: () => Date, env?: Record<string, string>) {
  const state = { baseUrl: '', mockUrl: '' };
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  beforeAll(async () => {
    stack = await startStack(clock, env);
    state.baseUrl = stack.baseUrl;
    state.mockUrl = stack.mockUrl;
  });
  afterAll(async () => {
    await stack?.close();
  });
  beforeEach(async () => {
    await fetch(`${state.mockUrl}/__admin/reset`, { method: 'POST' });
  });
  return {
    get baseUrl() {
      return state.baseUrl;
    },
    get mockUrl() {
      return state.mockUrl;
    },
    /** How many calls the mock received on one path. */
    journalCount: (path: string) => journalCount(state.mockUrl, path),
    /** Uploads a PNG photo through the gateway (tus, then uploads.finish) and answers its file ref. */
    uploadPhoto: (client: ReturnType<typeof createTrpcHttp>, bytes: Buffer) =>
      uploadPhoto(state.baseUrl, client, bytes),
    /** A logged-in client of the demo policyholder (or `who`). */
    login: (who = DEMO) =>
      login(state.baseUrl, createTrpcHttp(state.baseUrl), who).then(({ client }) => client),
  };
}
