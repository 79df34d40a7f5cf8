import {
  expect,
  expectLoginDocument,
  expectNoAxeViolations,
  login,
  resetMock,
  signIn,
  tenantOf,
  test,
  type Page,
} from './support.ts';

/**
 * The signed-in devices on the profile (ASVS 5.0 7.5.2, decision record 0039): Budi logs in on two browsers,
 * sees both with "Perangkat ini" on the one he is using, ends the other after a confirmation (a first try that
 * fails keeps the list and says why), and the other browser is sent to login.
 */

test.beforeEach(async () => {
  await resetMock();
});

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /Menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Detail profil' }).click();
  await expect(page.getByRole('heading', { name: 'Profil saya', level: 1 })).toBeVisible();
}

test('see the signed-in devices and end the other one', async ({ page, browser }, testInfo) => {
  // The other browser: a phone, in the same mock tenant as this test's page.
  const phoneContext = await browser.newContext({
    userAgent: ANDROID_CHROME,
    extraHTTPHeaders: { 'x-mock-tenant': tenantOf(testInfo) },
    locale: 'id-ID',
  });
  try {
    const phone = await phoneContext.newPage();
    await signIn(phone);
    await phone.goto('/');
    await expect(phone.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();

    await login(page);
    await openProfile(page);
    const devices = page.getByRole('region', { name: 'Perangkat yang masuk' });
    const items = devices.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first().getByText('Perangkat ini')).toBeVisible();
    const other = items.filter({ hasText: 'Chrome di Android' });
    await expect(other).toHaveCount(1);
    await expect(other.getByText('Ponsel')).toBeVisible();
    await expect(other.getByText(/^Masuk \d/)).toBeVisible();
    await expect(other.getByText(/^Terakhir aktif \d/)).toBeVisible();
    // No proxy named a country: no place is shown, not a guessed one.
    await expect(other.getByText('Indonesia')).toHaveCount(0);
    await devices.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);

    // The shared store fails as the end is sent: the dialog says why, and the list is as it was.
    await page.route('**/trpc/sessions.end?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        json: [
          {
            error: {
              message: 'server_problem',
              code: -32603,
              data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, errorKey: 'server_problem' },
            },
          },
        ],
      }),
    );
    await other.getByRole('button', { name: 'Akhiri sesi: Chrome di Android' }).click();
    const dialog = page.getByRole('dialog', { name: 'Akhiri sesi ini?' });
    await expect(dialog.getByText('Chrome di Android akan dikeluarkan')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Akhiri sesi' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Server sedang bermasalah. Silakan coba beberapa saat lagi.',
    );
    // The dialog hides the page from assistive technology while open: the list is checked once it is closed.
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(2);

    await page.unroute('**/trpc/sessions.end?*');
    await other.getByRole('button', { name: 'Akhiri sesi: Chrome di Android' }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Akhiri sesi' }).click();
    await expect(dialog).toBeHidden();
    await expect(devices.getByRole('status')).toHaveText('Chrome di Android telah dikeluarkan.');
    await expect(items).toHaveCount(1);
    await expect(items.first().getByText('Perangkat ini')).toBeVisible();
    await expect(devices.getByText('Tidak ada perangkat lain yang masuk ke akun Anda.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The phone's next page is refused at once: it is sent to login.
    await phone.reload();
    await expectLoginDocument(phone);
  } finally {
    await phoneContext.close();
  }
});
