import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { pngImage } from './fixtures.ts';
import { completeGadgetClaim } from './gadget-claim.ts';
import { addFault } from './mock-faults.ts';
import { DEMO, login, stackPerFile } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

/**
 * Claim creation and the final submit when the broker's answer is lost (decision record 0021). Between the
 * gateway and the mock sits a broker front that passes every call on, but for the chosen path lets the mock
 * carry the call out and then loses its answer: it answers after the gateway's upstream timeout, or with a
 * 5xx. That is the broker that created the claim while the gateway gave up. The retry with the same key must
 * answer what the broker did, and never send the creation again, whatever the broker does with an
 * Idempotency-Key. The mock's QA journal counts the calls that reached it.
 */

/** The gateway waits this long for the broker; a late answer comes well after. */
const UPSTREAM_TIMEOUT_MS = 1_000;
const LATE_BY_MS = 5_000;

/** The mock's clock: each submit test starts its claim at its own minute (a submission round of its own). */
let mockNow = new Date('2026-11-22T08:00:00Z');
/** Both gateways (the stack's, which uploads, and this file's) open the same cookies and file refs. */
const SESSION_SECRET = 'idempotency-test-session-secret-0123456789';
const stack = stackPerFile(() => mockNow, { SESSION_SECRET });
type Client = ReturnType<typeof createTrpcHttp>;

const CREATE_PATH = '/api/v4/claim/create/';
const AGENCY_CREATE_PATH = '/api/v1/agency/create-claim/';
const SUBMIT_PATH = '/api/v3/claims/submit/';
const GADGET = { policyId: 'pol_1002', benefitId: 'ben_1002_2' };

/** What the broker front does to the next call on `path` once the mock has carried it out. */
let lostAnswer: { path: string; as: 'late' | 'server-error' } | null = null;
const lateTimers = new Set<NodeJS.Timeout>();

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function brokerFront(): Server {
  return createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (['host', 'connection', 'content-length'].includes(name) || value === undefined) continue;
        headers.set(name, String(value));
      }
      const answer = await fetch(`${stack.mockUrl}${request.url}`, {
        method: request.method,
        headers,
        body: body.length > 0 ? body : undefined,
      });
      const text = await answer.text();
      const send = (status: number, payload: string) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(payload);
      };
      const lose = lostAnswer && request.url?.startsWith(lostAnswer.path) ? lostAnswer : null;
      if (lose) lostAnswer = null;
      if (lose?.as === 'late') {
        const timer = setTimeout(() => {
          lateTimers.delete(timer);
          if (!response.destroyed) send(answer.status, text);
        }, LATE_BY_MS);
        lateTimers.add(timer);
      } else if (lose?.as === 'server-error') {
        send(502, JSON.stringify({ error: 'Bad gateway', code: 'bad_gateway' }));
      } else {
        send(answer.status, text);
      }
    })();
  });
}

let front: Server;
let gateway: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  front = brokerFront();
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  gateway = await buildGatewayApp({
    env: readEnv({
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '100000',
      OTP_RATE_LIMIT_PER_MINUTE: '100000',
      OTP_PHONE_SENDS_PER_10_MIN: '100000',
      OTP_PHONE_SENDS_PER_DAY: '100000',
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      SESSION_SECRET,
    }),
    upstreamUrl: frontUrl,
    webDistDir: null,
    logger: false,
  });
  baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const timer of lateTimers) clearTimeout(timer);
  await gateway?.close();
  front?.closeAllConnections();
  await new Promise((resolve) => front?.close(resolve));
});

beforeEach(() => {
  lostAnswer = null;
});

const loginAs = (who = DEMO) => login(baseUrl, createTrpcHttp(baseUrl), who).then(({ client }) => client);

async function claimIdsOnPolicy(client: Client, policyId: string): Promise<string[]> {
  const family = await client.query('claims.familyClaims', { policyId });
  expect(family.status).toBe(200);
  return (family.data as { claim_id: string }[]).map((claim) => claim.claim_id);
}

describe('claim creation whose answer is lost', () => {
  for (const as of ['late', 'server-error'] as const) {
    it(`answers the claim the broker made (${as === 'late' ? 'answer after the timeout' : 'a 5xx after creating'}), and never creates it again`, async () => {
      const client = await loginAs();
      const before = await claimIdsOnPolicy(client, GADGET.policyId);
      const input = { ...GADGET, idempotencyKey: randomUUID() };
      lostAnswer = { path: CREATE_PATH, as };

      const lost = await client.mutate('claims.create', input);
      expect(lost.status).toBe(502);
      expect(lost.error?.data).toMatchObject({ code: 'BAD_GATEWAY', errorKey: 'something_wrong' });
      const made = (await claimIdsOnPolicy(client, GADGET.policyId)).filter((id) => !before.includes(id));
      expect(made).toHaveLength(1);

      const retried = await client.mutate('claims.create', input);
      expect(retried.status, JSON.stringify(retried.error)).toBe(200);
      expect(retried.data).toEqual({ claimId: made[0] });
      const again = await client.mutate('claims.create', input);
      expect(again.data).toEqual({ claimId: made[0] });

      expect(await stack.journalCount(CREATE_PATH)).toBe(1);
      expect(await claimIdsOnPolicy(client, GADGET.policyId)).toHaveLength(before.length + 1);
    });
  }

  it('creates the claim on the retry when the failed attempt created nothing (a 5xx before the broker acted)', async () => {
    const client = await loginAs();
    const before = await claimIdsOnPolicy(client, GADGET.policyId);
    await addFault(stack.mockUrl, { method: 'POST', path: CREATE_PATH, status: 500, times: 1 });
    const input = { ...GADGET, idempotencyKey: randomUUID() };

    const failed = await client.mutate('claims.create', input);
    expect(failed.status).toBe(502);
    expect(failed.error?.data.code).toBe('BAD_GATEWAY');

    const retried = await client.mutate('claims.create', input);
    expect(retried.status, JSON.stringify(retried.error)).toBe(200);
    const made = (await claimIdsOnPolicy(client, GADGET.policyId)).filter((id) => !before.includes(id));
    expect(made).toEqual([(retried.data as { claimId: string }).claimId]);
  });

  it('does not answer a new key with an earlier claim: a new intent is a new creation', async () => {
    const client = await loginAs();
    const first = await client.mutate('claims.create', { ...GADGET, idempotencyKey: randomUUID() });
    expect(first.status).toBe(200);
    // The mock refuses a second open claim on the benefit; the gateway passes that on, not the first claim.
    const second = await client.mutate('claims.create', { ...GADGET, idempotencyKey: randomUUID() });
    expect(second.status).toBe(400);
    expect(second.error?.data).toMatchObject({ serverCode: 'claim_in_progress' });
  });
});

describe('an agent’s claim creation whose answer is lost', () => {
  it('answers the claim the broker made after the timeout, without a second create call', async () => {
    const agent = await loginAs({ ...DEMO, phone: '81200000003' });
    const policies = await agent.query('agency.policyList', {
      productCode: 'car-protection',
      coverageStatus: 'ACTIVE',
      page: 1,
      pageSize: 10,
    });
    const policyId = (policies.data as { data: { reference_id: string }[] }).data[0]?.reference_id ?? '';
    const offer = await agent.query('agency.benefits', { policyId });
    const benefits = (offer.data as { benefits: { benefit_id: string }[] }).benefits;
    // The first benefit the broker lets the agent claim: validate-claim refuses the others before any create.
    let lost: Awaited<ReturnType<Client['mutate']>> | undefined;
    let input: { policyId: string; benefitId: string; idempotencyKey: string } | undefined;
    for (const benefit of benefits) {
      input = { policyId, benefitId: benefit.benefit_id, idempotencyKey: randomUUID() };
      lostAnswer = { path: AGENCY_CREATE_PATH, as: 'late' };
      lost = await agent.mutate('agency.createClaim', input);
      if (lost.status !== 400) break;
    }
    expect(lost?.status).toBe(502);
    const retried = await agent.mutate('agency.createClaim', input);
    expect(retried.status, JSON.stringify(retried.error)).toBe(200);
    const list = await agent.query('agency.claimList', { filter: 'all', page: 1, pageSize: 50 });
    const newest = (list.data as { data: { claim_id: string }[] }).data[0]?.claim_id;
    expect(retried.data).toEqual({ claimId: newest });
    expect(await stack.journalCount(AGENCY_CREATE_PATH)).toBe(1);
  });
});

describe('the final submit whose answer is lost', () => {
  async function completeNewGadgetClaim(client: Client): Promise<string> {
    const created = await client.mutate('claims.create', { ...GADGET, idempotencyKey: randomUUID() });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const { claimId } = created.data as { claimId: string };
    await completeGadgetClaim(client, claimId, await stack.uploadPhoto(client, pngImage()));
    return claimId;
  }

  for (const as of ['late', 'server-error'] as const) {
    it(`answers the submit the broker carried out (${as}), and never sends it again`, async () => {
      // The gateway remembers a round's submit for minutes, and claim ids repeat after a mock reset.
      mockNow = new Date(mockNow.getTime() + 60_000);
      const client = await loginAs();
      const claimId = await completeNewGadgetClaim(client);
      lostAnswer = { path: SUBMIT_PATH, as };

      const lost = await client.mutate('claims.submit', { claimId });
      expect(lost.status).toBe(502);
      expect(lost.error?.data).toMatchObject({ code: 'BAD_GATEWAY', errorKey: 'claim_submit_failed' });

      const retried = await client.mutate('claims.submit', { claimId });
      expect(retried.status, JSON.stringify(retried.error)).toBe(200);
      expect(retried.data).toEqual({ statusCode: 'document_received' });
      expect(await stack.journalCount(SUBMIT_PATH)).toBe(1);
    });
  }
});
