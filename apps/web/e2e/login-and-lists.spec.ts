import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  DEMO,
  enterCode,
  expectLoginDocument,
  expectNoAxeViolations,
  lastOtp,
  logout,
  openHandedOver,
  requestOtp,
  resetMock,
  signIn,
  expect,
  test,
  type Page,
  expectTwoPagesAndGoToSecond,
} from './support.ts';

test.beforeEach(async () => {
  await resetMock();
});

/** The build the gateway serves (E2E_WEB_DIST, else apps/web/dist) and its manifest of chunks. */
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

function buildManifest(): Manifest {
  const dist = resolve(import.meta.dirname, '..', process.env.E2E_WEB_DIST ?? 'dist');
  const path = join(dist, '.vite', 'manifest.json');
  expect(existsSync(path), `${path} (build the web app first)`).toBe(true);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** Each chunk's message packs, one per language (the build's .vite/message-packs.json; decision record 0041). */
function messagePacks(): Record<string, Record<string, string>> {
  const dist = resolve(import.meta.dirname, '..', process.env.E2E_WEB_DIST ?? 'dist');
  return JSON.parse(readFileSync(join(dist, '.vite', 'message-packs.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
}

/**
 * The scripts an entry of the build loads before it runs: its file and its static imports, to the end, with the
 * message packs of each (any language: which one a visit loads is the visitor's).
 */
/**
 * The scripts of an entry: its chunks and their packs. `lazy`: also what it fetches later on its own (its
 * dynamic imports, such as telemetry after the first paint) and their imports.
 */
function scriptsOf(manifest: Manifest, entry: string, { lazy = false } = {}): Set<string> {
  const files = new Set<string>();
  const packs = messagePacks();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const pack of Object.values(packs[chunk.file] ?? {})) files.add(`/${pack}`);
    chunk.imports?.forEach(visit);
    if (lazy) chunk.dynamicImports?.forEach(visit);
  };
  visit(entry);
  return files;
}

/** The paths of the scripts the page requests from now on. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('a policyholder logs in by OTP and lands on the policy list', async ({ page }) => {
  await page.goto('/');
  // Logged out: the protected list sends the visitor to login.
  await expect(page).toHaveURL(/\/generate-otp/);
  await expect(page.getByRole('heading', { name: 'Masuk ke akun Anda' })).toBeVisible();
  await expectNoAxeViolations(page);

  await requestOtp(page, DEMO.policyholder);
  await expect(page.getByText('+62 812*****001')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim ulang OTP' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await enterCode(page, DEMO.code);

  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(10);
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test("the first page after the login form already names the texts of the phone's country", async ({
    page,
  }) => {
    await page.goto('/generate-otp');
    await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
    await page.getByRole('textbox').first().fill(DEMO.policyholder);
    await page.keyboard.press('Enter');
    const firstPage = page.waitForResponse(
      (response) =>
        response.request().resourceType() === 'document' && new URL(response.url()).pathname === '/',
    );
    await page.locator('input[autocomplete="one-time-code"]').fill(DEMO.code);
    await page.keyboard.press('Enter');
    // An Indonesian number (+62) speaks Indonesian from the next page on (spec §4), and that page's document
    // names the Indonesian texts, not the English of the login page.
    await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
    expect(await (await firstPage).text()).toMatch(/data-page-texts="id"/);
  });
});

// Signed in through the API (the form is the test above): one journey of login, five axe scans and the lists
// took over the 45 s test limit on the shared 2-core machine.
test('a policyholder browses policies and claims, switches language and logs out', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  // Paging keeps the tab and puts the page in the address bar.
  const cards = await expectTwoPagesAndGoToSecond(page, 10);

  await page.getByRole('tab', { name: 'Aktif' }).click();
  await expect(page).toHaveURL(/tab=active/);
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByText('Kedaluwarsa', { exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Kedaluwarsa' }).click();
  await expect(page).toHaveURL(/tab=expired/);
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByText('Aktif', { exact: true })).toHaveCount(0);

  // Claim list with its four tabs.
  await page.getByRole('link', { name: 'Klaim', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  await expect(page).toHaveURL(/source=claim/);
  for (const tab of ['Diajukan', 'Dalam proses', 'Selesai', 'Semua']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.first()).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // English and back.
  await page.getByRole('button', { name: 'Bahasa', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'My claims' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Language', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  // Nothing of the page left behind asks for the signed-out user's data (which would answer 401).
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await logout(page);
  await expectLoginDocument(page);
  const signedOut = page.getByRole('status').filter({ hasText: 'Anda sudah keluar.' });
  await expect(signedOut).toBeVisible();
  await expectNoAxeViolations(page);
  expect(refused).toEqual([]);
  // The session is really gone: the list is not reachable any more. That login page has no notice: nobody
  // signed out or lost a session there.
  await openHandedOver(page, '/?source=claim');
  await expectLoginDocument(page);
  await expect(page.getByRole('textbox', { name: 'Nomor ponsel' })).toBeVisible();
  await expect(signedOut).toHaveCount(0);
  await expect(page.getByText('Sesi Anda telah berakhir.')).toHaveCount(0);
});

test("the page's language is kept in a cookie, and the next page names that language's texts beside its scripts", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  const localeCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'portal_locale')?.value;
  // Signed in without the login form, the storage holds nothing: the browser's language decides, which the
  // gateway reads from the request as well, and nothing is remembered.
  expect(await localeCookie()).toBeUndefined();

  await page.getByRole('button', { name: 'Bahasa', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'My policies' })).toBeVisible();
  expect(await localeCookie()).toBe('en');

  // The gateway reads the cookie: the page it serves next names the English texts of its scripts, as one file
  // that holds them (record 0069), and the page uses exactly that (no pack of it asked again, no text of another
  // language fetched).
  const packs = messagePacks();
  const englishPacks = new Set(
    Object.values(packs).flatMap((byLocale) => (byLocale.en ? [`/${byLocale.en}`] : [])),
  );
  const otherPacks = new Set(
    Object.values(packs).flatMap((byLocale) =>
      Object.entries(byLocale)
        .filter(([locale]) => locale !== 'en')
        .map(([, file]) => `/${file}`),
    ),
  );
  const scripts = watchScripts(page);
  const documentAnswer = page.waitForResponse((response) => response.request().resourceType() === 'document');
  await page.goto('/claimdetail/clm_1101');
  const [, textsFile, language, held = ''] =
    /<link rel="modulepreload" crossorigin href="([^"]+)" data-page-texts="(\w+)" data-packs="([^"]+)"/.exec(
      await (await documentAnswer).text(),
    ) ?? [];
  await expect(page.getByRole('heading', { name: 'Claim information' })).toBeVisible();
  expect(language).toBe('en');
  const heldPacks = held.split(' ').map((file) => `/${file}`);
  expect(heldPacks.length).toBeGreaterThan(1);
  expect(heldPacks.filter((file) => !englishPacks.has(file))).toEqual([]);
  expect(scripts).toContain(textsFile);
  expect(scripts.filter((script) => heldPacks.includes(script))).toEqual([]);
  expect(scripts.filter((script) => otherPacks.has(script))).toEqual([]);

  // With its storage gone and its cookies kept, the browser still speaks the language it spoke, the one whose
  // texts the document names, rather than starting again from the browser's own language (Indonesian here).
  await page.evaluate(() => window.localStorage.clear());
  const again = page.waitForResponse((response) => response.request().resourceType() === 'document');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Claim information' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await (await again).text()).toContain('data-page-texts="en"');
});

test('a brand-new phone gets an account and sees the empty policy list', async ({ page }) => {
  const national = '81377700011';
  await page.goto('/generate-otp');
  await requestOtp(page, national);
  await enterCode(page, await lastOtp(`62${national}`));
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  await expect(page.getByText('Belum ada polis')).toBeVisible();
});

test('after login the visitor comes back to the page they asked for', async ({ page }) => {
  // The gateway itself sends the visitor to the login document: one document, the app never loaded for it.
  const documents: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') {
      documents.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  const scripts = watchScripts(page);
  await page.goto('/?source=claim&tab=settled');
  await expectLoginDocument(page, /\/generate-otp\?redirect=%2F%3Fsource%3Dclaim%26tab%3Dsettled$/);
  expect(documents).toEqual(['302 /', '200 /generate-otp']);
  const appEntry = `/${buildManifest()['index.html']?.file}`;
  expect(scripts).not.toContain(appEntry);
  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Selesai' })).toHaveAttribute('aria-selected', 'true');
});

test('login errors are shown in Indonesian and keep what was typed', async ({ page }) => {
  await page.goto('/generate-otp');
  await page.getByRole('button', { name: 'Kirim OTP' }).click();
  await expect(page.getByText('Nomor ponsel harus diisi')).toBeVisible();

  // Reserved phone: the SMS gateway fails.
  await page.getByLabel('Nomor ponsel').fill('81299999001');
  await page.getByRole('button', { name: 'Kirim OTP' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Gagal mengirim OTP. Silakan coba setelah beberapa waktu.',
  );
  await expect(page.getByLabel('Nomor ponsel')).toHaveValue('81299999001');

  await page.getByLabel('Nomor ponsel').fill(DEMO.tapinsurance);
  await page.getByRole('button', { name: 'Kirim OTP' }).click();
  await enterCode(page, '000000');
  await expect(page.getByRole('alert')).toContainText('Gagal verifikasi OTP. Silahkan periksa OTP anda');
  await expect(page.getByLabel('Kode OTP')).toHaveValue('000000');
});

test('unknown pages say so and lead back to the policy list', async ({ page }) => {
  await signIn(page);
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Kembali ke list polis' }).click();
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
});

test('the login page is its own light document: no app, router or query code until the login is done', async ({
  page,
}) => {
  const manifest = buildManifest();
  const loginScripts = scriptsOf(manifest, 'login.html', { lazy: true });
  const appScripts = scriptsOf(manifest, 'index.html');
  const appOnly = [...appScripts].filter((script) => !loginScripts.has(script));
  // The app's own code (its entry, the router, TanStack Query, the tRPC client) is not in the login's chunks,
  // neither in those it loads first nor in those it fetches after its first paint.
  expect(appOnly.length).toBeGreaterThan(0);
  expect(appOnly).toContain(`/${manifest['index.html']?.file}`);

  const scripts = watchScripts(page);
  await page.goto('/generate-otp?redirect=%2F%3Fsource%3Dclaim%26tab%3Dsettled');
  await expect(page.getByRole('heading', { name: 'Masuk ke akun Anda' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'default');
  await expect(page).toHaveTitle('Masuk ke akun Anda · PolisKu');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !loginScripts.has(script))).toEqual([]);

  // The code step is the same document: no new scripts, and the browser's back button returns to the number.
  await requestOtp(page, DEMO.policyholder);
  await expect(page).toHaveURL(/\/verify$/);
  expect(scripts.filter((script) => !loginScripts.has(script))).toEqual([]);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Masuk ke akun Anda' })).toBeVisible();
  await expect(page.getByLabel('Nomor ponsel')).toHaveValue(DEMO.policyholder);
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Verifikasi OTP' })).toBeVisible();

  // A finished login loads the app at the page asked for.
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?source=claim&tab=settled$/);
  await expect(page.getByRole('tab', { name: 'Selesai' })).toHaveAttribute('aria-selected', 'true');
  expect(scripts).toContain(`/${manifest['index.html']?.file}`);
});

test('changing the number goes back with what was typed and keeps where to return; the language can change', async ({
  page,
}) => {
  await page.goto('/generate-otp?flow=go-driver');
  await page.getByRole('button', { name: 'Bahasa', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('62');
  await page.getByRole('combobox', { name: 'Country code' }).selectOption('66');
  await page.getByRole('combobox', { name: 'Country code' }).selectOption('62');
  await page.getByLabel('Mobile number').fill('0812-0000-0001');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
  await expect(page.getByText('+62 812*****001')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Change mobile number' }).click();
  await expect(page).toHaveURL(/\/generate-otp\?flow=go-driver$/);
  await expect(page.getByLabel('Mobile number')).toHaveValue('81200000001');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
});

test('a signed-in visitor at the login page goes where the login would have gone; a foreign redirect is dropped', async ({
  page,
}) => {
  await page.goto('/generate-otp?redirect=%2F%2Fevil.example%2Fphish');
  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);

  await openHandedOver(page, '/generate-otp?redirect=%2F%3Fsource%3Dclaim');
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?source=claim$/);
});
