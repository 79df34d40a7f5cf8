/**
 * `npm run test:lighthouse`: Lighthouse CI over the login page, the policy list and a claim detail (config and
 * assertions in lighthouserc.cjs; decision record 0023), then the figures of every run, so a noisy machine
 * shows its spread: the score per category, CLS, LCP, TBT, FCP, speed index, the machine's speed as Lighthouse
 * measured it (benchmarkIndex) and the JavaScript transferred, with the load average before and after.
 *
 *   npm run build && npm run test:lighthouse
 *
 * Exits non-zero when an assertion fails (lhci assert), or when a page could not be audited. Env:
 * LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PORT (3950: the HTTPS front the pages are audited through, record 0071; the
 * mock takes the next port), LIGHTHOUSE_GATEWAY_PORT (the one after: the gateway behind the front), CHROME_PATH
 * (/usr/bin/chromium), WEB_DIST_DIR (the build to serve), LIGHTHOUSE_KEEP (set: keep the reports, lhr-*.json, and
 * print their folder).
 */
import { spawn, spawnSync } from 'node:child_process';
import { log } from 'node:console';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const configPath = join(root, 'lighthouserc.cjs');
const config = createRequire(import.meta.url)(configPath);
const webDist = process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  log(`${webDist}/index.html is missing: build the web app first (npm run build)`);
  process.exit(1);
}

const loadBefore = loadavg().map((value) => value.toFixed(1));
// lhci keeps its runs in .lighthouseci/ of the folder it runs in: a temporary one, not the work tree.
const work = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const env = {
  ...process.env,
  ...config.serverEnv,
  WEB_DIST_DIR: webDist,
  // lhci's own checks read the browser from here too, not only from the config.
  CHROME_PATH: config.ci.collect.chromePath,
};
const lhci = (...args) =>
  spawnSync(join(root, 'node_modules/.bin/lhci'), [...args, `--config=${configPath}`], {
    cwd: work,
    env,
    stdio: 'inherit',
  });

// The TLS terminator in front of the gateway lhci starts (record 0071); it answers 502 until the gateway is up,
// and lhci audits only once the gateway has said it is ready.
const front = spawn(
  process.execPath,
  [join(root, 'bench/https-front.mjs'), String(config.front.port), config.front.target],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
await new Promise((resolve, reject) => {
  front.stdout.on('data', (chunk) => String(chunk).includes('https front ready') && resolve(undefined));
  front.on('exit', (code) => reject(new Error(`bench/https-front.mjs exited (${code}) before it listened`)));
});

// lhci finds the login script relative to the folder it runs in.
const collected = lhci(
  'collect',
  `--puppeteerScript=${relative(work, join(root, 'bench/web-lighthouse-login.cjs'))}`,
);
const runs = existsSync(join(work, '.lighthouseci'))
  ? readdirSync(join(work, '.lighthouseci'))
      .filter((name) => /^lhr-.*\.json$/.test(name))
      .map((name) => JSON.parse(readFileSync(join(work, '.lighthouseci', name), 'utf8')))
  : [];
const asserted = collected.status === 0 && runs.length > 0 ? lhci('assert') : { status: 1 };
front.kill();
// Simulated throttling multiplies the main thread's measured work by 4: on a busy machine TBT (and so the
// performance score) follows the load more than the page. Both are printed with the figures (record 0023).
const loadAfter = loadavg().map((value) => value.toFixed(1));

const pick = {
  perf: (lhr) => lhr.categories.performance?.score * 100,
  a11y: (lhr) => lhr.categories.accessibility?.score * 100,
  bp: (lhr) => lhr.categories['best-practices']?.score * 100,
  cls: (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue,
  lcp: (lhr) => lhr.audits['largest-contentful-paint']?.numericValue,
  tbt: (lhr) => lhr.audits['total-blocking-time']?.numericValue,
  fcp: (lhr) => lhr.audits['first-contentful-paint']?.numericValue,
  si: (lhr) => lhr.audits['speed-index']?.numericValue,
  cpu: (lhr) => lhr.environment?.benchmarkIndex,
  jsKB: (lhr) =>
    (lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
      ?.transferSize ?? 0) / 1000,
};
const format = {
  perf: (v) => v.toFixed(0),
  a11y: (v) => v.toFixed(0),
  bp: (v) => v.toFixed(0),
  cls: (v) => v.toFixed(3),
  lcp: (v) => `${(v / 1000).toFixed(2)}s`,
  tbt: (v) => `${v.toFixed(0)}ms`,
  fcp: (v) => `${(v / 1000).toFixed(2)}s`,
  si: (v) => `${(v / 1000).toFixed(2)}s`,
  cpu: (v) => v.toFixed(0),
  jsKB: (v) => `${v.toFixed(1)}kB`,
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

log('\nLighthouse, mobile with simulated throttling: median (min–max) over the runs of each page');
log(
  `  load average ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after; cpu = Lighthouse's benchmarkIndex`,
);
const pages = [...new Set(runs.map((lhr) => lhr.finalDisplayedUrl ?? lhr.requestedUrl))];
for (const url of config.ci.collect.url) {
  const ofPage = runs.filter((lhr) => lhr.requestedUrl === url);
  if (ofPage.length === 0) {
    log(`  ${url}: no run`);
    continue;
  }
  const landed = ofPage[0].finalDisplayedUrl;
  log(`  ${new URL(url).pathname}  (${ofPage.length} runs${landed !== url ? `, landed on ${landed}` : ''})`);
  for (const [name, get] of Object.entries(pick)) {
    const values = ofPage.map(get).filter((value) => Number.isFinite(value));
    if (values.length === 0) continue;
    const f = format[name];
    log(
      `    ${name.padEnd(5)} ${f(median(values)).padStart(8)}  (${f(Math.min(...values))}–${f(Math.max(...values))})`,
    );
  }
  // What cost points outside performance, and what moved: the first things to look at when a run fails.
  const failing = new Set();
  for (const lhr of ofPage) {
    for (const category of ['accessibility', 'best-practices']) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${category}: ${ref.id}`);
      }
    }
    for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
      failing.add(`shift ${item.score?.toFixed(3)}: ${item.node?.selector ?? item.node?.snippet ?? '?'}`);
    }
  }
  for (const line of failing) log(`    ${line}`);
}
if (pages.length === 0) log('  no run was collected');

if (!process.env.LIGHTHOUSE_KEEP) rmSync(work, { recursive: true, force: true });
else log(`kept ${work}`);
process.exit(collected.status === 0 && asserted.status === 0 ? 0 : 1);
