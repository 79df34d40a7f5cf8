import { defineConfig, devices } from '@playwright/test';

/**
 * Each project (1440 px desktop, 360 px mobile) has its own gateway with its own embedded mock, so the two run
 * side by side while the tests of one project, which reset and steer their mock, run one at a time.
 * E2E_PORT / E2E_MOCK_PORT move the first pair; the second pair is the next port up.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4110);
const stacks = {
  desktop: { port, mockPort },
  mobile: { port: port + 1, mockPort: mockPort + 1 },
} as const;

const stackUse = (stack: { port: number; mockPort: number }) => ({
  baseURL: `http://localhost:${stack.port}`,
});
/** What the tests read from `test.info().project.metadata` (see e2e/support.ts). */
const stackMetadata = (stack: { port: number; mockPort: number }) => ({
  mockURL: `http://127.0.0.1:${stack.mockPort}`,
  // The same gateway under the broker's host (the mock's app/pre gives portal.broker.test the broker skin).
  brokerURL: `http://portal.broker.test:${stack.port}`,
});

const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The broker skin is chosen by host (spec §1): its host reaches the same local gateway.
    '--host-resolver-rules=MAP portal.broker.test 127.0.0.1',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One worker per project (below): the projects run side by side, each on its own stack.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two browsers share the CI machine's two cores: an axe scan can take a few seconds.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      metadata: stackMetadata(stacks.desktop),
      use: {
        ...devices['Desktop Chrome'],
        ...stackUse(stacks.desktop),
        viewport: { width: 1440, height: 900 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      workers: 1,
      metadata: stackMetadata(stacks.mobile),
      use: {
        ...stackUse(stacks.mobile),
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: Object.values(stacks).map((stack) => ({
    // The real gateway serving the built web app, with the mock upstream embedded (no UPSTREAM_URL).
    command: 'npx tsx ../gateway/src/server.ts',
    url: `http://localhost:${stack.port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(stack.port),
      MOCK_PORT: String(stack.mockPort),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      OTP_RATE_LIMIT_PER_MINUTE: '100000',
      // Several local runs side by side each serve their own build (`vite build --outDir …`).
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  })),
});
