/**
 * Uploads through the gateway (decision records 0006, 0050): MB/s for one 25 MB file, and the gateway's memory
 * while five 25 MB uploads stream at once. Path per upload: tus create → one PATCH of the whole file (kept in
 * the gateway's upload folder) → uploads.finish (content check) → streamed on to the mock's signed URL, which
 * writes the file to disk.
 *
 *   npm run bench:upload
 *   npx tsx bench/upload-throughput.mjs --size-mb 25 --parallel 5
 *
 * Mock and gateway each run in their own process, logging off; this process only sends. The gateway's RSS is
 * read from /proc every 50 ms (Linux). Figures only: there is no pass/fail.
 */
import { spawn } from 'node:child_process';
import { log } from 'node:console';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pngImage } from '../apps/gateway/test/fixtures.ts';
import { waitFor } from './wait-for.mjs';

const { values: args } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '25' },
    parallel: { type: 'string', default: '5' },
  },
});
const MB = 1024 * 1024;
// Just under the limit: 25 MB is the most the gateway takes.
const size = Number(args['size-mb']) * MB - 64 * 1024;
const parallel = Number(args.parallel);
const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'bench-upload-'));

const MOCK_PORT = 4591;
const GATEWAY_PORT = 4592;
const upstreamUrl = `http://127.0.0.1:${MOCK_PORT}`;
const gatewayUrl = `http://127.0.0.1:${GATEWAY_PORT}`;
const quiet = { LOG_LEVEL: 'fatal', HOST: '127.0.0.1' };

const mock = spawn(process.execPath, ['--import', 'tsx', 'apps/mock-upstream/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    ...quiet,
    PORT: String(MOCK_PORT),
    MOCK_ADMIN_ENABLED: 'false',
    MOCK_DATA_DIR: dataDir,
  },
  stdio: 'ignore',
});
const gateway = spawn(process.execPath, ['--import', 'tsx', 'apps/gateway/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    ...quiet,
    NODE_ENV: 'development',
    PORT: String(GATEWAY_PORT),
    UPSTREAM_URL: upstreamUrl,
    UPSTREAM_TIMEOUT_MS: '120000',
    WEB_DIST_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '1000000',
    OTP_RATE_LIMIT_PER_MINUTE: '1000',
  },
  stdio: 'ignore',
});

/** Resident memory of the gateway process, in MB. */
function gatewayRss() {
  const status = readFileSync(`/proc/${gateway.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

let cookie = '';
async function mutate(path, input) {
  const response = await fetch(`${gatewayUrl}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-csrf': '1', cookie },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** A PNG head, then filler generated chunk by chunk: the sender holds 1 MB at a time, not the file. */
function fileStream(bytes) {
  const head = pngImage();
  const chunk = Buffer.alloc(MB, 0x5a);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent === 0) {
        controller.enqueue(head);
        sent += head.length;
        return;
      }
      if (sent >= bytes) return controller.close();
      const next = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
      controller.enqueue(next);
      sent += next.length;
    },
  });
}

async function uploadOnce(bytes) {
  const tusHeaders = { 'tus-resumable': '1.0.0', 'x-portal-csrf': '1', cookie };
  const created = await fetch(`${gatewayUrl}/upload/tus`, {
    method: 'POST',
    headers: {
      ...tusHeaders,
      'upload-length': String(bytes),
      'upload-metadata': `filename ${Buffer.from('photo.png').toString('base64')}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus create answered ${created.status}`);
  const patched = await fetch(`${gatewayUrl}${location}`, {
    method: 'PATCH',
    headers: { ...tusHeaders, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: fileStream(bytes),
    duplex: 'half',
  });
  if (patched.status !== 204) throw new Error(`tus patch answered ${patched.status}`);
  const finished = await (await mutate('uploads.finish', { uploadId: location.split('/').pop() })).json();
  if (!finished.result) throw new Error(`finish answered ${JSON.stringify(finished.error)}`);
  return finished.result.data.fileRef;
}

const mb = (value) => value.toFixed(1);

try {
  await Promise.all([waitFor(`${upstreamUrl}/__health`), waitFor(`${gatewayUrl}/healthz`)]);
  const sent = await (
    await mutate('auth.sendOtp', {
      countryCode: '62',
      phone: '81200000001',
      medium: 'sms',
      languageCode: 'id',
    })
  ).json();
  const { operationId, phone } = sent.result.data;
  const verified = await mutate('auth.verifyOtp', { operationId, phone, otp: '123456' });
  cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');

  await uploadOnce(2 * MB); // warm-up: JIT, connection pool
  const idle = gatewayRss();
  log(
    `file ${mb(size / MB)} MB; gateway and mock in separate processes; gateway RSS at rest ${mb(idle)} MB\n`,
  );

  const rounds = 3;
  const speeds = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await uploadOnce(size);
    const seconds = (performance.now() - started) / 1000;
    speeds.push(size / MB / seconds);
  }
  log(`one upload at a time (${rounds} runs)`);
  log(`  ${speeds.map(mb).join(', ')} MB/s; best ${mb(Math.max(...speeds))} MB/s\n`);

  let peak = gatewayRss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, gatewayRss());
  }, 50);
  const started = performance.now();
  await Promise.all(Array.from({ length: parallel }, () => uploadOnce(size)));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  log(`${parallel} uploads at once`);
  log(
    `  ${mb((parallel * size) / MB)} MB in ${seconds.toFixed(2)} s: ${mb((parallel * size) / MB / seconds)} MB/s in total`,
  );
  log(
    `  gateway RSS: at rest ${mb(idle)} MB, peak ${mb(peak)} MB (+${mb(peak - idle)} MB for ${mb((parallel * size) / MB)} MB in flight)`,
  );
} finally {
  gateway.kill();
  mock.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
