import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { gatewayLoggerOptions } from '../src/http/logging.ts';
import { GENEROUS_LIMITS, login } from './stack.ts';
import type { createTrpcHttp } from './trpc-http.ts';
import { logLineCollector } from './log-lines.ts';

/**
 * What the gateway does with a broker answer that departs from its contract: served when the page cannot
 * notice (a field the contract does not name, a field the portal never reads), refused when the page reads the
 * field; each drift logged once per endpoint and spot, and counted at /metrics.
 */
let mock: FastifyInstance;
let gateway: FastifyInstance;
let mockUrl: string;
let baseUrl: string;
let client: ReturnType<typeof createTrpcHttp>;
const { lines: logLines, stream } = logLineCollector();

beforeAll(async () => {
  mock = await buildMockApp({ devMode: true, adminEnabled: true, logger: false });
  mockUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
  gateway = await buildGatewayApp({
    env: readEnv({ LOG_LEVEL: 'silent', ...GENEROUS_LIMITS }),
    upstreamUrl: mockUrl,
    webDistDir: null,
    logger: gatewayLoggerOptions({ LOG_LEVEL: 'info' }, stream) as never,
  });
  baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
  ({ client } = await login(baseUrl));
});

afterAll(async () => {
  await gateway?.close();
  await mock?.close();
});

beforeEach(async () => {
  await fetch(`${mockUrl}/__admin/stubs`, { method: 'DELETE' });
  logLines.length = 0;
});

/** The mock's own answer to the policy list, for the stub to change. */
async function realPolicyList(): Promise<{ data: Record<string, unknown>[]; meta: unknown }> {
  const sent = await fetch(`${mockUrl}/api/v1/user/send_otp/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '6281200000001', medium: 'sms', language_code: 'id' }),
  });
  const { operation_id } = (await sent.json()) as { operation_id: string };
  const verified = await fetch(`${mockUrl}/api/v1/auth/verify-otp-and-get-session/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '6281200000001', operation_id, otp: '123456' }),
  });
  const { token } = (await verified.json()) as { token: string };
  const list = await fetch(`${mockUrl}/api/v1/policy/policies/?offset=0&limit=10`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await list.json()) as { data: Record<string, unknown>[]; meta: unknown };
}

async function stubPolicyList(change: (card: Record<string, unknown>) => Record<string, unknown>) {
  const answer = await realPolicyList();
  const response = await fetch(`${mockUrl}/__admin/stubs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'GET',
      path: '/api/v1/policy/policies/',
      body: { ...answer, data: answer.data.map(change) },
    }),
  });
  expect(response.status).toBe(201);
  return answer;
}

async function driftCount(kind: string, outcome: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text
    .split('\n')
    .find((row) =>
      row.startsWith(
        `portal_upstream_contract_drift_total{endpoint="policyList",kind="${kind}",outcome="${outcome}"}`,
      ),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

const driftLogs = () =>
  logLines.filter((line) => typeof line.msg === 'string' && line.msg.includes('drifted from its contract'));

describe('a broker answer that drifts', () => {
  it('with a field the contract does not name is served, logged once and counted per answer', async () => {
    const before = await driftCount('extra_field', 'tolerated');
    const answer = await stubPolicyList((card) => ({ ...card, loyalty_tier: 'gold' }));
    for (let call = 0; call < 3; call += 1) {
      const list = await client.query('policies.list', { tab: 'all' });
      expect(list.status).toBe(200);
      const cards = (list.data as { data: Record<string, unknown>[] }).data;
      expect(cards.map((card) => card.internal_id)).toEqual(answer.data.map((card) => card.internal_id));
      expect(cards[0]).not.toHaveProperty('loyalty_tier');
    }
    expect(await driftCount('extra_field', 'tolerated')).toBe(before + 3);
    const logged = driftLogs();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 40,
      endpoint: 'policyList',
      drifts: [{ path: '$.data[*].loyalty_tier', kind: 'extra_field' }],
    });
  });

  it('missing or malformed only where the portal never reads is served, with what the page shows', async () => {
    await stubPolicyList(({ category_code: _code, ...card }) => ({ ...card, package_code_slug: 7 }));
    const list = await client.query('policies.list', { tab: 'all' });
    expect(list.status).toBe(200);
    const cards = (list.data as { data: Record<string, unknown>[] }).data;
    expect(cards[0]).toMatchObject({ product_display_name: expect.any(String), coverage_status: 'ACTIVE' });
    expect(await driftCount('missing_field', 'tolerated')).toBeGreaterThan(0);
    expect(await driftCount('wrong_type', 'tolerated')).toBeGreaterThan(0);
    expect(driftLogs()[0]).toMatchObject({
      drifts: expect.arrayContaining([
        expect.objectContaining({ path: '$.data[*].category_code', kind: 'missing_field' }),
        expect.objectContaining({ path: '$.data[*].package_code_slug', kind: 'wrong_type' }),
      ]),
    });
  });

  it('on a field the page reads fails the call in the catalogue’s words, logged with the spot', async () => {
    const before = await driftCount('unknown_enum_value', 'refused');
    await stubPolicyList((card) => ({ ...card, coverage_status: 'SUSPENDED' }));
    const list = await client.query('policies.list', { tab: 'all' });
    expect(list.status).toBe(502);
    expect(list.error?.data.errorKey).toBe('policy_list_failed');
    expect(await driftCount('unknown_enum_value', 'refused')).toBe(before + 1);
    const refused = logLines.find((line) => line.msg === 'upstream response broke the contract');
    expect(refused).toMatchObject({
      level: 50,
      endpoint: 'policyList',
      drifts: [expect.objectContaining({ path: '$.data[*].coverage_status', kind: 'unknown_enum_value' })],
    });
  });

  it('is refused even right after the same read was served, and the good answer is served again after', async () => {
    const good = await client.query('policies.list', { tab: 'all' });
    expect(good.status).toBe(200);
    const again = await client.query('policies.list', { tab: 'all' });
    expect(again.data).toEqual(good.data);
    await stubPolicyList((card) => ({ ...card, coverage_status: 'SUSPENDED' }));
    const broken = await client.query('policies.list', { tab: 'all' });
    expect(broken.status).toBe(502);
    expect(broken.error?.data.errorKey).toBe('policy_list_failed');
    await fetch(`${mockUrl}/__admin/stubs`, { method: 'DELETE' });
    const back = await client.query('policies.list', { tab: 'all' });
    expect(back.status).toBe(200);
    expect(back.data).toEqual(good.data);
  });
});
