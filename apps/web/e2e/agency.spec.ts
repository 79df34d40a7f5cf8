import {
  DEMO,
  agencyLogin,
  enterCode,
  expectLoginDocument,
  expectNoAxeViolations,
  login,
  logout,
  requestOtp,
  resetMock,
  signIn,
  expect,
  test,
} from './support.ts';

test.beforeEach(async () => {
  await resetMock();
});

test('an agent filters the agency policy list by product, status and page size and opens a policy', async ({
  page,
}) => {
  await agencyLogin(page);
  await expect(page).toHaveURL(/source=agency-policy/);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(page.getByRole('tab', { name: 'Proteksi Mobil' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(6);
  await expectNoAxeViolations(page);

  // Five a page: car protection has six policies, so two pages.
  await page.getByRole('combobox', { name: 'Per halaman' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(page).toHaveURL(/size=5/);
  await expect(cards).toHaveCount(5);
  await expect(page.getByText(/Halaman 1 dari 2/)).toBeVisible();
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(cards).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Status pertanggungan' }).click();
  await page.getByRole('option', { name: 'Aktif', exact: true }).click();
  await expect(page).toHaveURL(/coverage=active/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('main [data-coverage-status]:not([data-coverage-status="ACTIVE"])')).toHaveCount(
    0,
  );

  for (const product of ['Proteksi Perjalanan', 'Perpanjangan Garansi']) {
    await page.getByRole('tab', { name: product }).click();
    await expect(page.getByRole('tab', { name: product })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.first()).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await page.getByRole('tab', { name: 'Proteksi Mobil' }).click();
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/agency\/policydetail\/agp_/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Manfaat' })).toContainText(/Rp \d{1,3}(\.\d{3})+/);
  await expectNoAxeViolations(page);
});

test('an agent browses every tab of the agency claim list and opens a claim', async ({ page }) => {
  await agencyLogin(page);
  await page.getByRole('link', { name: 'Klaim Agensi' }).click();
  await expect(page.getByRole('heading', { name: 'Klaim Agensi' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  for (const tab of ['Diajukan', 'Dalam proses', 'Selesai', 'Semua']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await cards
    .filter({ hasText: 'AGC-2026-007001' })
    .getByRole('link', { name: /Kirim dokumen/ })
    .click();
  // 'Kirim dokumen' opens the claim's completion (spec §2), under its policy and benefit.
  await expect(page).toHaveURL(/\/policydetail\/[^/]+\/claim\/[^/?]+\?claim=clm_7001/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kerusakan Sebagian' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an agency customer sees their own agency policies', async ({ page }) => {
  await agencyLogin(page, DEMO.agencyCustomer);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
});

test('a policy whose cover has not started offers no claim and says it has not started, not ended', async ({
  page,
}) => {
  await agencyLogin(page);
  // Shown as "Belum aktif" in the agency list; the detail offers no "Ajukan klaim", the address still answers.
  await page.goto('/agency/policydetail/agp_3005/claim');
  const main = page.getByRole('main');
  await expect(main).toContainText(
    'Perlindungan polis ini belum dimulai, sehingga klaim belum dapat diajukan.',
  );
  await expect(main).not.toContainText('sudah tidak aktif');
  await expect(page.getByRole('button', { name: 'Lanjutkan' })).toHaveCount(0);
});

test('the lists follow the role: agency users open agency lists, policyholders never do', async ({
  page,
}) => {
  await agencyLogin(page);
  await page.goto('/?source=claim');
  await expect(page).toHaveURL(/source=agency-policy/);
  await expect(page.getByRole('link', { name: 'Klaim', exact: true })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, DEMO.tapinsurance);
  await page.goto('/?source=agency-claim');
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Polis Agensi' })).toHaveCount(0);
  await page.goto('/agency/policydetail/agp_3001');
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
});

test('an agent who signs out lands on the agency login, a policyholder on the customer login', async ({
  page,
}) => {
  await agencyLogin(page);
  await logout(page);
  await expect(page).toHaveURL(/\/agency\/login\?notice=signed-out$/);
  await expect(page.getByRole('heading', { name: 'Masuk sebagai agen' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Anda sudah keluar.' })).toHaveText(
    'Anda sudah keluar. Masuk lagi kapan saja dengan nomor ponsel Anda.',
  );
  await expectNoAxeViolations(page);
  // Signed in again from there, the agent is back at the agency list.
  await requestOtp(page, DEMO.agent);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { name: 'Polis Agensi' })).toBeVisible();

  await page.context().clearCookies();
  await login(page, DEMO.policyholder);
  await logout(page);
  await expectLoginDocument(page, /\/generate-otp\?notice=signed-out$/);
  await expect(page.getByRole('status').filter({ hasText: 'Anda sudah keluar.' })).toBeVisible();
});

test('an agent whose session ends is sent to the agency login, which says so and returns to the list', async ({
  page,
}) => {
  await agencyLogin(page);
  await expect(page.getByRole('tab', { name: 'Proteksi Mobil' })).toHaveAttribute('aria-selected', 'true');
  // The session ends while the agent works (the gateway's cookie is gone): the next list call answers 401.
  await page.context().clearCookies();
  await page.getByRole('tab', { name: 'Proteksi Perjalanan' }).click();
  await expect(page).toHaveURL(/\/agency\/login\?.*redirect=.*notice=session-ended/);
  await expect(page.getByRole('heading', { name: 'Masuk sebagai agen' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Sesi Anda telah berakhir. Silakan masuk kembali.');
  await expectNoAxeViolations(page);

  await requestOtp(page, DEMO.agent);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('tab', { name: 'Proteksi Perjalanan' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
