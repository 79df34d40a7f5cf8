import { expect, test as base, type Page, type TestInfo } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';

export { expect };
export type { Locator, Page } from '@playwright/test';

/** The stack every project shares (playwright.config.ts: one gateway and its embedded mock). */
function stack(): { mockURL: string; brokerURL: string } {
  return test.info().project.metadata as { mockURL: string; brokerURL: string };
}

/** The mock upstream behind the gateway, for QA controls (reset, faults, journal, scenarios). */
export function mockUrl(): string {
  return stack().mockURL;
}

/**
 * The mock tenant of one test (and of its retry, which starts afresh): every test has the broker to itself,
 * so the workers run side by side on one gateway and one mock (apps/mock-upstream/README.md, tenants).
 */
export function tenantOf(testInfo: TestInfo): string {
  const id = createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}`).digest('hex').slice(0, 16);
  return `e2e-${id}`;
}

/** A call to the mock on the running test's tenant: the QA controls and, for a few tests, the broker API. */
export function mockFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('x-mock-tenant', tenantOf(test.info()));
  return fetch(`${mockUrl()}${path}`, { ...init, headers });
}

/**
 * Playwright's test with the tenant in place: the browser sends it on every request (the gateway passes it on
 * to the mock in its QA mode), and the tenant ends with a passing test. A failed test's tenant is kept for a
 * look at its journal until the mock ends it as idle.
 */
export const test = base.extend<{ mockTenant: string }>({
  mockTenant: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      const tenant = tenantOf(testInfo);
      await use(tenant);
      if (testInfo.status === testInfo.expectedStatus) {
        await fetch(`${mockUrl()}/__admin/tenants/${tenant}`, { method: 'DELETE' }).catch(() => undefined);
      }
    },
    { auto: true },
  ],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-mock-tenant': tenantOf(testInfo) });
  },
});

/** This project's gateway under the broker's host name. */
export function brokerUrl(): string {
  return stack().brokerURL;
}

/** Seeded users of the mock upstream (apps/mock-upstream/README.md); demo code 123456 in dev mode. */
export const DEMO = {
  policyholder: '81200000001',
  tapinsurance: '81200000002',
  agent: '81200000003',
  agencyCustomer: '81200000004',
  thirdParty: '81200000005',
  dana: '81200000006',
  ssoToken: 'sso-demo-token',
  partnerSsoToken: 'sso-partner-token',
  code: '123456',
} as const;

/**
 * A list of two pages as a user pages it: `onFirst` cards and "Halaman 1 dari 2" (scanned), then 'Berikutnya'
 * puts page 2 in the address bar and says "Halaman 2 dari 2". The cards are the main region's list items.
 */
export async function expectTwoPagesAndGoToSecond(page: Page, onFirst: number) {
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(onFirst);
  await expect(page.getByText(/Halaman 1 dari 2/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Halaman 2 dari 2/)).toBeVisible();
  return cards;
}

export async function resetMock() {
  const response = await mockFetch('/__admin/reset', { method: 'POST' });
  expect(response.ok).toBe(true);
}

/** The last code the mock "sent" to a phone, as QA would read it. */
export async function lastOtp(internationalPhone: string): Promise<string> {
  const response = await mockFetch(`/__admin/otp/${internationalPhone}`);
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { code: string };
  return body.code;
}

export async function requestOtp(page: Page, phone: string) {
  await page.getByLabel('Nomor ponsel').fill(phone);
  await page.getByRole('button', { name: 'Kirim OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi OTP' })).toBeVisible();
}

export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Kode OTP').fill(code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
}

/**
 * Logs in through the gateway's API with the page's own cookie jar, exactly the two calls the login form makes;
 * the form itself is tested in login-and-lists.spec.ts. Leaves the page where it is: go to the page under test.
 */
export async function signIn(
  page: Page,
  phone: string = DEMO.policyholder,
  code: string = DEMO.code,
  /** Another gateway than the project's (a spec's own), e.g. `http://localhost:3936`. */
  origin = '',
) {
  const headers = { 'x-portal-csrf': '1' };
  const sent = await page.request.post(`${origin}/trpc/auth.sendOtp`, {
    headers,
    data: { countryCode: '62', phone, medium: 'sms', languageCode: 'id' },
  });
  expect(sent.status()).toBe(200);
  const { operationId, phone: international } = (
    (await sent.json()) as { result: { data: { operationId: string; phone: string } } }
  ).result.data;
  const verified = await page.request.post(`${origin}/trpc/auth.verifyOtp`, {
    headers,
    data: { operationId, phone: international, otp: code },
  });
  expect(verified.status()).toBe(200);
}

/** Logs in (see `signIn`) and opens the policy list, where the login form lands. */
export async function login(page: Page, phone: string = DEMO.policyholder, code: string = DEMO.code) {
  await signIn(page, phone, code);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
}

/** Logs in through the agency login and lands on the agency policy list. */
export async function agencyLogin(page: Page, phone: string = DEMO.agent) {
  await page.goto('/agency/login');
  await expect(page.getByRole('heading', { name: 'Masuk sebagai agen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await requestOtp(page, phone);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { name: 'Polis Agensi' })).toBeVisible();
}

/** Logout sits in the profile menu; partner SSO sessions have a plain button instead (spec §2). */
/**
 * The login document is shown, not the app on its way there: the app puts the address in place before the
 * hand-over loads login.html, so the address alone does not say the page can be used (decision record 0027).
 */
export async function expectLoginDocument(page: Page, address: RegExp = /\/generate-otp/) {
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1, name: 'Masuk ke akun Anda' })).toBeVisible();
}

/**
 * Opens an address that hands the visitor over to the other document: a protected page while signed out goes
 * to the login document, the login while signed in goes to the app (decision record 0027). The hand-over is a
 * new navigation that may start before the first page has loaded, so only the first answer is awaited; the test
 * then waits for what the user sees.
 */
export async function openHandedOver(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'commit' });
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: /Menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
}

/**
 * Makes the mock answer the next `times` matching calls with an error (a 5xx is retried once by the page),
 * or, with `delayMs` and no status, answer them normally after that delay.
 */
export async function injectFault(
  fault: { method?: string; path: string; times: number } & (
    { status: number; delayMs?: number } | { status?: never; delayMs: number }
  ),
) {
  const response = await mockFetch('/__admin/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.ok).toBe(true);
}

/** The 360 px projects (named 'mobile…'; playwright.config.ts splits each viewport over several stacks). */
export function isMobile(projectName: string): boolean {
  return projectName.startsWith('mobile');
}

/** axe-core's minified build: half the bytes of its `source` export (1.3 MB), parsed once per document scanned. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Scans the page for WCAG problems: axe-core's default rules on every node of the page, violations only.
 * axe is put into a document once, by its first scan, and later scans of that document (the app changes pages
 * without reloading) call `axe.run` straight away. `@axe-core/playwright`'s builder evaluated axe's 1.3 MB
 * source twice per scan, which cost as much as the scan itself (decision record 0028). The portal
 * has no frames, so the page's own document is all there is to scan.
 */
export async function expectNoAxeViolations(page: Page) {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axeSource);
  const summary = await page.evaluate(async () => {
    // What a user reads is the page at rest: an alert fading in or a colour in transition is scanned once it has
    // ended (a contrast measured halfway through one fails); endless ones (a spinner) are not waited for.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  });
  expect(summary).toEqual([]);
}
