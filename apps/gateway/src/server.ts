import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { readEnv } from './env.ts';
import { buildGatewayApp } from './app.ts';
import { QA_TENANT_PATH } from './mock-tenant/qa-page.ts';
import { RedisUnusable } from './stores/redis-connection.ts';

const env = readEnv();
const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

let mock: FastifyInstance | null = null;
let upstreamUrl = env.UPSTREAM_URL;
if (!upstreamUrl && env.NODE_ENV === 'production' && !env.ALLOW_EMBEDDED_MOCK) {
  // The embedded mock logs anyone in with a demo code: a production start must name its broker, or say it
  // means to run the demo (decision record 0020).
  process.stderr.write(
    'Invalid gateway environment:\n  UPSTREAM_URL: UPSTREAM_URL is required in production ' +
      '(or ALLOW_EMBEDDED_MOCK=true to run the demo broker)\n',
  );
  process.exit(1);
}
if (!upstreamUrl) {
  // No broker configured: run the mock upstream in this process so one command gives a working portal.
  const { buildMockApp } = await import('@portal/mock-upstream/app');
  mock = await buildMockApp({ devMode: true, adminEnabled: true, logger: false });
  await mock.listen({ port: env.MOCK_PORT, host: '127.0.0.1' });
  upstreamUrl = `http://127.0.0.1:${env.MOCK_PORT}`;
}

const app = await buildGatewayApp({ env, upstreamUrl, webDistDir: env.WEB_DIST_DIR ?? defaultWebDist }).catch(
  (error: unknown) => {
    // A Redis that cannot be used is named in one line, as a bad setting is (env.ts), not in a stack trace.
    if (!(error instanceof RedisUnusable)) throw error;
    process.stderr.write(`Gateway cannot start: ${error.message}\n`);
    process.exit(1);
  },
);
await app.listen({ port: env.PORT, host: env.HOST });

const url = `http://localhost:${env.PORT}`;
app.log.info({ url, upstream: upstreamUrl, embeddedMock: Boolean(mock) }, 'portal ready');
if (env.sessionSecretSource === 'random') {
  app.log.warn(
    'SESSION_SECRET is not set: sessions are sealed with a random key and end when this process does',
  );
} else if (env.sessionSecretSource === 'development') {
  app.log.warn(
    'sessions are sealed with the public development secret (ALLOW_DEV_SECRET): anyone can forge one',
  );
}
if (mock && env.NODE_ENV === 'production') app.log.warn('production is running the embedded demo broker');
if (env.MOCK_TENANT_PASSTHROUGH) {
  app.log.warn('mock tenants pass through (QA): browsers choose the broker tenant by header or cookie');
}
// A plain banner for people, beside the JSON log lines for machines.
const banner = [
  '',
  `  Portal ready:   ${url}`,
  mock
    ? `  Mock upstream:  ${upstreamUrl} (embedded; QA controls at ${upstreamUrl}/__admin/openapi.json)`
    : `  Broker API:     ${upstreamUrl}`,
  ...(mock ? ['  Demo login:     country +62, phone 81200000001, code 123456'] : []),
  ...(env.MOCK_TENANT_PASSTHROUGH ? [`  Mock tenant:    ${url}${QA_TENANT_PATH} (QA)`] : []),
  '',
];
process.stdout.write(`${banner.join('\n')}\n`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await mock?.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
