/**
 * What the gateway costs, measured against tRPC's own floor (decision record 0024).
 *
 *   npm run bench:gateway
 *   npm run bench:gateway -- --duration 5 --rounds 3 --connections 10 --log-level info
 *
 * Four servers, each in its own process as in production: the mock upstream, the gateway (apps/gateway/src/
 * server.ts, NODE_ENV=production, request logs at --log-level into /dev/null), a Fastify + tRPC hello world
 * (bench/trpc-hello-server.mjs), and the same hello world whose query makes the gateway's broker call and
 * returns its JSON (bench/trpc-upstream-hello-server.mjs: the floor of any backend-for-frontend, without the
 * gateway's session, validation, headers, logs, metrics or rate limit). autocannon drives them from this
 * process, interleaved: each round runs the policy list through the gateway, the same call straight at the mock,
 * the hello-world query and the floor's query, so a change in the machine's load hits all of them alike. Reported per target: req/s (median of the rounds), p50/p95/p99 over
 * every response, and the CPU each server process spent per call (from /proc). Also the machine's load and the
 * share of CPU other processes took while it ran. Then the same rounds at a fixed offered rate below saturation
 * (--latency-rate, 200 req/s each, sent at even intervals by this script's own paced client, not autocannon's
 * bursts): at saturation a p95 is mostly the queue, below it what a request waits.
 * --baseline runs another checkout's gateway and floor in the same rounds (before/after in one run).
 * Figures only: there is no pass/fail.
 */
import { spawn } from 'node:child_process';
import { log } from 'node:console';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { waitFor } from './wait-for.mjs';

/** A server is up once it answers anything but a server error (tRPC's hello answers 4xx without input). */
const anyAnswer = { ready: (response) => response.status < 500 };

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'log-level': { type: 'string', default: 'info' },
    'base-port': { type: 'string', default: '3960' },
    /**
     * Requests per second for every target instead of as many as they answer: CPU per call compared at one
     * load (at saturation a faster server batches more requests per event-loop turn and looks cheaper).
     */
    rate: { type: 'string' },
    /** Run only these targets (comma-separated: gateway, mock, hello, floor; gateway brings the baseline), e.g. while profiling. */
    only: { type: 'string', default: 'gateway,mock,hello,floor' },
    /**
     * Accept-Encoding the gateway's calls send, as a browser's do (e.g. 'br, gzip'): the policy list is then
     * compressed (above COMPRESS_THRESHOLD_BYTES). Unset: none, as for the other targets.
     */
    'accept-encoding': { type: 'string' },
    /** Write V8 CPU profiles of the gateway, hello world and floor into this folder and print where their time went. */
    profile: { type: 'string' },
    /**
     * After the saturated rounds, the same interleaved rounds at this many requests per second for each target
     * (below saturation), for latency without the queue; 0 skips them. Ignored with --rate.
     */
    'latency-rate': { type: 'string', default: '200' },
    /** Also run the gateway of another checkout (e.g. a git worktree of the commit before a change), interleaved. */
    baseline: { type: 'string' },
  },
});
const duration = Number(args.duration);
const rounds = Number(args.rounds);
const connections = Number(args.connections);
const basePort = Number(args['base-port']);
const ports = {
  mock: basePort + 1,
  gateway: basePort + 2,
  hello: basePort + 3,
  floor: basePort + 4,
  baseline: basePort + 5,
  baselineFloor: basePort + 6,
};
const root = new URL('..', import.meta.url).pathname;

const children = [];
function start(name, argv, env) {
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== null && code !== 0 && !stopping) log(`${name} exited with ${code}`);
  });
  return child;
}
let stopping = false;
function stopAll() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
}
process.on('exit', stopAll);

/** CPU seconds a process has used (user + system, all threads), from /proc. */
const TICKS_PER_SECOND = 100;
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
/** Busy and total jiffies of the whole machine, from /proc/stat. */
function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = numbers[3] + numbers[4];
  const total = numbers.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

const mockUrl = `http://127.0.0.1:${ports.mock}`;
const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
const helloUrl = `http://127.0.0.1:${ports.hello}`;
const floorUrl = `http://127.0.0.1:${ports.floor}`;

const mock = start('mock', ['--import', 'tsx', 'apps/mock-upstream/src/server.ts'], {
  PORT: String(ports.mock),
  MOCK_ADMIN_ENABLED: 'false',
  LOG_LEVEL: 'fatal',
});
const startedAt = Date.now();
const profileArgs = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [];
const gatewayEnv = (port) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  UPSTREAM_URL: mockUrl,
  SESSION_SECRET: 'bench-session-secret-0123456789-abcdefghij',
  METRICS_TOKEN: 'bench-metrics-token-0123456789',
  LOG_LEVEL: args['log-level'],
  RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
  OTP_RATE_LIMIT_PER_MINUTE: '1000',
  WEB_DIST_DIR: '/nonexistent',
});
const gateway = start(
  'gateway',
  [...profileArgs, '--import', 'tsx', 'apps/gateway/src/server.ts'],
  gatewayEnv(ports.gateway),
);
const baselineUrl = `http://127.0.0.1:${ports.baseline}`;
const baseline = args.baseline
  ? start(
      'baseline',
      ['--import', 'tsx', join(args.baseline, 'apps/gateway/src/server.ts')],
      gatewayEnv(ports.baseline),
    )
  : undefined;
// The baseline's floor too: a change to how the floor makes its call is measured against the old floor.
const baselineFloorUrl = `http://127.0.0.1:${ports.baselineFloor}`;
const baselineFloor = args.baseline
  ? start('baseline floor', [join(args.baseline, 'bench/trpc-upstream-hello-server.mjs')], {
      PORT: String(ports.baselineFloor),
      UPSTREAM_URL: mockUrl,
    })
  : undefined;
const hello = start('hello', [...profileArgs, 'bench/trpc-hello-server.mjs'], { PORT: String(ports.hello) });
const floor = start('floor', [...profileArgs, 'bench/trpc-upstream-hello-server.mjs'], {
  PORT: String(ports.floor),
  UPSTREAM_URL: mockUrl,
});
await Promise.all([
  waitFor(`${mockUrl}/__health`, anyAnswer),
  waitFor(`${gatewayUrl}/healthz`, anyAnswer),
  waitFor(`${helloUrl}/trpc/hello`, anyAnswer),
  waitFor(`${floorUrl}/trpc/hello`, anyAnswer),
  ...(baseline
    ? [waitFor(`${baselineUrl}/healthz`, anyAnswer), waitFor(`${baselineFloorUrl}/trpc/hello`, anyAnswer)]
    : []),
]);

async function post(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

// A session through the gateway (the sealed cookie), and a broker token for the straight call.
const trpcHeaders = { 'x-portal-csrf': '1' };
async function gatewaySession(url) {
  const sent = await (
    await post(
      `${url}/trpc/auth.sendOtp`,
      { countryCode: '62', phone: '81200000001', medium: 'sms', languageCode: 'id' },
      trpcHeaders,
    )
  ).json();
  const verified = await post(
    `${url}/trpc/auth.verifyOtp`,
    { operationId: sent.result.data.operationId, phone: sent.result.data.phone, otp: '123456' },
    trpcHeaders,
  );
  return verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
const cookie = await gatewaySession(gatewayUrl);
const baselineCookie = baseline ? await gatewaySession(baselineUrl) : undefined;
const mockOtp = await (
  await post(`${mockUrl}/api/v1/user/send_otp/`, {
    phone: '6281200000001',
    medium: 'sms',
    language_code: 'id',
  })
).json();
const mockSession = await (
  await post(`${mockUrl}/api/v1/auth/verify-otp-and-get-session/`, {
    phone: '6281200000001',
    operation_id: mockOtp.operation_id,
    otp: '123456',
  })
).json();

const input = encodeURIComponent(JSON.stringify({ tab: 'all', offset: 0, limit: 10 }));
const ALL_TARGETS = [
  {
    key: 'gateway',
    title: 'policies.list through the gateway',
    url: `${gatewayUrl}/trpc/policies.list?input=${input}`,
    headers: { cookie, ...(args['accept-encoding'] ? { 'accept-encoding': args['accept-encoding'] } : {}) },
    pids: { gateway: gateway.pid, mock: mock.pid },
  },
  ...(baseline
    ? [
        {
          key: 'baseline',
          title: `policies.list through the baseline gateway (${args.baseline})`,
          url: `${baselineUrl}/trpc/policies.list?input=${input}`,
          headers: {
            cookie: baselineCookie,
            ...(args['accept-encoding'] ? { 'accept-encoding': args['accept-encoding'] } : {}),
          },
          pids: { baseline: baseline.pid, mock: mock.pid },
        },
      ]
    : []),
  {
    key: 'mock',
    title: 'the same policy list straight at the mock',
    url: `${mockUrl}/api/v1/policy/policies/?policyState=COMPLETED,PENDING_DOCUMENT&offset=0&limit=10`,
    headers: { authorization: `Bearer ${mockSession.token}` },
    pids: { mock: mock.pid },
  },
  {
    key: 'hello',
    title: 'Fastify + tRPC hello world',
    url: `${helloUrl}/trpc/hello`,
    headers: {},
    pids: { hello: hello.pid },
  },
  {
    key: 'floor',
    title: 'the hello world making the same broker call (a BFF floor)',
    url: `${floorUrl}/trpc/policies`,
    headers: { authorization: `Bearer ${mockSession.token}` },
    pids: { floor: floor.pid, mock: mock.pid },
  },
  ...(baselineFloor
    ? [
        {
          key: 'baselineFloor',
          title: `the baseline's BFF floor (${args.baseline})`,
          url: `${baselineFloorUrl}/trpc/policies`,
          headers: { authorization: `Bearer ${mockSession.token}` },
          pids: { baselineFloor: baselineFloor.pid, mock: mock.pid },
        },
      ]
    : []),
];

const only = args.only.split(',');
const TARGETS = ALL_TARGETS.filter(
  (target) =>
    only.includes(target.key) ||
    (target.key === 'baseline' && only.includes('gateway')) ||
    (target.key === 'baselineFloor' && only.includes('floor')),
);

/**
 * The gateway seals the session cookie again (a new `seenAt`) once it is a minute old, and a browser keeps the new
 * one; autocannon would send the first cookie for the whole bench, so every call after the first minute would pay
 * a renewal (a seal, a Set-Cookie, a store write) that a page pays once a minute. Before each run the bench makes
 * one call and keeps the cookie it is given, as a browser does.
 */
async function keepRenewedCookie(target) {
  if (!target.headers.cookie) return;
  const response = await fetch(target.url, { headers: target.headers });
  await response.arrayBuffer();
  const renewed = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (renewed.length === 0) return;
  const names = new Set(renewed.map((pair) => pair.split('=')[0]));
  const kept = target.headers.cookie.split('; ').filter((pair) => !names.has(pair.split('=')[0]));
  target.headers.cookie = [...kept, ...renewed].join('; ');
}

/** One autocannon run; every response time is kept so percentiles (p95 too) come from all runs together. */
function run(target, seconds, times, offered) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        headers: target.headers,
        connections,
        duration: seconds,
        ...(offered ? { overallRate: offered } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (times) instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * The latency rounds' load: `offered` requests per second sent at even intervals over at most `connections`
 * keep-alive connections, each timed from when it was due (so a late send counts against the server, not
 * hidden). autocannon's offered rate is not used here: it lets each connection send its whole second's quota
 * back to back and then wait for the next second, so every second starts with a burst of 10 requests at once
 * (a queue again), and it adds coordinated-omission estimates at a 1 ms interval to its own percentiles.
 */
async function paced(target, seconds, times, offered) {
  const url = new URL(target.url);
  const pool = new Pool(url.origin, { connections });
  const interval = 1000 / offered;
  const total = Math.round(seconds * offered);
  const start = performance.now();
  const result = { requests: { total: 0 }, errors: 0, timeouts: 0, non2xx: 0 };
  const calls = [];
  for (let index = 0; index < total; index++) {
    const due = start + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(
      pool
        .request({ method: 'GET', path: url.pathname + url.search, headers: target.headers })
        .then(async ({ statusCode, body }) => {
          await body.dump();
          times?.push(performance.now() - due);
          result.requests.total++;
          if (statusCode < 200 || statusCode > 299) result.non2xx++;
        })
        .catch(() => result.errors++),
    );
  }
  await Promise.all(calls);
  await pool.close();
  return result;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (value, digits = 2) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

const latencyRate = Number(args['latency-rate']);
log(
  `${connections} connections, ${rounds} interleaved rounds of ${duration} s per target; gateway log level ` +
    `'${args['log-level']}' into /dev/null; ${
      args['accept-encoding'] ? `gateway calls accept '${args['accept-encoding']}'; ` : ''
    }${args.rate ? `${args.rate} req/s offered to each; ` : ''}${availableParallelism()} CPUs, load average before ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`,
);

// Warm-up: V8 optimises the hot paths before anything is measured.
for (const target of TARGETS) {
  await keepRenewedCookie(target);
  await run(target, 2);
}

/**
 * Interleaved rounds: each round runs every target once, so a change in the machine's load hits all alike.
 * `offered`: requests per second for each target (undefined: as many as it answers).
 */
async function measure(offered, { latency = false } = {}) {
  const stats = Object.fromEntries(
    TARGETS.map((target) => [
      target.key,
      { rates: [], times: [], requests: 0, errors: 0, non2xx: 0, cpu: {} },
    ]),
  );
  const from = Date.now();
  const machineBefore = machineTicks();
  const ownBefore = Object.fromEntries(children.map((child) => [child.pid, cpuSeconds(child.pid)]));
  const benchCpuBefore = process.cpuUsage();
  for (let round = 0; round < rounds; round++) {
    // Each round starts one target later: the first run of a round measured consistently slower on a loaded
    // machine, and a fixed order would charge that to the gateway every time.
    const order = [...TARGETS.slice(round % TARGETS.length), ...TARGETS.slice(0, round % TARGETS.length)];
    for (const target of order) {
      const entry = stats[target.key];
      const before = Object.fromEntries(
        Object.entries(target.pids).map(([name, pid]) => [name, cpuSeconds(pid)]),
      );
      await keepRenewedCookie(target);
      const result = await (latency
        ? paced(target, duration, entry.times, offered)
        : run(target, duration, entry.times, offered));
      for (const [name, pid] of Object.entries(target.pids)) {
        entry.cpu[name] = (entry.cpu[name] ?? 0) + cpuSeconds(pid) - before[name];
      }
      entry.rates.push(result.requests.total / duration);
      entry.requests += result.requests.total;
      entry.errors += result.errors + result.timeouts;
      entry.non2xx += result.non2xx;
    }
  }
  const machineAfter = machineTicks();
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const ownCpu = children.reduce((sum, child) => sum + cpuSeconds(child.pid) - ownBefore[child.pid], 0);
  const busyShare = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
  const elapsedCoreSeconds = (machineAfter.total - machineBefore.total) / TICKS_PER_SECOND;
  const othersShare = Math.max(
    0,
    busyShare - (ownCpu + (benchCpu.user + benchCpu.system) / 1e6) / elapsedCoreSeconds,
  );
  return { stats, from, to: Date.now(), busyShare, othersShare };
}

function report(title, { stats, busyShare, othersShare }, { ratios = true } = {}) {
  log(`== ${title}\n`);
  for (const target of TARGETS) {
    const entry = stats[target.key];
    const sorted = Float64Array.from(entry.times).sort();
    log(target.title);
    log(
      `  ${Math.round(median(entry.rates)).toLocaleString('en')} req/s (median of ${entry.rates
        .map((rate) => Math.round(rate))
        .join(
          ', ',
        )}); ${entry.requests.toLocaleString('en')} requests, ${entry.errors} errors, ${entry.non2xx} non-2xx`,
    );
    log(
      `  latency p50 ${fixed(percentile(sorted, 50))} ms, p95 ${fixed(percentile(sorted, 95))} ms, p99 ${fixed(
        percentile(sorted, 99),
      )} ms`,
    );
    const perCall = Object.entries(entry.cpu)
      .map(([name, seconds]) => `${name} ${fixed((seconds / entry.requests) * 1e6, 0)} µs`)
      .join(', ');
    log(`  CPU per call: ${perCall}\n`);
  }
  const rate = (key) => (stats[key] ? median(stats[key].rates) : NaN);
  const p95 = (key) => (stats[key] ? percentile(Float64Array.from(stats[key].times).sort(), 95) : NaN);
  // At an offered rate every target answers the same number: the ratios say nothing there.
  if (ratios) {
    log(`gateway / hello world: ${fixed(rate('gateway') / rate('hello'))}× (goal ≥ 0.7×)`);
    log(`gateway / BFF floor (hello world + the broker call): ${fixed(rate('gateway') / rate('floor'))}×`);
    log(
      `BFF floor / hello world: ${fixed(rate('floor') / rate('hello'))}× (what one broker call costs tRPC's floor)`,
    );
    log(`gateway / straight mock: ${fixed(rate('gateway') / rate('mock'))}×`);
    if (stats.baseline) {
      log(`gateway / baseline gateway (${args.baseline}): ${fixed(rate('gateway') / rate('baseline'))}×`);
      log(`baseline gateway / hello world: ${fixed(rate('baseline') / rate('hello'))}×`);
    }
    if (stats.baselineFloor) {
      log(`BFF floor / baseline's floor: ${fixed(rate('floor') / rate('baselineFloor'))}×`);
    }
  }
  log(`gateway-added p95 (gateway p95 − mock p95): ${fixed(p95('gateway') - p95('mock'))} ms (goal ≤ 5 ms)`);
  log(`BFF floor-added p95 (floor p95 − mock p95): ${fixed(p95('floor') - p95('mock'))} ms`);
  if (stats.baseline) {
    log(`baseline gateway-added p95: ${fixed(p95('baseline') - p95('mock'))} ms`);
  }
  log(
    `machine: ${availableParallelism()} CPUs, ${fixed(busyShare * 100, 0)} % busy during the runs, of which other ` +
      `processes ${fixed(othersShare * 100, 0)} % of all cores; load average after ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}\n`,
  );
}

const offered = args.rate ? Number(args.rate) : undefined;
const saturated = await measure(offered);
const stats = saturated.stats;
report(
  offered ? `${offered} req/s offered to each target` : 'as many requests as each answers (saturated)',
  saturated,
  { ratios: !offered },
);
if (!offered && latencyRate > 0) {
  // At saturation p95 is mostly the queue of 10 connections; below it, what a request itself waits.
  report(
    `${latencyRate} req/s offered to each target (below saturation: latency without the queue)`,
    await measure(latencyRate, { latency: true }),
    { ratios: false },
  );
}

const profiled = [
  ['gateway', gateway, 'gateway'],
  ['hello', hello, 'hello'],
  ['floor', floor, 'floor'],
].filter(([key]) => stats[key]);
const exited = profiled.map(([, child]) => new Promise((resolve) => child.once('exit', resolve)));
const stoppedAt = Date.now();
stopAll();
if (args.profile) {
  await Promise.all(exited);
  const groups = profiled.map(([key, child]) => {
    const cpuPerCall = (stats[key].cpu[key] / stats[key].requests) * 1e6;
    return [key, printProfile(args.profile, child.pid, key, saturated, cpuPerCall)];
  });
  printGroups(groups);
}

/** The newest profile of a process in the folder: its main thread's is the largest (tsx's loader writes one too). */
function profileOf(folder, pid) {
  const newest = readdirSync(folder)
    .filter((name) => name.endsWith('.cpuprofile') && name.split('.')[3] === String(pid))
    .map((name) => ({ name, ...statSync(join(folder, name)) }))
    .filter((file) => file.mtimeMs >= startedAt)
    .sort((a, b) => b.size - a.size)[0];
  return newest && join(folder, newest.name);
}

/** Where a function lives, coarsely: a package, a Node module, a gateway folder, or V8/native work. */
function groupOf({ functionName, url }) {
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName}`;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1];
  if (url.startsWith('node:internal/deps/undici')) return 'node: fetch (Request, Response, Headers)';
  if (url.startsWith('node:internal/webstreams')) return 'node: web streams';
  if (url.startsWith('node:internal/abort_controller')) return 'node: AbortSignal';
  if (/^node:(_http|http|net|internal\/(http|net|stream_base|streams|timers))/.test(url))
    return 'node: http, net, streams';
  if (url.startsWith('node:')) return 'node: other';
  const local = /\/(apps\/[^/]+\/src\/[^/]+|bench\/[^/]+|packages\/[^/]+)/.exec(url);
  return local ? local[1] : url;
}

/**
 * A server's functions by self time during the measured rounds (not start-up or warm-up), and the same grouped
 * by where they live, in µs of the call's CPU: what each server spends per call, and on what.
 */
function printProfile(folder, pid, key, window, cpuPerCall) {
  const file = profileOf(folder, pid);
  if (!file) {
    log(`no CPU profile of ${key} was written`);
    return new Map();
  }
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const selfTicks = new Map();
  const times = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((at += delta));
  // Profile times are microseconds of a monotonic clock that ends when the process does: the measured rounds
  // (not start-up, warm-up or the latency rounds) are placed back from there.
  const from = profile.endTime - (stoppedAt - window.from) * 1e3;
  const to = profile.endTime - (stoppedAt - window.to) * 1e3;
  profile.samples.forEach((sample, index) => {
    if (times[index] >= from && times[index] <= to) selfTicks.set(sample, (selfTicks.get(sample) ?? 0) + 1);
  });
  const byFunction = new Map();
  const byGroup = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const ticks = selfTicks.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || ticks === 0) continue;
    total += ticks;
    const where = url ? `${url.replace(/^.*node_modules\//, '').replace(root, '')}:${lineNumber + 1}` : '';
    const name = `${functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ticks);
    const group = groupOf(node.callFrame);
    byGroup.set(group, (byGroup.get(group) ?? 0) + ticks);
  }
  log(`\n${key} CPU profile ${file}: top functions by self time while measured (busy only)`);
  for (const [name, ticks] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    log(`  ${fixed((ticks / total) * 100, 1).padStart(5)} %  ${name}`);
  }
  return new Map([...byGroup].map(([group, ticks]) => [group, (ticks / total) * cpuPerCall]));
}

/** µs per call by group, one column per profiled server: what the gateway spends beyond the floor, and where. */
function printGroups(groups) {
  const names = [...new Set(groups.flatMap(([, byGroup]) => [...byGroup.keys()]))];
  const first = groups[0][1];
  names.sort((a, b) => (first.get(b) ?? 0) - (first.get(a) ?? 0));
  log(`\nCPU per call by where the code lives (µs; self time share × the process's CPU per call)`);
  log(`  ${groups.map(([key]) => key.padStart(8)).join('')}`);
  for (const name of names) {
    const cells = groups.map(([, byGroup]) => fixed(byGroup.get(name) ?? 0, 0).padStart(8));
    if (groups.some(([, byGroup]) => (byGroup.get(name) ?? 0) >= 3)) log(`  ${cells.join('')}  ${name}`);
  }
}
