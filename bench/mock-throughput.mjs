/**
 * Throughput of the mock upstream's hot read paths: policy list and claim list, on the default seed and on the
 * 'large' seed (500+ policies and claims for the main user).
 *
 *   npm run bench:mock
 *   npx tsx bench/mock-throughput.mjs --duration 5 --connections 100 --pipelining 1 --workers 1 --admin
 *
 * The mock runs in this process with logging off and, unless `--admin` is given, the admin API off (as behind
 * the gateway; `--admin` adds the QA fault check and request journal to every call). autocannon drives it from
 * a worker thread (`--workers 1`, the default) so the server keeps the main event loop to itself; `--workers 0`
 * runs the load generator on the same loop (lower figures). Figures only: there is no pass/fail.
 * Run with tsx: the mock is TypeScript.
 */
import { log } from 'node:console';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildMockApp } from '@portal/mock-upstream/app';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    pipelining: { type: 'string', default: '1' },
    workers: { type: 'string', default: '1' },
    admin: { type: 'boolean', default: false },
  },
});

const duration = Number(args.duration);
const connections = Number(args.connections);
const pipelining = Number(args.pipelining);
const workers = Number(args.workers);
const MAIN_USER_PHONE = '6281200000001';

const ROUTES = [
  {
    title: 'policy list (default filter, first page of 10)',
    path: '/api/v1/policy/policies/?policyState=COMPLETED,PENDING_DOCUMENT&offset=0&limit=10',
  },
  { title: 'claim list (all, first page of 10)', path: '/api/v1/claim/list/?filter=all&offset=0&limit=10' },
];

async function postJson(app, url, payload) {
  const response = await app.inject({ method: 'POST', url, payload });
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** Logs a seeded demo phone in with the dev-mode code, like the portal would. */
async function login(app, phone) {
  const sent = await postJson(app, '/api/v1/user/send_otp/', { phone, medium: 'sms', language_code: 'id' });
  const session = await postJson(app, '/api/v1/auth/verify-otp-and-get-session/', {
    phone,
    operation_id: sent.operation_id,
    otp: '123456',
  });
  return String(session.token);
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const rounded = (value) => Math.round(value).toLocaleString('en');

log(
  `${connections} connections, pipelining ${pipelining}, ${duration} s per run, admin ${args.admin ? 'on' : 'off'}, ` +
    `${workers > 0 ? `${workers} load worker thread(s)` : 'load generator on the server loop'}\n`,
);

for (const seed of ['default', 'large']) {
  const app = buildMockApp({ devMode: true, adminEnabled: args.admin, logger: false, seed });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const token = await login(app, MAIN_USER_PHONE);
    for (const route of ROUTES) {
      const options = {
        url: `${address}${route.path}`,
        headers: { authorization: `Bearer ${token}` },
        connections,
        pipelining,
        ...(workers > 0 ? { workers } : {}),
      };
      // A second of warm-up lets V8 optimise the handlers before the measured run.
      await run({ ...options, duration: 1 });
      const result = await run({ ...options, duration });
      log(`${route.title}, seed '${seed}'`);
      log(`  GET ${route.path}`);
      log(`  ${rounded(result.requests.average)} req/s (${rounded(result.requests.total)} requests)`);
      log(
        `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      );
      log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}\n`);
    }
  } finally {
    await app.close();
  }
}
