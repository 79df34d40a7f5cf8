import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { gatewayLoggerOptions } from '../src/http/logging.ts';
import { login } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';
import { logLineCollector } from './log-lines.ts';

/**
 * Knowing what happens in production: Prometheus metrics at /metrics (rate, latency and errors per
 * procedure and per upstream call, the upstream's own latency), and the request id from the page through the
 * gateway to the broker and into every log line.
 */
const GENEROUS = {
  RATE_LIMIT_PER_MINUTE: '100000',
  OTP_RATE_LIMIT_PER_MINUTE: '100000',
  OTP_PHONE_SENDS_PER_10_MIN: '100000',
  OTP_PHONE_SENDS_PER_DAY: '100000',
};

let mock: FastifyInstance;
let mockUrl: string;
const gateways: FastifyInstance[] = [];
/** Every JSON log line the main gateway wrote. */
const { lines: logLines, stream } = logLineCollector();
let baseUrl: string;

async function gatewayWith(env: Record<string, string>, logger: unknown = false): Promise<string> {
  const gateway = await buildGatewayApp({
    env: readEnv({ LOG_LEVEL: 'silent', ...GENEROUS, ...env }),
    upstreamUrl: mockUrl,
    webDistDir: null,
    logger: logger as false,
  });
  gateways.push(gateway);
  return gateway.listen({ port: 0, host: '127.0.0.1' });
}

beforeAll(async () => {
  mock = await buildMockApp({ devMode: true, adminEnabled: true, logger: false });
  mockUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
  // The gateway's own logger settings (redaction, request serialiser), at debug, into this test.
  baseUrl = await gatewayWith({}, gatewayLoggerOptions({ LOG_LEVEL: 'debug' }, stream));
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
  await mock?.close();
});

beforeEach(async () => {
  await fetch(`${mockUrl}/__admin/reset`, { method: 'POST' });
  await fetch(`${mockUrl}/__admin/faults`, { method: 'DELETE' });
});

async function scrape(url = baseUrl): Promise<string> {
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/plain/);
  return response.text();
}

/** The value of one series, e.g. `portal_procedure_errors_total{procedure="x",code="y"}`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith(`${name}{`) &&
        Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('/metrics', () => {
  it('counts and times each procedure and each broker call by name and outcome', async () => {
    const { client } = await login(baseUrl);
    const before = await scrape();
    const ok = { procedure: 'policies.list', type: 'query', code: 'OK' };
    const countBefore = sample(before, 'portal_procedure_duration_seconds_count', ok);

    for (let i = 0; i < 3; i++) {
      const page = await client.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
      expect(page.status).toBe(200);
    }
    const after = await scrape();
    expect(sample(after, 'portal_procedure_duration_seconds_count', ok)).toBe(countBefore + 3);
    expect(sample(after, 'portal_procedure_duration_seconds_sum', ok)).toBeGreaterThan(0);
    // The broker's own latency, per catalogue endpoint.
    const upstream = { endpoint: 'policyList', method: 'GET', status: '2xx' };
    expect(sample(after, 'portal_upstream_duration_seconds_count', upstream)).toBeGreaterThanOrEqual(3);
    expect(after).toMatch(
      /portal_upstream_duration_seconds_bucket\{le="0\.1",endpoint="policyList",method="GET"/,
    );
    // fastify-metrics' per-route HTTP series and Node's process metrics are there too.
    expect(after).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/trpc\/:path"/);
    expect(after).toMatch(/^process_cpu_seconds_total /m);
  });

  it('counts a failing broker call and the procedure it failed, by error code', async () => {
    const { client } = await login(baseUrl);
    const fault = await fetch(`${mockUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'get', path: '/api/v1/policy/policies/', status: 503, body: {} }),
    });
    expect(fault.ok).toBe(true);
    const before = await scrape();
    const failed = await client.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const after = await scrape();

    const code = failed.error?.data.code ?? '';
    const procedure = { procedure: 'policies.list', code };
    expect(sample(after, 'portal_procedure_errors_total', procedure)).toBe(
      sample(before, 'portal_procedure_errors_total', procedure) + 1,
    );
    const upstream = { endpoint: 'policyList', status: '5xx' };
    expect(sample(after, 'portal_upstream_errors_total', upstream)).toBe(
      sample(before, 'portal_upstream_errors_total', upstream) + 1,
    );
  });

  it('asks for the token when one is set, and is absent when metrics are off', async () => {
    const guarded = await gatewayWith({ METRICS_TOKEN: 'a-scrape-token-0123456789' });
    expect((await fetch(`${guarded}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${guarded}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${guarded}/metrics`, {
      headers: { authorization: 'Bearer a-scrape-token-0123456789' },
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toMatch(/portal_procedure_duration_seconds/);

    const off = await gatewayWith({ METRICS_ENABLED: 'false' });
    expect((await fetch(`${off}/metrics`)).status).toBe(404);
    // Without metrics the portal works as before.
    expect((await createTrpcHttp(off).query('config.telemetry')).status).toBe(200);
  });
});

describe('request id', () => {
  it("travels from the page's call to the broker, back in the answer and in every log line of the call", async () => {
    const { client } = await login(baseUrl);
    const requestId = 'page-7f3a9c21-call';
    logLines.length = 0;
    const page = await client.query(
      'policies.list',
      { tab: 'all', offset: 0, limit: 10 },
      { 'x-request-id': requestId },
    );
    expect(page.status).toBe(200);

    const journal = (await (
      await fetch(`${mockUrl}/__admin/journal?path=${encodeURIComponent('/api/v1/policy/policies/')}&limit=1`)
    ).json()) as { entries: { headers: Record<string, string> }[] };
    expect(journal.entries[0]?.headers['x-request-id']).toBe(requestId);

    const ofTheCall = logLines.filter((line) => line.reqId === requestId);
    // The broker call (debug) and the one line of the answered request: both carry the id.
    expect(ofTheCall.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['upstream call', 'request completed']),
    );
    const completed = ofTheCall.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({
      req: { method: 'GET', url: '/trpc/policies.list?…' },
      res: { statusCode: 200 },
    });
    expect(ofTheCall.filter((line) => line.msg === 'request completed')).toHaveLength(1);
    const requestScoped = logLines.filter((line) => 'req' in line || 'res' in line || 'endpoint' in line);
    expect(requestScoped.length).toBeGreaterThan(0);
    expect(requestScoped.every((line) => line.reqId === requestId)).toBe(true);
  });

  it('answers the id on every call, and replaces an id a caller could abuse', async () => {
    const given = await fetch(`${baseUrl}/healthz`, { headers: { 'x-request-id': 'abc-12345678' } });
    expect(given.headers.get('x-request-id')).toBe('abc-12345678');

    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const none = await fetch(`${baseUrl}/healthz`);
    expect(none.headers.get('x-request-id')).toMatch(uuid);
    for (const abuse of ['x'.repeat(500), 'id with spaces "and quotes"', 'short']) {
      const response = await fetch(`${baseUrl}/healthz`, { headers: { 'x-request-id': abuse } });
      expect(response.headers.get('x-request-id')).toMatch(uuid);
    }
  });
});
