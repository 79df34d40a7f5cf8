import {
  expectNoAxeViolations,
  injectFault,
  isMobile,
  login,
  signIn,
  resetMock,
  expect,
  test,
  type Page,
} from './support.ts';

test.beforeEach(async () => {
  await resetMock();
});

/** From the policy detail through its "Ajukan klaim" button to the benefit selection. */
async function openClaimEntry(page: Page, policyId: string, productName: string) {
  await page.goto(`/policydetail/${policyId}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('link', { name: 'Ajukan klaim' }).click();
  await expect(page).toHaveURL(new RegExp(`/policydetail/${policyId}/claim$`));
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
}

test('an active policy files a claim on the chosen benefit, which starts as Diajukan', async ({
  page,
}, testInfo) => {
  await login(page);
  await openClaimEntry(page, 'pol_1010', 'GoSure Asuransi Kecelakaan Diri');
  if (isMobile(testInfo.project.name)) {
    // Phones name the page in the header, with its back button (spec §2).
    await expect(page.getByRole('banner').getByText('Ajukan klaim')).toBeVisible();
  }

  const benefit = page.getByRole('radio', { name: 'Santunan Meninggal Dunia akibat Kecelakaan' });
  await expect(benefit).toBeEnabled();
  await expect(page.getByRole('radio', { name: 'Biaya Pengobatan akibat Kecelakaan' })).toBeEnabled();
  // Remaining cover and the most one claim pays, in Rupiah (spec §9).
  await expect(page.getByRole('group', { name: 'Pilih manfaat yang ingin Anda klaim' })).toContainText(
    'Rp 50.000.000',
  );
  const process = page.getByRole('region', { name: 'Proses klaim' });
  await expect(process).toContainText('paling lama 3 hari kerja');
  await expect(process).toContainText('1×24 jam');

  await benefit.check();
  // A slow broker: the button holds and says what it is doing.
  await injectFault({ method: 'POST', path: '/api/v4/claim/create/', delayMs: 1500, times: 1 });
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page.getByRole('button', { name: 'Mengajukan klaim…' })).toBeDisabled();

  // The new claim opens at its first form (spec §2 /policydetail/{id}/claim/{benefit_id}).
  await expect(page).toHaveURL(/\/policydetail\/pol_1010\/claim\/[^/?]+\?claim=clm_9001/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Santunan Meninggal Dunia akibat Kecelakaan' }),
  ).toBeVisible();
  await expect(page.locator('main [data-status-group="initiated"]')).toHaveText('Diajukan');

  // The claim list was cached before the claim existed; it shows the new claim all the same.
  await page.goto('/?source=claim&tab=initiated');
  await expect(page.getByRole('tab', { name: 'Diajukan' })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Santunan Meninggal Dunia akibat Kecelakaan' })).toContainText(
    'Diajukan',
  );
});

test('a refused claim shows the broker’s reason and keeps the chosen benefit', async ({ page }) => {
  await login(page);
  // Budi already has an open claim on the screen repair of this policy.
  await openClaimEntry(page, 'pol_1001', 'Proteksi Layar Retak Tokopedia');
  const benefit = page.getByRole('radio', { name: 'Perbaikan Layar Retak' });
  // The whole card chooses its benefit, not only the radio: a click on its description text.
  const description = await page.getByText('Penggantian hingga Rp 2.500.000 per kejadian.').boundingBox();
  expect(description).not.toBeNull();
  await page.mouse.click(description!.x + 10, description!.y + description!.height / 2);
  await expect(benefit).toBeChecked();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();

  // A refusal the portal knows is told in the user's words (decision record 0030), with the broker's code (spec §8).
  await expect(page.getByRole('alert')).toContainText(
    'Klaim untuk manfaat ini masih diproses. Lihat perkembangannya di daftar klaim.',
  );
  await expect(page.getByRole('alert')).toContainText('Kode: claim_in_progress');
  await expect(page).toHaveURL(/\/policydetail\/pol_1001\/claim$/);
  await expect(benefit).toBeChecked();
  await expect(page.getByRole('button', { name: 'Lanjutkan' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a used-up benefit cannot be chosen and says why; the page passes an accessibility scan', async ({
  page,
}) => {
  await login(page);
  await openClaimEntry(page, 'pol_1004', 'Santunan Tunai Rawat Inap Lazada');
  const usedUp = page.getByRole('radio', { name: 'Santunan Rawat Inap per Hari' });
  await expect(usedUp).toBeDisabled();
  await expect(usedUp).toHaveAccessibleDescription(/sisa pertanggungan manfaat ini sudah habis/);
  await expect(page.getByRole('radio', { name: 'Santunan ICU per Hari' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // Continuing without a choice asks for one.
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pilih salah satu manfaat terlebih dahulu.');
  await expect(
    page.getByRole('group', { name: 'Pilih manfaat yang ingin Anda klaim' }),
  ).toHaveAccessibleDescription('Pilih salah satu manfaat terlebih dahulu.');
  await page.getByRole('radio', { name: 'Santunan ICU per Hari' }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an expired policy offers no claim', async ({ page }) => {
  await signIn(page);
  await page.goto('/policydetail/pol_1011');
  await expect(page.getByRole('heading', { level: 1, name: 'Proteksi Layar Retak Tokopedia' })).toBeVisible();
  await expect(page.getByText('Kedaluwarsa').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajukan klaim' })).toHaveCount(0);

  // Typed in directly, the selection says the policy is no longer active and offers nothing to file.
  await page.goto('/policydetail/pol_1011/claim');
  await expect(
    page.getByText('Polis ini sudah tidak aktif, sehingga klaim tidak dapat diajukan.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Perbaikan Layar Retak' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Lanjutkan' })).toHaveCount(0);
});

test('a policy without claimable benefits offers customer service on WhatsApp and the way back', async ({
  page,
}) => {
  await login(page);
  // The Tokopedia shipping policy is claimed through the shipping flow: its benefits call answers none.
  await openClaimEntry(page, 'pol_1009', 'Asuransi Pengiriman Tokopedia');
  await expect(page.getByText('Maaf, kami tidak dapat menampilkan benefit anda')).toBeVisible();
  const whatsapp = page.getByRole('link', { name: /Hubungi CS lewat WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/6281119990000');
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: 'Lanjutkan' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Kembali ke detail polis' }).last().click();
  await expect(page).toHaveURL(/\/policydetail\/pol_1009$/);
});

test('a failed benefits call is told like missing benefits', async ({ page }) => {
  await login(page);
  // More failures than the page's one retry.
  await injectFault({ method: 'GET', path: '/api/v4/claim/benefits/', status: 500, times: 5 });
  await page.goto('/policydetail/pol_1010/claim');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Maaf, kami tidak dapat menampilkan benefit anda');
  await expect(alert.getByRole('link', { name: /Hubungi CS lewat WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/6281119990000',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Ajukan klaim' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a claim page opened without its claim goes to the benefit selection', async ({ page }) => {
  await login(page);
  // An address typed or bookmarked without ?claim= has nothing to complete, summarise or thank for.
  for (const rest of ['any-benefit', 'any-benefit/summary', 'any-benefit/summary/finish']) {
    await page.goto(`/policydetail/pol_1010/claim/${rest}`);
    await expect(page).toHaveURL(/\/policydetail\/pol_1010\/claim$/);
    await expect(
      page.getByRole('radio', { name: 'Santunan Meninggal Dunia akibat Kecelakaan' }),
    ).toBeVisible();
  }
});
