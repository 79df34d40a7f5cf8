/**
 * What a mock tenant costs: the heap it holds and the time to create it, for tenants on the default seed that
 * a test has used (a login, the policy and claim lists, one journal entry per call), and for tenants on the
 * 'large' seed. Also how the first call of a new tenant compares with a call on a warm one.
 *
 *   npm run bench:mock-tenants
 *   npx tsx --expose-gc bench/mock-tenants.mjs --tenants 40 --seeds default,large
 *
 * The mock runs in this process with the admin API on (tenants are a QA feature). Heap figures come from
 * `process.memoryUsage().heapUsed` after a forced garbage collection, before and after the tenants exist, and
 * again after they are ended (what is not given back is a leak). Figures only: there is no pass/fail.
 */
import { log } from 'node:console';
import { parseArgs } from 'node:util';
import { buildMockApp } from '@portal/mock-upstream/app';

const { values: args } = parseArgs({
  options: {
    tenants: { type: 'string', default: '40' },
    seeds: { type: 'string', default: 'default,large' },
  },
});
const count = Number(args.tenants);

if (typeof globalThis.gc !== 'function') {
  log('Run with --expose-gc (npm run bench:mock-tenants does) for heap figures.');
  process.exit(1);
}

const heapMb = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const listeningOn = new WeakMap();

/**
 * Calls go over HTTP to the listening mock: Fastify's `inject` keeps about 10 kB per call alive in this
 * process (seen with or without tenants), which would be counted as the tenants' own.
 */
async function json(app, method, url, tenant, payload, token) {
  const response = await fetch(`${listeningOn.get(app)}${url}`, {
    method,
    headers: {
      'x-mock-tenant': tenant,
      ...(payload !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    ...(payload !== undefined && { body: JSON.stringify(payload) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** What a test does in its tenant at the least: log in and read both lists. */
async function useTenant(app, tenant) {
  const phone = '6281200000001';
  const sent = await json(app, 'POST', '/api/v1/user/send_otp/', tenant, {
    phone,
    medium: 'sms',
    language_code: 'id',
  });
  const { token } = await json(app, 'POST', '/api/v1/auth/verify-otp-and-get-session/', tenant, {
    phone,
    operation_id: sent.operation_id,
    otp: '123456',
  });
  await json(
    app,
    'GET',
    '/api/v1/policy/policies/?policyState=COMPLETED,PENDING_DOCUMENT&offset=0&limit=10',
    tenant,
    undefined,
    token,
  );
  await json(app, 'GET', '/api/v1/claim/list/?filter=all&offset=0&limit=10', tenant, undefined, token);
}

async function measure(seed) {
  const app = buildMockApp({ devMode: true, adminEnabled: true, tenantLimit: count + 2 });
  listeningOn.set(app, await app.listen({ port: 0, host: '127.0.0.1' }));
  await useTenant(app, 'default');
  // One cycle first, so what the app compiles and caches on first use is not counted as the tenants' own.
  for (const name of ['warm-up-1', 'warm-up-2']) {
    await json(app, 'PUT', `/__admin/tenants/${name}`, 'default', { seed });
    await useTenant(app, name);
    await json(app, 'GET', '/api/v1/app/pre/', name);
    await json(app, 'DELETE', `/__admin/tenants/${name}`, 'default');
  }
  const before = heapMb();
  const names = Array.from({ length: count }, (_, index) => `bench-${seed}-${index}`);
  const created = performance.now();
  for (const name of names) await json(app, 'PUT', `/__admin/tenants/${name}`, 'default', { seed });
  const createMs = (performance.now() - created) / count;
  for (const name of names) await useTenant(app, name);
  const after = heapMb();

  // The first call of a tenant nobody made yet (created from the default seed on the spot) against a warm one.
  const timeCall = async (tenant) => {
    const started = performance.now();
    await json(app, 'GET', '/api/v1/app/pre/', tenant);
    return performance.now() - started;
  };
  let firstCalls = 0;
  let warmCalls = 0;
  for (let index = 0; index < 10; index += 1) {
    firstCalls += await timeCall(`bench-first-${seed}-${index}`);
    warmCalls += await timeCall(names[0]);
    await json(app, 'DELETE', `/__admin/tenants/bench-first-${seed}-${index}`, 'default');
  }

  for (const name of names) await json(app, 'DELETE', `/__admin/tenants/${name}`, 'default');
  const ended = heapMb();
  await app.close();
  return {
    seed,
    perTenantMb: (after - before) / count,
    createMs,
    firstCallMs: firstCalls / 10,
    warmCallMs: warmCalls / 10,
    leftMb: ended - before,
  };
}

log(`Mock tenants: ${count} tenants per seed, each logged in with both lists read (Node ${process.version})`);
log(
  'seed      heap per tenant  create (PUT)  first call of a new tenant  call on a warm tenant  heap left after ending',
);
for (const seed of args.seeds.split(',')) {
  const figures = await measure(seed);
  log(
    `${figures.seed.padEnd(9)} ${figures.perTenantMb.toFixed(2).padStart(9)} MB ` +
      `${figures.createMs.toFixed(2).padStart(10)} ms ${figures.firstCallMs.toFixed(2).padStart(22)} ms ` +
      `${figures.warmCallMs.toFixed(2).padStart(22)} ms ${figures.leftMb.toFixed(2).padStart(18)} MB`,
  );
}
