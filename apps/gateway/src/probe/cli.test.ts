import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMockApp } from '@portal/mock-upstream/app';
import { catalogue } from '@portal/contracts/catalogue';
import { freePort } from '../../test/free-port.ts';
import { main } from './cli.ts';

const BUDI = '6281200000001';
const AGUS = '6281200000003';
const VERIFY_FAILS = '6281299999002';
const DEV_CODE = '123456';

let mock: FastifyInstance;
let mockUrl: string;
let workDir: string;

beforeAll(async () => {
  mock = await buildMockApp({
    devMode: true,
    adminEnabled: true,
    logger: false,
    dataDir: join(tmpdir(), 'probe-test-mock-data'),
  });
  mockUrl = await mock.listen({ port: 0, host: '127.0.0.1' });
  workDir = await mkdtemp(join(tmpdir(), 'probe-test-'));
});
afterAll(async () => {
  await mock.close();
  await rm(workDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await fetch(`${mockUrl}/__admin/reset`, { method: 'POST' });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  markdown: string;
  json: ProbeJson;
}
interface ProbeJson {
  summary: { drifts: number; breakingDrifts: number; reached: number; driftedEndpoints: string[] };
  services: string[] | null;
  endpoints: {
    endpoint: string;
    effect: string;
    reached: boolean;
    reason: string | null;
    calls: {
      status: number | null;
      drifts: {
        path: string;
        kind: string;
        expected: string;
        received: string;
        breaks: boolean;
        reason: string;
      }[];
    }[];
  }[];
}

let runs = 0;
/** Runs the CLI as `npm run probe:broker -- …` does, with its own report name; reads what it wrote. */
async function probe(args: string[], options: { brokerToken?: string; stdin?: string } = {}): Promise<Run> {
  runs += 1;
  const out = join(workDir, `run-${runs}`);
  let stdout = '';
  let stderr = '';
  const code = await main(['--url', mockUrl, '--out', out, ...args], {
    brokerToken: options.brokerToken,
    cwd: workDir,
    stdin: Readable.from([options.stdin ?? '']),
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  const markdown = await readFile(`${out}.md`, 'utf8').catch(() => '');
  const json = JSON.parse(await readFile(`${out}.json`, 'utf8').catch(() => 'null')) as ProbeJson;
  return { code, stdout, stderr, markdown, json };
}

async function journalEndpoints(): Promise<string[]> {
  const response = await fetch(`${mockUrl}/__admin/journal?limit=1000&order=asc`);
  const page = (await response.json()) as { entries: { endpoint: string | null }[] };
  return page.entries.map((entry) => entry.endpoint ?? '');
}

async function writesCalled(): Promise<string[]> {
  const known = catalogue as Record<string, { effect: string }>;
  return (await journalEndpoints()).filter((id) => known[id]?.effect === 'write');
}

async function stub(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${mockUrl}/__admin/stubs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path, body }),
  });
  expect(response.status).toBe(201);
}

async function loginToken(phone: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${mockUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<Record<string, string>>);
  const { operation_id } = await post('/api/v1/user/send_otp/', {
    phone,
    medium: 'sms',
    language_code: 'id',
  });
  return (await post('/api/v1/auth/verify-otp-and-get-session/', { phone, operation_id, otp: DEV_CODE }))
    .token!;
}

function endpointOf(run: Run, id: string) {
  const report = run.json.endpoints.find((entry) => entry.endpoint === id);
  if (!report) throw new Error(`no ${id} in the report`);
  return report;
}

const policyCard = {
  internal_id: 'pol_drift_1',
  product_display_name: 'Proteksi Gadget',
  package_name: 'Gold',
  application_no: 'APP-DRIFT-1',
  policy_number: 'POL-1',
  category_code: 'gadget',
  category_name: 'Gadget',
  policyholder_name: 'Budi Santoso',
  expiry_time: '2027-01-01T00:00:00+07:00',
  product_key: 'gadget-protection',
  partner: 'tokopedia',
  coverage_status: 'ACTIVE',
  package_code_slug: 'gold',
  request: { is_family: false, additional_protection: false },
};
const meta = { offset: 0, limit: 10, total: 1 };

describe('npm run probe:broker', () => {
  it('finds no drift on the plain mock, exits 0, and makes no write but the login', async () => {
    const run = await probe(['--phone', BUDI, '--otp', DEV_CODE]);

    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/0 drifts \(0 breaking the portal\)/);
    expect(run.markdown).toContain('**No drift: every answer fits the contract.**');
    expect(run.json.summary.drifts).toBe(0);
    expect(run.json.services).toEqual(['b2b2c_user']);
    for (const id of [
      'policyList',
      'policyDetails',
      'claimList',
      'claimDetails',
      'comments',
      'userProfile',
    ]) {
      expect(endpointOf(run, id).reached, id).toBe(true);
    }
    // Details of what the lists named: at most --max-details (3) per list.
    expect(endpointOf(run, 'policyDetails').calls).toHaveLength(3);
    expect(endpointOf(run, 'agencyPolicyList')).toMatchObject({
      reached: false,
      reason: 'needs the role agency_agent or agency_customer; the account has b2b2c_user',
    });
    expect(endpointOf(run, 'tokenPolicyDetails').reason).toMatch(/tokenised endorsement link/);
    expect(endpointOf(run, 'createClaim')).toMatchObject({
      effect: 'write',
      reached: false,
      reason: 'changes state at the broker: called only with --allow-writes createClaim',
    });
    expect(run.markdown).toMatch(
      /\| agencyPolicyList \| GET \/api\/v1\/agency\/policy-list\/ \| read \| no \|/,
    );

    expect(await writesCalled()).toEqual(['sendOtp', 'verifyOtpAndGetSession']);
  });

  it('reaches the agency endpoints from an agency account, each product code of the schema', async () => {
    const run = await probe(['--phone', AGUS, '--otp', DEV_CODE, '--max-details', '1']);

    expect(run.code).toBe(0);
    const list = endpointOf(run, 'agencyPolicyList');
    expect(list.reached).toBe(true);
    expect(list.calls).toHaveLength(3);
    expect(endpointOf(run, 'agencyPolicyDetails').calls).toHaveLength(1);
    expect(endpointOf(run, 'policyList').reason).toMatch(/needs the role b2b2c_user or tapinsurance_user/);
  });

  it('finds each kind of drift with its JSON path, says which break the portal, and exits 1', async () => {
    await stub('/api/v1/policy/policies/', {
      data: [
        {
          ...policyCard,
          policyholder_name: undefined,
          coverage_status: 'SUSPENDED',
          product_key: null,
          loyalty_tier: 'gold',
        },
      ],
      meta: { ...meta, total: '1', limit: 0 },
    });

    const run = await probe(['--phone', BUDI, '--otp', DEV_CODE]);

    expect(run.code).toBe(1);
    const drifts = endpointOf(run, 'policyList').calls[0]!.drifts;
    const byPath = Object.fromEntries(drifts.map((drift) => [drift.path, drift]));
    expect(byPath['$.data[0].policyholder_name']).toMatchObject({ kind: 'missing_field', breaks: true });
    expect(byPath['$.data[0].loyalty_tier']).toMatchObject({ kind: 'extra_field', breaks: false });
    expect(byPath['$.meta.total']).toMatchObject({ kind: 'wrong_type', expected: 'number', breaks: true });
    expect(byPath['$.data[0].coverage_status']).toMatchObject({ kind: 'unknown_enum_value', breaks: true });
    expect(byPath['$.data[0].coverage_status']!.received).toContain('SUSPENDED');
    expect(byPath['$.data[0].product_key']).toMatchObject({ kind: 'null_not_allowed', breaks: true });
    expect(byPath['$.meta.limit']).toMatchObject({ kind: 'invalid_value', breaks: true });
    expect(run.json.summary.driftedEndpoints).toEqual(['policyList']);

    expect(run.stdout).toMatch(/6 drifts \(5 breaking the portal\)/);
    expect(run.markdown).toContain('**6 drifts in 1 endpoint, 5 of them breaking the portal.**');
    expect(run.markdown).toMatch(
      /\| policyList \| GET \/api\/v1\/policy\/policies\/\?offset=0&limit=10 \| `\$\.data\[0\]\.coverage_status` \| unknown_enum_value \| .* \| yes \|/,
    );
    expect(run.markdown).toMatch(/`\$\.data\[0\]\.loyalty_tier` \| extra_field \| .* \| no \|/);
    // The detail of the stubbed policy is unknown to the mock: an error answer, listed, not a drift.
    expect(run.markdown).toMatch(
      /\| policyDetails \| GET \/api\/v1\/policy\/policy-details\/\?er=1&id=pol_drift_1 \| 404 \|/,
    );
  });

  it('reports a drift on a field the portal never reads as not breaking; --fail-on breaking exits 0 then', async () => {
    await stub('/api/v1/policy/policies/', {
      data: [{ ...policyCard, package_code_slug: 7, category_code: undefined, note: 'x' }],
      meta,
    });

    const byDefault = await probe(['--phone', BUDI, '--otp', DEV_CODE]);
    expect(byDefault.code).toBe(1);
    const drifts = endpointOf(byDefault, 'policyList').calls[0]!.drifts;
    expect(drifts.map(({ path, kind, breaks }) => ({ path, kind, breaks }))).toEqual(
      expect.arrayContaining([
        { path: '$.data[0].package_code_slug', kind: 'wrong_type', breaks: false },
        { path: '$.data[0].category_code', kind: 'missing_field', breaks: false },
        { path: '$.data[0].note', kind: 'extra_field', breaks: false },
      ]),
    );
    expect(drifts.find((drift) => drift.kind === 'wrong_type')!.reason).toMatch(/never reads/);
    expect(byDefault.json.summary.breakingDrifts).toBe(0);

    const breakingOnly = await probe(['--phone', BUDI, '--otp', DEV_CODE, '--fail-on', 'breaking']);
    expect(breakingOnly.code).toBe(0);
    expect(breakingOnly.stdout).toMatch(/3 drifts \(0 breaking the portal\)/);
  });

  it('exits 2 with a clear message when the broker does not answer', async () => {
    const port = await freePort();
    let stderr = '';
    const code = await main(
      [
        '--url',
        `http://127.0.0.1:${port}`,
        '--phone',
        BUDI,
        '--otp',
        DEV_CODE,
        '--out',
        join(workDir, 'none'),
      ],
      {
        brokerToken: undefined,
        cwd: workDir,
        stdin: Readable.from(['']),
        stdout: { write: () => true },
        stderr: { write: (text: string) => (stderr += text) },
      },
    );
    expect(code).toBe(2);
    expect(stderr).toContain(
      `The probe could not run: The broker at http://127.0.0.1:${port} does not answer`,
    );
  });

  it('stops calling and exits 2 when the broker stops answering half-way, with the report of what it reached', async () => {
    const token = await loginToken(BUDI);
    const fault = await fetch(`${mockUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '^/api/v1/(user|app|language|tags|claim|policy)/', dropConnection: true }),
    });
    expect(fault.status).toBe(201);

    // `--token=` form: a mock token is random base64url and may start with '-', which reads as an option.
    const run = await probe([`--token=${token}`]);

    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'The probe could not finish: the broker stopped answering (3 calls in a row without an answer)',
    );
    expect(endpointOf(run, 'verifySession').reached).toBe(true);
    expect(endpointOf(run, 'userProfile')).toMatchObject({
      reached: false,
      reason: 'the broker did not answer',
    });
    expect(endpointOf(run, 'policyList').reason).toBe('the broker stopped answering earlier in the run');
    expect(run.markdown).toContain('**The probe could not finish: the broker stopped answering');
    expect((await journalEndpoints()).filter((id) => id === 'policyList')).toEqual([]);
  });

  it('exits 2 when the login is refused, by OTP or by token', async () => {
    const byOtp = await probe(['--phone', VERIFY_FAILS, '--otp', DEV_CODE]);
    expect(byOtp.code).toBe(2);
    expect(byOtp.stderr).toMatch(
      /The probe could not run: Login refused: verify-otp-and-get-session answered 400 \(otp_invalid/,
    );

    const byToken = await probe([], { brokerToken: 'not-a-session-token' });
    expect(byToken.code).toBe(2);
    expect(byToken.stderr).toMatch(/Login refused: the broker answered 401 to the token/);
    expect(byToken.stderr).not.toContain('not-a-session-token');
  });

  it('signs in with a token without any login call, and never shows the token', async () => {
    const token = await loginToken(BUDI);
    await fetch(`${mockUrl}/__admin/journal`, { method: 'DELETE' });

    const run = await probe([`--token=${token}`]);

    expect(run.code).toBe(0);
    expect(run.json.services).toEqual(['b2b2c_user']);
    expect(await writesCalled()).toEqual([]);
    expect(endpointOf(run, 'sendOtp').reason).toBe('a login call: made when the probe signs in with --phone');
    expect(endpointOf(run, 'checkWhatsappStatus').reason).toMatch(/signed in with a token/);
    for (const output of [run.stdout, run.stderr, run.markdown, JSON.stringify(run.json)]) {
      expect(output).not.toContain(token);
    }
  });

  it('makes only the writes named by --allow-writes', async () => {
    const run = await probe(['--phone', BUDI, '--otp', DEV_CODE, '--allow-writes', 'logout,addComments']);

    expect(run.code).toBe(0);
    expect(endpointOf(run, 'addComments')).toMatchObject({ reached: true, calls: [{ status: 201 }] });
    expect(endpointOf(run, 'logout')).toMatchObject({ reached: true, calls: [{ status: 204 }] });
    // Logout goes last, whatever the order named: every other call still has the session.
    expect(await writesCalled()).toEqual(['sendOtp', 'verifyOtpAndGetSession', 'addComments', 'logout']);
    expect((await journalEndpoints()).at(-1)).toBe('logout');
    expect(endpointOf(run, 'createClaim').reached).toBe(false);
  });

  it('refuses an --allow-writes list with a read or an unknown id, before calling anything', async () => {
    const read = await probe([
      '--phone',
      BUDI,
      '--otp',
      DEV_CODE,
      '--allow-writes',
      'addComments,policyList',
    ]);
    expect(read.code).toBe(2);
    expect(read.stderr).toContain(
      '--allow-writes takes state-changing endpoints; these only read: policyList',
    );

    const unknown = await probe(['--phone', BUDI, '--otp', DEV_CODE, '--allow-writes', 'claimCreate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--allow-writes names no catalogue endpoint: claimCreate');
    expect(await journalEndpoints()).toEqual([]);
  });

  it('asks for the code on the terminal when run as a command, and writes probe-report.md where it was started', async () => {
    // As the gateway's probe:broker script runs it: in apps/gateway, with npm's INIT_CWD naming where it started.
    const gatewayDir = fileURLToPath(new URL('../..', import.meta.url));
    const cwd = await mkdtemp(join(tmpdir(), 'probe-cwd-'));
    const command = ['--import', 'tsx', 'src/probe/cli.ts', '--url', mockUrl, '--phone', BUDI];
    const child = spawn(process.execPath, command, {
      cwd: gatewayDir,
      // eslint-disable-next-line no-restricted-syntax -- the child runs with this environment and npm's INIT_CWD, as under npm
      env: { ...process.env, INIT_CWD: cwd, BROKER_TOKEN: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes(`Code sent to ${BUDI}: `) && child.stdin.writable) child.stdin.end(`${DEV_CODE}\n`);
    });
    const code = await new Promise<number | null>((done) => child.on('close', done));

    expect(stderr).toContain(`Code sent to ${BUDI}: `);
    expect(code).toBe(0);
    expect(stdout).toContain(`Report: ${join(cwd, 'probe-report.md')}`);
    const markdown = await readFile(join(cwd, 'probe-report.md'), 'utf8');
    expect(markdown).toContain('# Broker contract probe');
    expect(JSON.parse(await readFile(join(cwd, 'probe-report.json'), 'utf8'))).toMatchObject({
      login: 'otp',
      summary: { drifts: 0 },
    });
    await rm(cwd, { recursive: true, force: true });
  }, 30_000);
});
