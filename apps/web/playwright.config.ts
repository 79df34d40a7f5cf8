import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * Five projects, each with its own gateway and embedded mock, four of them side by side (one worker each: the tests
 * of a project reset and steer their mock, so they run one at a time). The 360 px viewport runs as three projects:
 * at 360 px every test runs, at 1440 px the variants listed in ONLY_AT_360 do not (decision record 0028 says which
 * and why), which leaves about a third of the work to the 1440 px projects. The spec files are dealt to the three
 * 360 px projects by their measured time (CI run 11, seconds at 360 px, in comments) so they end close together.
 * The 1440 px work is longer than each 360 px share, so a few of its files form a fifth project, 'desktop-2',
 * listed last: it starts when the first project is done (decision record 0028, session 17). E2E_PORT /
 * E2E_MOCK_PORT move the first pair; the others are the next ports up.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4110);
const stacks = {
  desktop: { port, mockPort },
  mobile: { port: port + 1, mockPort: mockPort + 1 },
  'mobile-2': { port: port + 2, mockPort: mockPort + 2 },
  'mobile-3': { port: port + 3, mockPort: mockPort + 3 },
  'desktop-2': { port: port + 4, mockPort: mockPort + 4 },
} as const;

/**
 * The 1440 px spec files of 'desktop-2' (about 100–120 s of the desktop's ~700 s, session 18): it runs after the
 * lightest 360 px share (~500–540 s). With only the first three (session 17) the desktop still ended ~40 s after
 * every other project; with the fourth the five ended within 536–656 s in one run (decision record 0028).
 */
const DESKTOP_2 = [
  'agency.spec.ts',
  'claim-entry.spec.ts',
  'claim-documents.spec.ts',
  'claim-payout.spec.ts',
];

/** The 360 px spec files of 'mobile-2' and 'mobile-3' (about 650 s each); 'mobile' runs the rest. */
const MOBILE_SHARES = {
  'mobile-2': [
    'claim-completion.spec.ts', // 243
    'claim-payout.spec.ts', // 157
    'info-pages.spec.ts', // 96
    'documents.spec.ts', // 56
    'feedback.spec.ts', // 53
    'profile.spec.ts', // 42
  ],
  'mobile-3': [
    'claim-documents.spec.ts', // 202
    'browsing.spec.ts', // 202
    'agency.spec.ts', // 91
    'claim-entry.spec.ts', // 64
    'login-and-lists.spec.ts', // 50
    'shipping.spec.ts', // 39
  ],
};
// 'mobile': endorsements (340), partner-claims (97), bank-accounts (76), mobile-pages (55), chat (49),
// login-limits (24), telemetry (9).
const ALL_SHARED = [...MOBILE_SHARES['mobile-2'], ...MOBILE_SHARES['mobile-3']];

/**
 * What runs at 360 px only. Whole files: the /mobile/* pages live inside the partners' phone apps; telemetry does
 * not depend on the width. Tests (by their title): variants of a flow — a failure and its retry, a refusal, a
 * session that ends, an empty state — whose pages the desktop project opens and scans in another test of the
 * same file. A test renamed here runs at both widths again, never at none.
 */
const ONLY_AT_360_FILES = ['mobile-pages.spec.ts', 'telemetry.spec.ts'];
const ONLY_AT_360 = [
  // agency
  'an agency customer sees their own agency policies',
  'the lists follow the role: agency users open agency lists',
  'an agent whose session ends is sent to the agency login, which says so and returns to the list',
  // bank-accounts, documents, profile, chat
  'a failed save says why and keeps what was typed',
  'without accounts the page says so, and the first account added is the main one',
  'a failed save says so and keeps the choices and the file',
  'the last document deleted leaves the empty state',
  'change the e-mail: required, invalid, taken, then valid',
  'add an e-mail to a profile without one',
  'change the phone with a code to the new number',
  'a failed save keeps the input and says why',
  'a failed send says so and keeps the text',
  'solved tickets are listed and open to read',
  // browsing
  'a policy that is not a family policy has no family section',
  'a claim awaiting documents shows its deadline, and says when it has passed',
  'list and detail failures show the catalogue text and a retry that works',
  'a session that ends mid-visit goes to login and comes back to the page',
  'a 401 on a click inside the app also returns to login',
  // claim-entry, claim-completion, claim-documents, claim-payout
  'a refused claim shows the broker’s reason and keeps the chosen benefit',
  'an expired policy offers no claim',
  'a policy without claimable benefits offers customer service',
  'a failed benefits call is told like missing benefits',
  'a session that expires mid-form comes back, after login, on the same step',
  'a select drawn before its code is loaded takes the keys a user presses on it',
  'a save the broker fails keeps every typed value and says why',
  'a claim sent back for documents shows what customer service asked',
  'a reload on the documents step keeps the step and the files',
  'the last missing document of a claim waiting for documents',
  'an empty save takes the focus to the first field to fill',
  'the IMEI photo is not attached, retake or another file is offered at once',
  'an IMEI that is not the insured device',
  // claim-documents: the stepper scrolls sideways on phones only; from 1024 px its steps are a column
  'shows the current step whole on steps 2 and 3 of a new claim',
  'in Thai the page title shows whole in the header',
  'a 26 MB photo is refused in the browser',
  'a program renamed to .png passes the browser',
  'a holder name the bank does not know is told',
  'an account number the bank does not know is told as not found',
  'the preferred saved account comes first and is used as it is',
  'a brand without any service centre offers customer service',
  'the brand the claim form names is the service centre',
  'an agent files a claim on an active agency policy',
  // partner-claims, shipping, feedback, info pages, endorsements
  'a refused claim shows the broker’s text and code and keeps the choice',
  'an order that is not the user’s is told in the portal’s words',
  'an order whose benefits can all not be claimed now',
  'a driver claim with a typed order, through a session that ends mid-form',
  'bad input is refused with its messages; an order the broker does not know',
  'a bad rating in the link chooses none',
  'an unknown link says so',
  'an already used link says so when sent',
  'dictionary in another language: the picker loads',
  'a bad value is refused on its field before sending',
  'link gets its own message and no form',
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const onlyAt360 = new RegExp(ONLY_AT_360.map(escape).join('|'));

/** Which tests each project runs. */
const projectTests: Record<
  keyof typeof stacks,
  { testMatch?: string[]; testIgnore?: string[]; grepInvert?: RegExp }
> = {
  desktop: { testIgnore: [...ONLY_AT_360_FILES, ...DESKTOP_2], grepInvert: onlyAt360 },
  'desktop-2': { testMatch: DESKTOP_2, grepInvert: onlyAt360 },
  mobile: { testIgnore: ALL_SHARED },
  'mobile-2': { testMatch: MOBILE_SHARES['mobile-2'] },
  'mobile-3': { testMatch: MOBILE_SHARES['mobile-3'] },
};

const stackUse = (stack: { port: number; mockPort: number }) => ({
  baseURL: `http://localhost:${stack.port}`,
});
/** What the tests read from `test.info().project.metadata` (see e2e/support.ts). */
const stackMetadata = (stack: { port: number; mockPort: number }) => ({
  mockURL: `http://127.0.0.1:${stack.mockPort}`,
  // The same gateway under the broker's host (the mock's app/pre gives portal.broker.test the broker skin).
  brokerURL: `http://portal.broker.test:${stack.port}`,
});

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the same engine Playwright itself runs for
 * headless tests: a page opens in a third of the time of the full browser's headless mode and a test costs less
 * than half its CPU (decision record 0028, session 17). The full browser where the shell is not installed;
 * E2E_CHROMIUM chooses another binary.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumBinary =
  process.env.E2E_CHROMIUM ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));

const chromium = {
  executablePath: chromiumBinary,
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
  // One worker per project (below), four at a time: the projects run side by side, each on its own stack.
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  // A guard against a hung test, not a speed check: four browsers share the CI machine's two cores, where the
  // longest journeys (the gadget claim end to end, the keyboard-only claim, a reload and a second tab) take
  // 50–66 s on a slow machine and once passed 90 s (decision record 0028, session 16).
  timeout: 120_000,
  // Also a guard, not a speed check: on a slow CI machine a first page of the app has taken over 7 s to show
  // under the load of the four stacks (decision record 0028, session 16).
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // Recording a trace snapshots the page at every step, which costs the CPU the browsers need: CI records
    // the retry of a failed test only; local runs keep the trace of any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromium,
  },
  // A project's tests wait for its turn in this order, four projects at a time: 'desktop-2' last.
  projects: (['desktop', 'mobile', 'mobile-2', 'mobile-3', 'desktop-2'] as const).map((name) => ({
    name,
    workers: 1,
    metadata: stackMetadata(stacks[name]),
    ...projectTests[name],
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
