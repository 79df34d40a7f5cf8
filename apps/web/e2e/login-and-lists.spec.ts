import { expect, test } from '@playwright/test';
import {
  DEMO,
  enterCode,
  expectNoAxeViolations,
  lastOtp,
  signIn,
  logout,
  requestOtp,
  resetMock,
} from './support.ts';

test.beforeEach(async () => {
  await resetMock();
});

test('a policyholder logs in by OTP, browses policies and claims, switches language and logs out', async ({
  page,
}) => {
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
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await expect(page.getByText(/Halaman 1 dari 2/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Paging keeps the tab and puts the page in the address bar.
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Halaman 2 dari 2/)).toBeVisible();

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
  await page.getByRole('combobox', { name: 'Bahasa' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'My claims' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');

  await logout(page);
  await expect(page).toHaveURL(/\/generate-otp/);
  // The session is really gone: the list is not reachable any more.
  await page.goto('/?source=claim');
  await expect(page).toHaveURL(/\/generate-otp/);
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
  await page.goto('/?source=claim&tab=settled');
  await expect(page).toHaveURL(/\/generate-otp\?.*redirect=/);
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
