import { defineConfig, devices } from '@playwright/test';

/**
 * Each viewport (1440 px desktop, 360 px mobile) runs as two projects, each with its own gateway and embedded
 * mock: the four run side by side (the tests wait on the servers far more than they use the CPU), while the
 * tests of one project, which reset and steer their mock, run one at a time. The spec files are split over the
 * two halves by how long they take. E2E_PORT / E2E_MOCK_PORT move the first pair; the others are the next
 * ports up.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4110);
const stacks = {
  desktop: { port, mockPort },
  mobile: { port: port + 1, mockPort: mockPort + 1 },
  'desktop-2': { port: port + 2, mockPort: mockPort + 2 },
  'mobile-2': { port: port + 3, mockPort: mockPort + 3 },
} as const;

/** The second half: the claim journeys and the account pages; the first half runs everything else. */
const SECOND_HALF = [
  'claim-completion.spec.ts',
  'claim-documents.spec.ts',
  'claim-payout.spec.ts',
  'claim-entry.spec.ts',
  'partner-claims.spec.ts',
  'chat.spec.ts',
  'profile.spec.ts',
  'bank-accounts.spec.ts',
  'documents.spec.ts',
  'shipping.spec.ts',
];
const half = (second: boolean) => (second ? { testMatch: SECOND_HALF } : { testIgnore: SECOND_HALF });

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
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  // Four browsers share the CI machine's two cores: an axe scan can take a few seconds.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // Recording a trace snapshots the page at every step, which costs the CPU the browsers need: CI records
    // the retry of a failed test only; local runs keep the trace of any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: (['desktop', 'mobile', 'desktop-2', 'mobile-2'] as const).map((name) => ({
    name,
    workers: 1,
    ...half(name.endsWith('-2')),
    metadata: stackMetadata(stacks[name]),
    use: name.startsWith('mobile')
      ? {
          ...stackUse(stacks[name]),
          viewport: { width: 360, height: 740 },
          isMobile: true,
          hasTouch: true,
          launchOptions: chromium,
        }
      : {
          ...devices['Desktop Chrome'],
          ...stackUse(stacks[name]),
          viewport: { width: 1440, height: 900 },
          launchOptions: chromium,
        },
  })),
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
      // The specs log the demo users in many times; login-limits.spec.ts runs its own gateway on the defaults.
      OTP_PHONE_SENDS_PER_10_MIN: '100000',
      OTP_PHONE_SENDS_PER_DAY: '100000',
      OTP_VERIFY_MAX_FAILURES: '100000',
      OTP_VERIFY_MAX_FAILURES_PER_DAY: '100000',
      // Several local runs side by side each serve their own build (`vite build --outDir …`).
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  })),
});
