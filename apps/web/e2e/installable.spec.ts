import type { BrowserContext } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GADGET_BENEFIT, GADGET_POLICY, TYPED, openNewClaim, typeIncidentTexts } from './claim-support.ts';
import { GENEROUS_BUDGETS, startOwnGateway } from './own-gateway.ts';
import {
  DEMO,
  brokerUrl,
  expect,
  expectLoginDocument,
  isMobile,
  login,
  logout,
  openHandedOver,
  resetMock,
  signIn,
  test,
  type Page,
} from './support.ts';

/*
 * The installable portal (decision records 0053 and 0054): a manifest per skin that Chromium accepts for
 * installing, a service worker that shows the portal's own shell and offline notice when a page is opened
 * without a connection (and leaves the gateway's login redirect alone), and claim drafts that outlive the app.
 * The other specs block the worker (playwright.config.ts); these let it run.
 */

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async () => {
  await resetMock();
});

/** The worker has kept the build (its install precaches every file) and is active for the portal. */
async function workerReady(page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
}

/**
 * A file as the page gets it (through the browser, which reaches the broker's host): its status, its type and
 * its first 24 bytes, or its text.
 */
async function fetched(page: Page, url: string) {
  return page.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.clone().arrayBuffer()).slice(0, 24);
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      head: Array.from(bytes),
      text: await response.text(),
    };
  }, url);
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(head: number[]): string {
  const bytes = Buffer.from(head);
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG file').toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/**
 * The manifest the page links, each of its icons fetched and measured, and, on a secure origin, Chromium's own
 * installability check.
 */
async function expectInstallable(
  page: Page,
  context: BrowserContext,
  brand: { name: string; theme: string },
  { secureOrigin }: { secureOrigin: boolean },
) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await fetched(page, href!);
  expect(answer.status).toBe(200);
  expect(answer.type).toMatch(/^application\/manifest\+json/);
  const manifest = JSON.parse(answer.text) as Manifest;
  expect(manifest).toMatchObject({
    name: brand.name,
    short_name: brand.name,
    start_url: '/',
    display: 'standalone',
    theme_color: brand.theme,
  });
  const purposes = new Set<string>();
  for (const icon of manifest.icons) {
    const file = await fetched(page, icon.src);
    expect(file.status, icon.src).toBe(200);
    expect(file.type, icon.src).toBe('image/png');
    expect(pngSize(file.head), icon.src).toBe(icon.sizes);
    purposes.add(`${icon.purpose} ${icon.sizes}`);
  }
  expect([...purposes].sort()).toEqual([
    'any 192x192',
    'any 512x512',
    'maskable 192x192',
    'maskable 512x512',
  ]);
  if (!secureOrigin) return;
  // Lighthouse 12 has no PWA category any more: Chromium's own check is asked instead (DevTools protocol).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();
}

test('the portal can be installed: its manifest is linked, complete, with icons that load, in each skin', async ({
  page,
  context,
}) => {
  await page.goto('/generate-otp');
  await expectLoginDocument(page);
  await workerReady(page);
  await expectInstallable(page, context, { name: 'PolisKu', theme: '#0d6e5f' }, { secureOrigin: true });

  // The broker's host gets the broker skin's names and colours. Over plain http a host other than localhost is
  // no secure origin, where a browser runs no worker and installs nothing: its manifest is checked, not installed.
  await page.goto(`${brokerUrl()}/generate-otp`);
  await expectLoginDocument(page);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'broker');
  await expectInstallable(
    page,
    context,
    { name: 'Pialang Prima', theme: '#3730a3' },
    { secureOrigin: false },
  );
});

test('a page opened offline shows the portal with its offline notice, not the browser’s error page', async ({
  page,
  context,
}) => {
  await login(page);
  await workerReady(page);

  await context.setOffline(true);
  await page.goto('/?source=claim');
  await expect(page.getByRole('heading', { level: 1, name: 'Anda sedang offline' })).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText(
    'Halaman ini belum dapat dibuka tanpa koneksi.',
  );

  // The connection comes back: the page loads again by itself, from the gateway, with the user's claims.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Anda sedang offline' })).toHaveCount(0);
});

test('offline, a reload shows the offline page at once, after one try of the session', async ({
  page,
  context,
}) => {
  await login(page);
  await workerReady(page);

  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('auth.session')) sessionCalls.push(request.url());
  });
  await context.setOffline(true);
  // Timed from the moment the worker's shell arrives (the document committed), not from the load of its scripts,
  // which a loaded machine slows for reasons of its own.
  await page.reload({ waitUntil: 'commit' });
  // The session's failed call is not tried again while the browser says it has no connection: the page says so
  // at once instead of "Memuat…".
  await expect(page.getByRole('heading', { level: 1, name: 'Anda sedang offline' })).toBeVisible({
    timeout: 2000,
  });
  expect(sessionCalls.length).toBeLessThanOrEqual(1);
});

/**
 * A release, as a user's open tab meets it: a gateway of its own serves a copy of the build, whose /sw.js the
 * test then changes as a deploy would. On E2E_RELEASE_PORT and the port after it (the embedded mock), the 360 px
 * project on the next two.
 */
const RELEASE_PORT = Number(process.env.E2E_RELEASE_PORT ?? 3936);

test.describe('a new release', () => {
  let gateway: Awaited<ReturnType<typeof startOwnGateway>> | undefined;
  let build = '';

  test.beforeAll(async () => {
    build = mkdtempSync(join(tmpdir(), 'portal-release-'));
    cpSync(process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url)), build, {
      recursive: true,
    });
    const port = RELEASE_PORT + (isMobile(test.info().project.name) ? 2 : 0);
    gateway = await startOwnGateway(port, { WEB_DIST_DIR: build, ...GENEROUS_BUDGETS });
  });

  test.afterAll(async () => {
    await gateway?.stop();
    rmSync(build, { recursive: true, force: true });
  });

  test('waits for the user: “Versi baru portal tersedia” and a reload that brings it in', async ({
    page,
  }) => {
    const portal = gateway!.url;
    await signIn(page, DEMO.policyholder, DEMO.code, portal);
    await page.goto(`${portal}/`);
    await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
    await workerReady(page);
    // A repeat visit: the page is the worker's now (a first visit's page was loaded before there was one).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const prompt = page.getByRole('status').filter({ hasText: 'Versi baru portal tersedia.' });
    await expect(prompt).toHaveCount(0);

    // The release: another /sw.js, found when the open tab checks for one (as it does every hour).
    const worker = join(build, 'sw.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// the next release\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
    await expect(prompt).toBeVisible();

    await page.evaluate(() => Object.assign(window, { beforeTheRelease: true }));
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Muat ulang' }).click();
    // The page is loaded again, under the new worker: nothing waits any more and the prompt is gone.
    await reloaded;
    expect(await page.evaluate(() => 'beforeTheRelease' in window)).toBe(false);
    await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).waiting === null))
      .toBe(true);
  });
});

test('with the worker in charge, a signed-out visitor of a signed-in page is still sent to the login', async ({
  page,
}) => {
  await page.goto('/generate-otp');
  await expectLoginDocument(page);
  await workerReady(page);

  await openHandedOver(page, '/claimdetail/clm_1101');
  await expectLoginDocument(page, /\/generate-otp\?redirect=%2Fclaimdetail%2Fclm_1101$/);
  // The page came through the worker, which passed the gateway's redirect on.
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Signed in, the same address is the claim itself (the session check is the gateway's, not a cached page).
  await signIn(page);
  await page.goto('/claimdetail/clm_1101');
  await expect(page).toHaveURL(/\/claimdetail\/clm_1101$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Masuk ke akun Anda');
});

test.describe('claim drafts', () => {
  // Storage is what is tested here, not the worker.
  test.use({ serviceWorkers: 'block' });

  test('a claim draft survives closing the app, never holds the confidential field, and a sign-out ends it', async ({
    browser,
    page,
    context,
    extraHTTPHeaders,
  }, testInfo) => {
    await login(page);
    await openNewClaim(page, GADGET_POLICY, GADGET_BENEFIT);
    const claimPage = page.url();
    await typeIncidentTexts(page);
    // The draft is written a moment after the last key: wait until it holds the last field typed, too.
    await expect
      .poll(async () => {
        const kept = await page.evaluate(() => JSON.stringify(localStorage));
        return kept.includes(TYPED.story) && kept.includes(TYPED.amount);
      })
      .toBe(true);

    // The app is closed: the browser keeps its storage and cookies, the tab's sessionStorage is gone.
    const state = await context.storageState();
    await context.close();
    const { baseURL, locale, viewport, isMobile, hasTouch } = testInfo.project.use;
    const reopened = await browser.newContext({
      baseURL,
      locale,
      viewport,
      isMobile,
      hasTouch,
      serviceWorkers: 'block',
      storageState: state,
      extraHTTPHeaders,
    });
    const again = await reopened.newPage();
    await again.goto(claimPage);
    await expect(again.getByText('Isian yang belum tersimpan telah dipulihkan.')).toBeVisible();
    await expect(again.getByLabel('Kronologi kejadian')).toHaveValue(TYPED.story);
    await expect(again.getByLabel('Jumlah yang diklaim (Rp)')).toHaveValue(TYPED.amount);
    await expect(again.getByLabel(/Nomor referensi/)).toHaveValue('');
    const kept = await again.evaluate(() => JSON.stringify(localStorage));
    expect(kept).not.toContain(TYPED.reference);

    // A sign-out ends it on the device: nothing of it is left in the browser's storage.
    await logout(again);
    await expect(again.getByRole('status').filter({ hasText: 'Anda sudah keluar.' })).toBeVisible();
    const left = await again.evaluate(() => JSON.stringify(localStorage));
    expect(left).not.toContain(TYPED.story);
    await reopened.close();
  });
});
