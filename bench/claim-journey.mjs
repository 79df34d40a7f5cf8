/**
 * Broker calls per claim (decision record 0040): one gadget theft claim filed end to end through a real gateway
 * on a real mock, over HTTP, with the tRPC calls the web app makes in its order (apps/gateway/test/claim-journey.ts):
 * policy detail, benefits, create, incident form, three photos (one with the image check), documents, a saved
 * bank account, summary with the automatic submit, finish, then the claim list twice, and (last run) a dozen
 * more visits of the list after the replies kept for its unread badges are due again (the gateway runs with
 * CHAT_UNREAD_CACHE_MS at 800 ms so the bench need not wait 15 s a visit). The broker calls come from the
 * mock's request journal.
 *
 *   npm run bench:claim
 *   npx tsx bench/claim-journey.mjs --runs 3
 *
 * Prints per step the broker calls by endpoint and the gateway's answer time (the wait from the user's action
 * to the next screen; the image check's polling pauses are left out), then the claim's calls per endpoint.
 * Mock and gateway each run in their own process, logging off. Figures only: the budget itself is held by
 * apps/gateway/test/claim-journey.integration.test.ts.
 */
import { spawn } from 'node:child_process';
import { log } from 'node:console';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { claimCalls, fileGadgetClaim, sum } from '../apps/gateway/test/claim-journey.ts';
import { waitFor } from './wait-for.mjs';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(args.runs);
const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-claim-'));

const MOCK_PORT = 4593;
const GATEWAY_PORT = 4594;
const upstreamUrl = `http://127.0.0.1:${MOCK_PORT}`;
const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
const quiet = { LOG_LEVEL: 'fatal', HOST: '127.0.0.1' };
const UNREAD_CACHE_MS = 800;
const LATER_VISITS = 12;

const mock = spawn(process.execPath, ['--import', 'tsx', 'apps/mock-upstream/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    ...quiet,
    PORT: String(MOCK_PORT),
    MOCK_ADMIN_ENABLED: 'true',
    MOCK_DATA_DIR: dataDir,
  },
  stdio: 'ignore',
});
/**
 * A gateway of its own for each run: the mock starts each run from its seed, so claim ids come round again, and
 * a gateway that lived on would rightly remember the earlier run's submit and claim reads under those ids.
 */
const startGateway = () =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...quiet,
      NODE_ENV: 'development',
      PORT: String(GATEWAY_PORT),
      UPSTREAM_URL: upstreamUrl,
      WEB_DIST_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '1000000',
      OTP_RATE_LIMIT_PER_MINUTE: '1000',
      OTP_PHONE_SENDS_PER_10_MIN: '1000',
      OTP_PHONE_SENDS_PER_DAY: '1000',
      CHAT_UNREAD_CACHE_MS: String(UNREAD_CACHE_MS),
    },
    stdio: 'ignore',
  });

const pad = (text, width) => String(text).padEnd(width);
const ms = (value) => `${value.toFixed(0)} ms`.padStart(7);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const listed = (calls) =>
  Object.entries(calls)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([endpoint, count]) => `${endpoint}${count > 1 ? ` ×${count}` : ''}`)
    .join(', ');

let gateway;
try {
  await waitFor(`${upstreamUrl}/__health`);
  const all = [];
  for (let run = 0; run < runs; run++) {
    // Each run starts from the seed: the demo user's claims and accounts as they were.
    await fetch(`${upstreamUrl}/__admin/reset`, { method: 'POST' });
    gateway = startGateway();
    await waitFor(`${gatewayUrl}/healthz`);
    const laterListVisits =
      run === runs - 1 ? { count: LATER_VISITS, afterMs: UNREAD_CACHE_MS + 100 } : undefined;
    all.push(await fileGadgetClaim({ baseUrl: gatewayUrl, mockUrl: upstreamUrl, laterListVisits }));
    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill();
    await exited;
    gateway = undefined;
  }
  const last = all[all.length - 1];
  log(
    `gadget theft claim (${'pol_1002'}), three photos, saved bank account; ${runs} runs, times are medians\n`,
  );
  log(`${pad('step', 26)}${pad('calls', 6)}${'gateway'.padStart(7)}  broker calls (bucket PUTs apart)`);
  for (const [index, step] of last.steps.entries()) {
    if (step.step.startsWith('claim list later')) continue;
    const time = median(all.map((figures) => figures.steps[index]?.gatewayMs ?? 0));
    const bucket = step.bucket ? ` + ${step.bucket} bucket` : '';
    log(`${pad(step.step, 26)}${pad(sum(step.calls), 6)}${ms(time)}  ${listed(step.calls)}${bucket}`);
  }
  const claim = claimCalls(last);
  log(`\nthe claim (policy detail to finish): ${sum(claim)} broker calls`);
  for (const [endpoint, count] of Object.entries(claim).sort(([, a], [, b]) => b - a)) {
    log(`  ${pad(endpoint, 28)}${count}`);
  }
  // Only the first run's gateway had kept nothing for the list yet (later runs find the replies it kept).
  const cold = all[0]?.steps.find((step) => step.step === 'claim list');
  const list = last.steps.find((step) => step.step === 'claim list again');
  log(
    `\ncold claim list visit (first run): ${sum(cold?.calls ?? {})} broker calls (${listed(cold?.calls ?? {})})`,
  );
  log(`warm claim list visit: ${sum(list?.calls ?? {})} broker calls (${listed(list?.calls ?? {})})`);
  const later = last.steps.filter((step) => step.step.startsWith('claim list later'));
  const laterCalls = later.map((step) => sum(step.calls));
  const threads = later.reduce((acc, step) => acc + (step.calls.comments ?? 0), 0);
  log(
    `warm visits with the kept replies past CHAT_UNREAD_CACHE_MS (${later.length} visits, ${UNREAD_CACHE_MS + 100} ms apart): ` +
      `at most ${Math.max(...laterCalls)} broker calls a visit (${laterCalls.join(' ')}), ${threads} threads read again`,
  );
  const total = all.map((figures) =>
    figures.steps
      .filter((step) => step.step !== 'login' && !step.step.startsWith('claim list later'))
      .reduce((acc, step) => acc + step.gatewayMs, 0),
  );
  log(`gateway time for the claim and the lists: ${ms(median(total)).trim()} (median of ${runs})`);
} finally {
  gateway?.kill();
  mock.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
