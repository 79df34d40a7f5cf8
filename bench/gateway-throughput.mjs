/**
 * Throughput of the whole server side of a page load: browser → gateway (session cookie decrypted, input
 * validated, upstream call, contract check of the answer) → mock upstream, for the policy list and the session
 * check every page start makes.
 *
 *   npm run bench:gateway
 *   npx tsx bench/gateway-throughput.mjs --duration 5 --connections 50
 *
 * The gateway runs in this process and the mock in a child process, both with logging off; autocannon drives
 * the gateway from a worker thread (three busy threads on this 2-core machine).
 * Figures only: there is no pass/fail. Compare with `npm run bench:mock` to see what the gateway adds.
 */
import { log } from 'node:console';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { buildGatewayApp } from '@portal/gateway/app';
import { readEnv } from '@portal/gateway/env';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);

// The mock runs in its own process, as in docker-compose: sharing this event loop would halve both.
const MOCK_PORT = 4590;
const upstreamUrl = `http://127.0.0.1:${MOCK_PORT}`;
const mock = spawn(process.execPath, ['--import', 'tsx', 'apps/mock-upstream/src/server.ts'], {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    PORT: String(MOCK_PORT),
    HOST: '127.0.0.1',
    MOCK_ADMIN_ENABLED: 'false',
    LOG_LEVEL: 'fatal',
  },
  stdio: 'ignore',
});
for (let attempt = 0; ; attempt++) {
  const up = await fetch(`${upstreamUrl}/__health`).then(
    (response) => response.ok,
    () => false,
  );
  if (up) break;
  if (attempt > 100) throw new Error('the mock upstream did not start');
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const gateway = await buildGatewayApp({
  env: readEnv({ LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER) }),
  upstreamUrl,
  webDistDir: null,
  logger: false,
});
const address = await gateway.listen({ port: 0, host: '127.0.0.1' });

async function mutate(path, input, cookie = '') {
  const response = await fetch(`${address}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-csrf': '1', cookie },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

const sent = await (
  await mutate('auth.sendOtp', { countryCode: '62', phone: '81200000001', medium: 'sms', languageCode: 'id' })
).json();
const { operationId, phone } = sent.result.data;
const verified = await mutate('auth.verifyOtp', { operationId, phone, otp: '123456' });
const cookie = verified.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');

const input = (value) => encodeURIComponent(JSON.stringify(value));
const ROUTES = [
  {
    title: 'policies.list (first page of 10)',
    path: `/trpc/policies.list?input=${input({ tab: 'all', offset: 0, limit: 10 })}`,
  },
  { title: 'auth.session (checked with the broker)', path: '/trpc/auth.session' },
];

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
const rounded = (value) => Math.round(value).toLocaleString('en');

log(`${connections} connections, ${duration} s per run, gateway and mock in separate processes\n`);
try {
  for (const route of ROUTES) {
    const options = { url: `${address}${route.path}`, headers: { cookie }, connections, workers: 1 };
    await run({ ...options, duration: 1 });
    const result = await run({ ...options, duration });
    log(route.title);
    log(`  ${rounded(result.requests.average)} req/s (${rounded(result.requests.total)} requests)`);
    log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
    log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}\n`);
  }
} finally {
  await gateway.close();
  mock.kill();
}
