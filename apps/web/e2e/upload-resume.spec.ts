import type { BrowserContext, CDPSession, Request } from '@playwright/test';
import { journalCount, openNewClaimAtStep, pickDocument } from './claim-support.ts';
import { largeDocument, pngPhoto } from './files.ts';
import { login, logout, resetMock, expect, test, type Page } from './support.ts';

/**
 * Uploads on a flaky phone connection (decision record 0050): a transfer cut at any point — offline, a reset
 * request, the finish or the attach losing their answer — waits ("Menunggu koneksi") and goes on from where it
 * stopped once the connection is back, and the row ends attached without the file being picked again.
 */

const DAMAGE = 'Foto kerusakan perangkat';
const MB = 1024 * 1024;

test.beforeEach(async ({ page }) => {
  await resetMock();
  await login(page);
  await openNewClaimAtStep(page, 'pol_1002', 'Pencurian Gadget', 'claim-documents');
  await expect(page.getByRole('heading', { name: 'Dokumen Pendukung' })).toBeVisible();
});

function documentGroup(page: Page) {
  return page.getByRole('group', { name: DAMAGE, exact: true });
}

/** A mobile-data profile: the upload runs at `kbps` kilobytes a second (Chrome's own throttling). */
async function throttle(page: Page, kilobytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.5 * MB,
    uploadThroughput: kilobytesPerSecond * 1024,
  });
  return cdp;
}

/** The tus requests the page (or every page of its context) sent, as `METHOD offset` (offset: a PATCH's start). */
function recordTus(page: Page | BrowserContext): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/upload/tus')) return;
    const offset = request.headers()['upload-offset'];
    sent.push(offset === undefined ? request.method() : `${request.method()} ${offset}`);
  });
  return sent;
}

/** The share the progress bar shows, 0 to 100. */
async function progressOf(page: Page): Promise<number> {
  const bar = documentGroup(page).getByRole('progressbar');
  return Number((await bar.getAttribute('aria-valuenow')) ?? '0');
}

async function expectAttached(page: Page, fileName: string) {
  const group = documentGroup(page);
  await expect(group.getByRole('listitem').filter({ hasText: fileName })).toBeVisible({ timeout: 60_000 });
  await expect(group.getByText('Sudah diunggah', { exact: true })).toBeVisible();
  await expect(group.getByRole('alert')).toHaveCount(0);
  await expect(group.getByText('File ini tidak dilampirkan.')).toHaveCount(0);
}

test('a file cut offline mid-transfer waits for the connection and ends attached, not picked again', async ({
  page,
}) => {
  await throttle(page, 256);
  const tus = recordTus(page);
  await pickDocument(page, DAMAGE, largeDocument('kerusakan-depan.pdf', 3 * MB));
  const group = documentGroup(page);
  await expect(group.getByText('Mengunggah kerusakan-depan.pdf…')).toBeVisible();
  await expect.poll(() => progressOf(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);

  await page.context().setOffline(true);
  await expect(group.getByText('Menunggu koneksi · kerusakan-depan.pdf')).toBeVisible();
  await expect(group.getByRole('status').filter({ hasText: 'tanpa memilih file lagi.' })).toBeVisible();
  const shownWhileWaiting = await progressOf(page);
  expect(shownWhileWaiting).toBeGreaterThanOrEqual(20);
  await page.waitForTimeout(1500);
  await page.context().setOffline(false);

  await expectAttached(page, 'kerusakan-depan.pdf');
  // One upload created; after the cut the page asked the gateway where to go on from, and sent the rest.
  expect(tus.filter((entry) => entry === 'POST')).toHaveLength(1);
  expect(tus).toContain('HEAD');
  const resumedAt = tus
    .slice(tus.indexOf('HEAD'))
    .find((entry) => entry.startsWith('PATCH'))
    ?.split(' ')[1];
  // Not from the start: from what the gateway kept of the cut request (mid-chunk, not only whole chunks).
  expect(Number(resumedAt)).toBeGreaterThan(0);
});

test('a reset at every step — a chunk, the finish, the attach — ends attached once, without picking again', async ({
  page,
}) => {
  const tus = recordTus(page);
  const cut = { patch: 2, finish: 1, attach: 1 };
  await page.route('**/upload/tus/**', async (route) => {
    if (route.request().method() === 'PATCH' && --cut.patch === 0) return route.abort('connectionreset');
    return route.fallback();
  });
  await page.route(/\/trpc\/[^?]*uploads\.finish/, async (route) =>
    cut.finish-- > 0 ? route.abort('connectionreset') : route.fallback(),
  );
  await page.route(/\/trpc\/[^?]*claims\.attachFile/, async (route) =>
    cut.attach-- > 0 ? route.abort('connectionreset') : route.fallback(),
  );

  await pickDocument(page, DAMAGE, largeDocument('kerusakan-samping.pdf', Math.round(2.5 * MB)));
  const group = documentGroup(page);
  // Each cut shows the wait, and each goes on by itself while the browser is online.
  await expect(group.getByText('Menunggu koneksi · kerusakan-samping.pdf')).toBeVisible();
  await expectAttached(page, 'kerusakan-samping.pdf');
  expect(cut).toEqual({ patch: expect.any(Number), finish: -1, attach: -1 });
  expect(tus.filter((entry) => entry === 'POST')).toHaveLength(1);
  // The file is on the claim once, whatever was asked twice.
  await page.reload();
  await expect(documentGroup(page).getByRole('listitem')).toHaveCount(1);
});

test('a 25 MB file on a throttled connection, cut offline halfway, ends attached', async ({ page }) => {
  test.slow();
  await throttle(page, 2048);
  const tus = recordTus(page);
  await pickDocument(page, DAMAGE, largeDocument('nota-bengkel.pdf', 25 * MB));
  const group = documentGroup(page);
  await expect.poll(() => progressOf(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(40);
  await page.context().setOffline(true);
  await expect(group.getByText('Menunggu koneksi · nota-bengkel.pdf')).toBeVisible();
  await page.context().setOffline(false);
  await expectAttached(page, 'nota-bengkel.pdf');
  expect(tus.filter((entry) => entry === 'POST')).toHaveLength(1);
  // What arrived before the cut was not sent again: fewer bytes than two whole files went out.
  const patches = tus
    .filter((entry) => entry.startsWith('PATCH'))
    .map((entry) => Number(entry.split(' ')[1]));
  expect(patches.length).toBeLessThan(2 * 25);
});

test('an uploaded file keeps its name in another tab, where this tab’s memory is not', async ({ page }) => {
  await pickDocument(page, DAMAGE, pngPhoto('kerusakan-layar.png', 3));
  await expectAttached(page, 'kerusakan-layar.png');
  const otherTab = await page.context().newPage();
  await otherTab.goto(page.url());
  const group = otherTab.getByRole('group', { name: DAMAGE, exact: true });
  await expect(group.getByRole('listitem').filter({ hasText: 'kerusakan-layar.png' })).toBeVisible();
  await expect(group.getByText('File 1')).toHaveCount(0);
});

test('a 12-megapixel phone photo is made smaller before it is sent, keeping 2560 px for the image check', async ({
  page,
}) => {
  // A camera-sized JPEG (4000×3000, detailed enough to weigh several MB), made by the browser itself.
  const dataUrl = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let index = 0; index < pixels.data.length; index += 1) {
      pixels.data[index] = index % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.95));
    if (!blob) throw new Error('no jpeg');
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(blob);
    });
  });
  const original = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  expect(original.length).toBeGreaterThan(3 * MB);
  const created = page.waitForRequest(
    (request) => request.url().endsWith('/upload/tus') && request.method() === 'POST',
  );
  await pickDocument(page, DAMAGE, { name: 'struk-servis.jpg', mimeType: 'image/jpeg', buffer: original });
  const sentLength = Number((await created).headers()['upload-length']);
  expect(sentLength).toBeLessThan(original.length / 2);
  await expectAttached(page, 'struk-servis.jpg');
  const thumbnail = documentGroup(page).getByRole('img', { name: 'Pratinjau struk-servis.jpg' });
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(2560);
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(1920);
});

/** The uploads the gateway created for the pages of a browser (a tus POST answered 201). */
function recordCreatedUploads(context: BrowserContext): string[] {
  const created: string[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && request.url().endsWith('/upload/tus') && response.status() === 201)
      created.push(response.headers()['location'] ?? '');
  });
  return created;
}

/** The broker's call that attaches a file to a claim's document (spec §4 upload flow). */
const ATTACH_PATH = '/api/v2/claim/save-form-attribute/';

/** The names of the files the device keeps until attached (IndexedDB, decision record 0056). */
function keptUploadNames(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opened = indexedDB.open('portal-uploads');
        opened.onupgradeneeded = () => opened.result.createObjectStore('uploads');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const database = opened.result;
          const all = database.transaction('uploads').objectStore('uploads').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            database.close();
            resolve((all.result as { name: string }[]).map((kept) => kept.name));
          };
        };
      }),
  );
}

/** The app is closed (its only page) and opened again on the claim, in the same browser: its storage kept. */
async function reopen(
  page: Page,
  claimPage: string,
  before?: (again: Page) => Promise<unknown>,
): Promise<Page> {
  const context = page.context();
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await before?.(again);
  await again.goto(claimPage);
  await expect(again.getByRole('heading', { name: 'Dokumen Pendukung' })).toBeVisible();
  return again;
}

test('a file picked offline survives closing the app and is attached once when the claim is opened again', async ({
  page,
}) => {
  const claimPage = page.url();
  const created = recordCreatedUploads(page.context());
  // The page has opened the device's store (its code came with the uploader); the service worker, blocked in
  // these specs, would have it on the device anyway.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)))
    .toContain('portal-uploads');
  await page.context().setOffline(true);
  await pickDocument(page, DAMAGE, largeDocument('kerusakan-belakang.pdf', Math.round(1.5 * MB)));
  await expect(documentGroup(page).getByText('Menunggu koneksi · kerusakan-belakang.pdf')).toBeVisible();
  await expect.poll(() => keptUploadNames(page)).toEqual(['kerusakan-belakang.pdf']);

  // Opened again with a connection that still drops the upload's first requests: the row waits, by its name.
  const again = await reopen(page, claimPage, (fresh) =>
    fresh.route('**/upload/tus**', (route) => route.abort('connectionreset')),
  );
  const group = documentGroup(again);
  await expect(group.getByText('Menunggu koneksi · kerusakan-belakang.pdf')).toBeVisible();
  await again.unroute('**/upload/tus**');

  // It goes on by itself, without the file being picked again, and is attached once.
  await expectAttached(again, 'kerusakan-belakang.pdf');
  expect(created).toHaveLength(1);
  expect(await journalCount(ATTACH_PATH)).toBe(1);
  await expect.poll(() => keptUploadNames(again)).toEqual([]);
  await again.reload();
  const rows = documentGroup(again).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasText: 'kerusakan-belakang.pdf' })).toBeVisible();
});

test('a transfer cut by closing the app goes on from the offset the gateway kept when the claim is opened again', async ({
  page,
}) => {
  const claimPage = page.url();
  const tus = recordTus(page.context());
  await throttle(page, 256);
  await pickDocument(page, DAMAGE, largeDocument('kerusakan-atas.pdf', 3 * MB));
  await expect.poll(() => progressOf(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
  // The address of the upload is kept with the file before the app is closed.
  await expect.poll(() => keptUploadNames(page)).toEqual(['kerusakan-atas.pdf']);

  const again = await reopen(page, claimPage);
  await expectAttached(again, 'kerusakan-atas.pdf');
  // One upload: the reopened page asked the gateway where it stood and sent the rest, not the whole file.
  expect(tus.filter((entry) => entry === 'POST')).toHaveLength(1);
  const resumedAt = tus
    .slice(tus.indexOf('HEAD'))
    .find((entry) => entry.startsWith('PATCH'))
    ?.split(' ')[1];
  expect(Number(resumedAt)).toBeGreaterThan(0);
  expect(await journalCount(ATTACH_PATH)).toBe(1);
  await expect.poll(() => keptUploadNames(again)).toEqual([]);
});

test('a sign-out ends a queued upload: signed in again, nothing goes on and the device keeps none of it', async ({
  page,
}) => {
  const claimPage = page.url();
  // The upload cannot reach the gateway: it waits, kept on the device.
  await page.route('**/upload/tus**', (route) => route.abort('connectionreset'));
  await pickDocument(page, DAMAGE, largeDocument('kerusakan-kiri.pdf', Math.round(1.5 * MB)));
  await expect(documentGroup(page).getByText('Menunggu koneksi · kerusakan-kiri.pdf')).toBeVisible();
  await expect.poll(() => keptUploadNames(page)).toEqual(['kerusakan-kiri.pdf']);

  await logout(page);
  await expect(page.getByRole('status').filter({ hasText: 'Anda sudah keluar.' })).toBeVisible();
  await expect.poll(() => keptUploadNames(page)).toEqual([]);
  await page.unroute('**/upload/tus**');

  const tus = recordTus(page);
  await login(page);
  await page.goto(claimPage);
  const group = documentGroup(page);
  await expect(group.getByRole('button', { name: /^Pilih file untuk/ })).toBeAttached();
  await expect(group.getByRole('button', { name: 'Pilih file', exact: true })).toBeEnabled();
  await expect(group.getByText(/kerusakan-kiri\.pdf/)).toHaveCount(0);
  await expect(group.getByRole('listitem')).toHaveCount(0);
  expect(tus).toEqual([]);
  expect(await keptUploadNames(page)).toEqual([]);
  expect(await journalCount(ATTACH_PATH)).toBe(0);
});
