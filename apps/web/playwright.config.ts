import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { GENEROUS_BUDGETS } from './e2e/own-gateway.ts';

/**
 * Two projects, 1440 px (`desktop`) and 360 px (`mobile`), on one gateway and its embedded mock. Each test has
 * a mock tenant of its own (e2e/support.ts), so any number of workers run side by side on the one stack, with
 * the tests of a file spread over them. E2E_PORT / E2E_MOCK_PORT move the pair.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4110);

/**
 * What runs at 360 px only. Whole files: the /mobile/* pages live inside the partners' phone apps; telemetry does
 * not depend on the width; record and replay proves the mock broker, not a layout, and starts three servers of
 * its own. Tests (by their title): variants of a flow — a failure and its retry, a refusal, a
 * session that ends, an empty state — whose pages the desktop project opens and scans in another test of the
 * same file. A test renamed here runs at both widths again, never at none.
 */
const ONLY_AT_360_FILES = [
  'mobile-pages.spec.ts',
  'telemetry.spec.ts',
  'record-replay.spec.ts',
  // which words a broker name is shown in does not depend on the width
  'broker-texts.spec.ts',
];
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
  // everyday-details: the phone's layout and the login refusal; its back link and menu scans run at both widths
  'an amount is grouped in thousands as it is typed',
  'the claim list’s tabs keep their labels on one line at 360 px',
  'a tokenised endorsement link on a phone shows the brand and its title once',
  'an agency list of one page shows no paging; two pages do',
  'a policyholder on the agency login is refused in words',
  'a draft restored after a reload names the confidential field to type again',
  'a rejected claim’s card in the list says why it was rejected',
  // upload-resume: a file kept on the device across closing the app is the phone's case (record 0056)
  'a file picked offline survives closing the app',
  'a transfer cut by closing the app goes on from the offset',
  'a sign-out ends a queued upload',
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const onlyAt360 = new RegExp(ONLY_AT_360.map(escape).join('|'));

/** Which tests each project runs. */
const projectTests = {
  desktop: { testIgnore: ONLY_AT_360_FILES, grepInvert: onlyAt360 },
  mobile: {},
} as const;

/** What the tests read from `test.info().project.metadata` (see e2e/support.ts). */
const stackMetadata = {
  mockURL: `http://127.0.0.1:${mockPort}`,
  // The same gateway under the broker's host (the mock's app/pre gives portal.broker.test the broker skin).
  brokerURL: `http://portal.broker.test:${port}`,
};

/**
 * Debian's Chromium headless shell (package chromium-headless-shell), the same engine Playwright itself runs for
 * headless tests: a page opens in a third of the time of the full browser's headless mode and a test costs less
 * than half its CPU (decision record 0028). The full browser where the shell is not installed;
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

/** Workers on the one stack; E2E_WORKERS sets another number (two cores: see decision record 0028). */
const workers = Number(process.env.E2E_WORKERS ?? 4);

export default defineConfig({
  testDir: './e2e',
  // Every test has its own mock tenant, so the tests of one file run side by side as well.
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  // A guard against a hung test, not a speed check: four browsers share the CI machine's two cores, where the
  // longest journeys (the gadget claim end to end, the keyboard-only claim, a reload and a second tab) take
  // 50–66 s on a slow machine and once passed 90 s (decision record 0028).
  timeout: 120_000,
  // Also a guard, not a speed check: on a slow CI machine a first page of the app has taken over 7 s to show
  // under the load of four browsers (decision record 0028).
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // Recording a trace snapshots the page at every step, which costs the CPU the browsers need: CI records
    // the retry of a failed test only; local runs keep the trace of any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromium,
    // The portal's service worker (decision record 0053) would answer the build's files from its cache, out of
    // sight of page.route and of a spec's offline switch, and download the whole build in every test's context:
    // blocked everywhere but in the specs that test it (installable.spec.ts), where the page runs as without one.
    serviceWorkers: 'block',
  },
  projects: (['desktop', 'mobile'] as const).map((name) => ({
    name,
    metadata: stackMetadata,
    ...projectTests[name],
    use:
      name === 'mobile'
        ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium }
        : { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
  })),
  webServer: {
    // The real gateway serving the built web app, with the mock upstream embedded (no UPSTREAM_URL), in its QA
    // mode: it passes each request's mock tenant on to the mock (decision record 0032).
    command: 'npx tsx ../gateway/src/server.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      MOCK_PORT: String(mockPort),
      MOCK_TENANT_PASSTHROUGH: 'true',
      LOG_LEVEL: 'warn',
      // The specs log the demo users in many times; login-limits.spec.ts runs its own gateway on the defaults.
      ...GENEROUS_BUDGETS,
      // Several local runs side by side each serve their own build (`vite build --outDir …`).
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
