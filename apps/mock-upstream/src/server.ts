import { buildMockApp } from './app.ts';
import { readEnv, type Env } from './env.ts';

let env: Env;
try {
  env = readEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const app = buildMockApp({
  devMode: env.MOCK_DEV_MODE,
  adminEnabled: env.MOCK_ADMIN_ENABLED,
  seed: env.MOCK_SEED,
  dataDir: env.MOCK_DATA_DIR,
  scenarioDir: env.MOCK_SCENARIO_DIR,
  ...(env.MOCK_SCENARIO !== undefined && { scenario: env.MOCK_SCENARIO }),
  ...(env.MOCK_PROXY_URL !== undefined && {
    proxy: {
      url: env.MOCK_PROXY_URL,
      paths: env.MOCK_PROXY_PATHS ?? null,
      record: env.MOCK_RECORD,
      recordFile: env.MOCK_RECORD_FILE,
    },
  }),
  ...(env.MOCK_REPLAY_FILE !== undefined && { replayFile: env.MOCK_REPLAY_FILE }),
  tenantLimit: env.MOCK_TENANT_LIMIT,
  tenantIdleMs: env.MOCK_TENANT_IDLE_MINUTES * 60_000,
  logger: env.LOG_LEVEL !== 'silent',
  logLevel: env.LOG_LEVEL,
});

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
}

process.once('SIGTERM', (signal) => void shutdown(signal));
process.once('SIGINT', (signal) => void shutdown(signal));

try {
  await app.listen({ port: env.PORT, host: env.HOST });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
