import {
  BNI,
  choose,
  openNewClaimAtStep,
  setBankScenario,
  upstreamSession,
  verifyNewAccount,
} from './claim-support.ts';
import {
  agencyLogin,
  DEMO,
  expectNoAxeViolations,
  injectFault,
  isMobile,
  login,
  signIn,
  resetMock,
  expect,
  test,
  type Page,
  mockFetch,
} from './support.ts';

/** Spec §2 payout (bank transfer, service centre), the family claim flow and agency claims. */

test.beforeEach(async () => {
  await resetMock();
});

const WHATSAPP = 'https://wa.me/6281119990000';

function payout(page: Page) {
  return page.getByRole('region', { name: 'Pembayaran klaim' });
}

/** A new liquid-damage claim of the demo policyholder, on its payout step, with the service centre chosen. */
async function openServiceCentrePayout(page: Page) {
  await login(page);
  await openNewClaimAtStep(page, 'pol_1008', 'Kerusakan Akibat Cairan', 'payout');
  const serviceCentre = page.getByRole('radio', { name: 'Perbaikan di service center' });
  if ((await serviceCentre.count()) > 0) await serviceCentre.check();
}

/** The calls the mock received on a path, newest first, with their bodies (its request journal). */
async function journal(path: string): Promise<{ body: Record<string, unknown> | null; status: number }[]> {
  const response = await mockFetch(`/__admin/journal?path=${encodeURIComponent(path)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { entries: { body: Record<string, unknown> | null; status: number }[] })
    .entries;
}

/** After the bank refused an account: nothing typed is lost, and the step is still the payout. */
async function expectTypedAccountKept(page: Page, account: { holder: string; number: string }) {
  await expect(page.getByLabel('Nama pemilik rekening')).toHaveValue(account.holder);
  await expect(page.getByLabel('Nomor rekening')).toHaveValue(account.number);
  await expect(page.getByRole('combobox', { name: 'Bank', exact: true })).toContainText(BNI);
  await expect(page).toHaveURL(/step=payout/);
  await expectNoAxeViolations(page);
}

test('a holder name the bank does not know is told, keeps what was typed, and the corrected account is used', async ({
  page,
}) => {
  await login(page);
  await openNewClaimAtStep(page, 'pol_1002', 'Pencurian Gadget', 'payout');
  await expect(payout(page)).toBeVisible();
  await expectNoAxeViolations(page);

  await setBankScenario('holder_name_mismatch');
  const typed = { holder: 'Budi Santoso', number: '8800123456' };
  await verifyNewAccount(page, typed);

  const problem = payout(page).getByRole('alert');
  await expect(problem).toContainText('Nama pemilik rekening tidak sesuai');
  await expect(problem).toContainText('Periksa nama pemilik, nomor rekening dan bank, lalu coba lagi.');
  const holder = page.getByLabel('Nama pemilik rekening');
  await expect(holder).toHaveAttribute('aria-invalid', 'true');
  await expect(holder).toHaveAccessibleDescription(/Nama pemilik rekening tidak sesuai/);
  await expect(holder).toBeFocused();
  await expectTypedAccountKept(page, typed);

  // A reload keeps the new account being typed (as a lost session's login and return does).
  await page.reload();
  await expect(payout(page).getByText('Isian yang belum tersimpan telah dipulihkan.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tambah rekening baru' })).toBeChecked();
  await expectTypedAccountKept(page, typed);

  await setBankScenario('success');
  await holder.fill('Budi Santoso Wijaya');
  await page.getByRole('button', { name: 'Verifikasi dan gunakan' }).click();
  await expect(page).toHaveURL(/\/summary\?/);
  const summary = page.getByRole('region', { name: 'Pembayaran klaim' });
  await expect(summary).toContainText('Budi Santoso Wijaya');
  await expect(summary).toContainText('8800123456');
  await expectNoAxeViolations(page);
  // A section's 'Ubah' sits on its heading's row, at 360 px too. Both are measured in one look, so a scroll of
  // the page between two measurements cannot set them apart.
  const rows = () =>
    summary.evaluate((section) => {
      const heading = [...section.querySelectorAll('h1, h2, h3')].find((element) =>
        element.textContent?.includes('Pembayaran klaim'),
      );
      const edit = [...section.querySelectorAll('a')].find((element) =>
        /Ubah/.test(element.textContent ?? ''),
      );
      if (!heading || !edit) return null;
      const [h, e] = [heading.getBoundingClientRect(), edit.getBoundingClientRect()];
      return e.top < h.bottom && e.bottom > h.top;
    });
  await expect.poll(rows).toBe(true);

  // The verified account is kept in the profile: the payout step lists it from now on.
  await summary.getByRole('link', { name: /Ubah/ }).click();
  await expect(page).toHaveURL(/step=payout/);
  await expect(page.getByRole('radio', { name: /Budi Santoso Wijaya/ })).toBeChecked();
});

test('an account number the bank does not know is told as not found, not as a name mismatch, and keeps what was typed', async ({
  page,
}) => {
  await login(page);
  await openNewClaimAtStep(page, 'pol_1002', 'Pencurian Gadget', 'payout');
  await expect(payout(page)).toBeVisible();

  await setBankScenario('account_not_found');
  const typed = { holder: 'Budi Santoso', number: '8800123457' };
  await verifyNewAccount(page, typed);

  const problem = payout(page).getByRole('alert');
  await expect(problem).toContainText('Rekening tidak ditemukan. Periksa nomor rekening dan bank.');
  await expect(problem).not.toContainText('Nama pemilik rekening tidak sesuai');
  // The number is what the bank did not find: it is marked and focused, the holder name is not.
  const number = page.getByLabel('Nomor rekening');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(/Rekening tidak ditemukan/);
  await expect(number).toBeFocused();
  const holder = page.getByLabel('Nama pemilik rekening');
  await expect(holder).not.toHaveAttribute('aria-invalid', 'true');
  await expectTypedAccountKept(page, typed);

  await setBankScenario('success');
  await number.fill('8800123456');
  await page.getByRole('button', { name: 'Verifikasi dan gunakan' }).click();
  await expect(page).toHaveURL(/\/summary\?/);
  await expect(payout(page)).toContainText('8800123456');
});

test('the preferred saved account comes first and is used as it is', async ({ page }) => {
  // Budi's Mandiri account becomes the preferred one (BCA was), so the order cannot be the seed's by chance.
  const token = await upstreamSession('6281200000001');
  const moved = await mockFetch(`/api/v1/user/bank-account/bank_0002/`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      holder_name: 'Budi Santoso',
      account_no: '1270009876543',
      bank_code: 'MANDIRI',
      branch_name: null,
      is_preferred: true,
    }),
  });
  expect(moved.ok).toBe(true);

  await login(page);
  await openNewClaimAtStep(page, 'pol_1002', 'Pencurian Gadget', 'payout');
  const accounts = page.getByRole('radiogroup', { name: 'Rekening tersimpan' }).getByRole('radio');
  await expect(accounts).toHaveCount(3);
  await expect(accounts.nth(0)).toHaveAccessibleName(/1270009876543/);
  await expect(accounts.nth(0)).toHaveAccessibleName(/Utama/);
  await expect(accounts.nth(0)).toBeChecked();
  await expect(accounts.nth(1)).toHaveAccessibleName(/5270123456/);
  await expect(accounts.nth(1)).not.toHaveAccessibleName(/Utama/);
  await expect(accounts.nth(2)).toHaveAccessibleName('Tambah rekening baru');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Gunakan rekening ini' }).click();
  await expect(page).toHaveURL(/\/summary\?/);
  await expect(payout(page)).toContainText('1270009876543');
  await expectNoAxeViolations(page);

  // The finish page of a bank payout promises the transfer.
  await page.goto(page.url().replace('/summary?', '/summary/finish?'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Apa selanjutnya?' })).toBeVisible();
  await expect(main).toContainText('Dana ditransfer dalam 1×24 jam.');
  await expect(main).not.toContainText('Klaim ini dibayar dengan perbaikan');
});

test('a repair is booked through the cascade province, brand, city, postal code, service centre and branch', async ({
  page,
}) => {
  await openServiceCentrePayout(page);

  // Each level waits for the one before it and says so.
  const city = page.getByRole('combobox', { name: 'Kota', exact: true });
  await expect(city).toBeDisabled();
  await expect(city).toHaveAccessibleDescription('Pilih provinsi terlebih dulu');
  await expect(page.getByRole('combobox', { name: 'Cabang', exact: true })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Sent with nothing chosen: the first level says what it needs, with the focus on it.
  await page.getByRole('button', { name: 'Gunakan service center ini' }).click();
  const province = page.getByRole('combobox', { name: 'Provinsi', exact: true });
  await expect(province).toBeFocused();
  await expect(province).toHaveAccessibleDescription('Pilih provinsi untuk melanjutkan');

  await choose(page, 'Provinsi', 'DKI Jakarta');
  await choose(page, 'Merek perangkat', 'Samsung');
  await choose(page, 'Kota', 'Kota Jakarta Selatan');
  await choose(page, 'Kode pos', '12810');
  await choose(page, 'Service center', 'Samsung Service Center Kota Kasablanka');
  await choose(page, 'Cabang', 'Samsung Service Center Pasar Minggu');
  await expect(payout(page)).toContainText('Jl. Raya Pasar Minggu No. 17');
  await expectNoAxeViolations(page);

  // Changing an upper level clears what depended on it.
  await choose(page, 'Kota', 'Kota Jakarta Pusat');
  await expect(page.getByRole('combobox', { name: 'Kode pos', exact: true })).toContainText(
    'Pilih salah satu',
  );
  await expect(page.getByRole('combobox', { name: 'Cabang', exact: true })).toBeDisabled();
  await choose(page, 'Kota', 'Kota Jakarta Selatan');
  await choose(page, 'Kode pos', '12810');
  await choose(page, 'Service center', 'Samsung Service Center Kota Kasablanka');
  await choose(page, 'Cabang', 'Samsung Service Center Pasar Minggu');

  // The broker failing as the choice is recorded is a passing failure, not a centre that is not available.
  await injectFault({ method: 'POST', path: '/api/v1/claim/select-service-center/', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Gunakan service center ini' }).click();
  await expect(payout(page).getByRole('alert')).toHaveText(
    'Gagal menyimpan pilihan service center. Silakan coba lagi.',
  );
  // The button was disabled while it waited; the keyboard's focus is back on it to try again.
  await expect(page.getByRole('button', { name: 'Gunakan service center ini' })).toBeFocused();
  // A double click records the choice once.
  const claimId = new URL(page.url()).searchParams.get('claim');
  // Two clicks in one task: the second comes before any render could disable the button.
  await page.getByRole('button', { name: 'Gunakan service center ini' }).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await expect(page).toHaveURL(/\/summary\?/);
  await expect(payout(page)).toContainText('Samsung Service Center');
  await expect(payout(page)).not.toContainText('Belum diisi.');
  await expectNoAxeViolations(page);
  const selected = await journal('/api/v1/claim/select-service-center/');
  // Once: the failed call (a fault injected before the broker read it) has no body.
  expect(selected.filter((call) => call.body?.claim_id === claimId)).toHaveLength(1);
  expect(selected[0]?.body).toMatchObject({
    service_center: 'sc-samsung-jakarta-selatan',
    branch_code: 'SSC-PM-02',
  });

  // The finish page of a repair says what happens instead of a transfer: no money is sent.
  await page.goto(page.url().replace('/summary?', '/summary/finish?'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Apa selanjutnya?' })).toBeVisible();
  await expect(main).toContainText(
    'Klaim ini dibayar dengan perbaikan: setelah klaim diverifikasi, perangkat Anda diperbaiki di service center yang Anda pilih.',
  );
  await expect(main).not.toContainText('ditransfer');
  await expect(main).not.toContainText('1×24');
  await expectNoAxeViolations(page);

  // So does the claim's detail, in its process.
  await page.goto(`/claimdetail/${claimId}`);
  const process = page.getByRole('region', { name: 'Proses klaim' });
  await expect(process).toContainText('Klaim ini dibayar dengan perbaikan');
  await expect(process).not.toContainText('ditransfer');
});

test('the brand the claim form names is the service centre’s brand at once, and another can be chosen', async ({
  page,
}) => {
  await login(page);
  await openNewClaimAtStep(page, 'pol_1008', 'Kerusakan Akibat Cairan', 'payout');
  // The incident form names the device's brand (saved as the form's step would; that step is tested in
  // claim-completion.spec.ts).
  const claimId = new URL(page.url()).searchParams.get('claim');
  const saved = await page.request.post('/trpc/claims.saveForm', {
    headers: { 'x-portal-csrf': '1' },
    data: { claimId, formSlug: 'claim-information', values: { brand: 'samsung' } },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  const serviceCentre = page.getByRole('radio', { name: 'Perbaikan di service center' });
  if ((await serviceCentre.count()) > 0) await serviceCentre.check();

  const brand = page.getByRole('combobox', { name: 'Merek perangkat', exact: true });
  await choose(page, 'Provinsi', 'DKI Jakarta');
  await expect(brand).toContainText('Samsung');
  await choose(page, 'Kota', 'Kota Jakarta Selatan');
  await choose(page, 'Kode pos', '12810');
  await choose(page, 'Service center', 'Samsung Service Center Kota Kasablanka');
  await expectNoAxeViolations(page);

  // Another brand is the user's to choose, and clears what followed it.
  await choose(page, 'Merek perangkat', 'Infinix');
  await expect(page.getByRole('combobox', { name: 'Kota', exact: true })).toBeDisabled();
  await expect(
    payout(page).getByRole('status').filter({ hasText: 'Belum ada service center' }),
  ).toBeVisible();
});

test('a city where the brand has no service centre says so and offers customer service, not only “no options”', async ({
  page,
}) => {
  await openServiceCentrePayout(page);

  await choose(page, 'Provinsi', 'Aceh');
  await choose(page, 'Merek perangkat', 'Samsung');
  await choose(page, 'Kota', 'Kota Banda Aceh');
  await expect(page.getByRole('combobox', { name: 'Kode pos', exact: true })).toBeDisabled();
  const notice = payout(page)
    .getByRole('status')
    .filter({ hasText: 'Tidak ada service center merek ini di area yang dipilih' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: /Hubungi CS lewat WhatsApp/ })).toHaveAttribute(
    'href',
    WHATSAPP,
  );
  await expectNoAxeViolations(page);
});

test('a brand without any service centre offers customer service on WhatsApp instead', async ({ page }) => {
  await openServiceCentrePayout(page);

  await choose(page, 'Provinsi', 'DKI Jakarta');
  await choose(page, 'Merek perangkat', 'Infinix');
  const notice = payout(page)
    .getByRole('status')
    .filter({ hasText: 'Belum ada service center untuk merek ini' });
  await expect(notice).toBeVisible();
  const whatsapp = notice.getByRole('link', { name: /Hubungi CS lewat WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', WHATSAPP);
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('combobox', { name: 'Kota', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Gunakan service center ini' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Another brand opens the cascade again.
  await choose(page, 'Merek perangkat', 'Samsung');
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Kota', exact: true })).toBeEnabled();
});

test('a family claim is filed for the member the user picks, who sees what is left, and is listed on the policy', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/policydetail/pol_1004/claim');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Santunan Tunai Rawat Inap Lazada' }),
  ).toBeVisible();
  const members = page.getByRole('group', { name: 'Untuk siapa klaim ini?' });
  // The member is chosen for a benefit: nothing to choose before one.
  await expect(members).toHaveCount(0);

  await page.getByRole('radio', { name: 'Santunan ICU per Hari' }).check();
  await expect(members).toBeVisible();
  await expect(members).toContainText('Sisa manfaat: Rp 1.000.000');
  for (const name of ['Budi Santoso', 'Rina Santoso', 'Bima Santoso', 'Citra Santoso']) {
    await expect(members.getByRole('radio', { name: new RegExp(name) })).not.toBeChecked();
  }
  await expectNoAxeViolations(page);

  // Required: nobody is chosen for the user.
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pilih anggota keluarga yang mengajukan klaim.');
  await expect(page).toHaveURL(/\/policydetail\/pol_1004\/claim$/);
  await expectNoAxeViolations(page);

  // A member who used up their own amount is refused, in the portal's words and with the broker's code.
  await members.getByRole('radio', { name: /Citra Santoso/ }).check();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Batas manfaat untuk tertanggung ini sudah tercapai.');
  await expect(refusal).toContainText('Kode: individual_limit_exceeded');
  // Spec §8: an exceeded individual amount offers customer service on WhatsApp.
  await expect(refusal.getByRole('link', { name: /Hubungi CS lewat WhatsApp/ })).toHaveAttribute(
    'href',
    WHATSAPP,
  );
  await expect(page).toHaveURL(/\/policydetail\/pol_1004\/claim$/);
  await expectNoAxeViolations(page);

  await members.getByRole('radio', { name: /Bima Santoso/ }).check();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page).toHaveURL(/\/policydetail\/pol_1004\/claim\/ben_1004_2\?claim=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Santunan ICU per Hari' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Langkah pengisian klaim' })).toBeVisible();
  await expectNoAxeViolations(page);
  const claimNumber = (await page.getByText(/^No\. Klaim /).textContent())!.replace('No. Klaim ', '');
  await expect(page.getByText('Diajukan untuk: Bima Santoso')).toBeVisible();
  // Filed for Bima, not silently for the holder.
  const created = (await journal('/api/v4/claim/create/')).filter((entry) => entry.status === 201);
  expect(created).toHaveLength(1);
  expect(created[0]!.body).toMatchObject({ benefit_id: 'ben_1004_2', user_id: 'fam_1004_2' });

  await page.goto('/policydetail/pol_1004');
  const familyClaims = page.getByRole('region', { name: 'Klaim keluarga' });
  await expect(familyClaims).toBeVisible();
  const card = familyClaims.getByRole('listitem').filter({ hasText: claimNumber });
  await expect(card).toContainText('Santunan ICU per Hari');
  await expect(card).toContainText('Diajukan');
  await expect(card.getByText('Bima Santoso', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an agent files a claim on an active agency policy and completes it in the same screens; a refusal shows the broker’s reason', async ({
  page,
}, testInfo) => {
  await agencyLogin(page);
  await page.goto('/agency/policydetail/agp_3001');
  await expect(page.getByRole('heading', { level: 1, name: 'Garda Oto Comprehensive' })).toBeVisible();
  await page.getByRole('link', { name: 'Ajukan klaim' }).click();
  await expect(page).toHaveURL(/\/agency\/policydetail\/agp_3001\/claim$/);
  // The policy detail has the same heading: the benefit choice says the claim page is the one shown.
  await expect(page.getByRole('group', { name: 'Pilih manfaat yang ingin Anda klaim' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Garda Oto Comprehensive' })).toBeVisible();
  await expectNoAxeViolations(page);

  // An open claim on this benefit: validation refuses, with its text, and the choice stays.
  const partial = page.getByRole('radio', { name: 'Kerusakan Sebagian' });
  await partial.check();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText(
    'Klaim untuk manfaat ini masih diproses. Lihat perkembangannya di daftar klaim.',
  );
  await expect(refusal.getByRole('link', { name: 'Buka daftar klaim' })).toBeVisible();
  // The broker's code is for customer service: folded away, shown on request.
  await expect(page.getByText('Kode: claim_in_progress')).toBeHidden();
  await refusal.getByText('Info untuk layanan pelanggan').click();
  await expect(refusal.getByText('Kode: claim_in_progress')).toBeVisible();
  await expect(partial).toBeChecked();
  await expect(page).toHaveURL(/\/agency\/policydetail\/agp_3001\/claim$/);
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: 'Kehilangan Total' }).check();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page).toHaveURL(/\/policydetail\/agp_3001\/claim\/agb_garda-oto-comprehensive_2\?claim=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kehilangan Total' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Langkah pengisian klaim' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Informasi Klaim' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Validated, then created, once each.
  expect(
    (await journal('/api/v1/agency/validate-claim/')).filter((entry) => entry.status === 200),
  ).toHaveLength(1);
  expect(
    (await journal('/api/v1/agency/create-claim/')).filter((entry) => entry.status === 201),
  ).toHaveLength(1);

  // The documents step of the same completion opens for the agency claim.
  await page
    .getByRole('navigation', { name: 'Langkah pengisian klaim' })
    .getByRole('link', { name: /Dokumen Pendukung/ })
    .click();
  await expect(page).toHaveURL(/step=claim-documents/);
  await expect(page.getByRole('group', { name: 'Foto kerusakan kendaraan', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The claim's pages lead back to the agent's own lists, not to the policyholder's (which an agent has not).
  const claimId = new URL(page.url()).searchParams.get('claim');
  const claimPath = `/policydetail/agp_3001/claim/agb_garda-oto-comprehensive_2`;
  await page.goto(`${claimPath}/summary/finish?claim=${claimId}`);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Kembali ke list klaim' }).last(),
  ).toHaveAttribute('href', '/?source=agency-claim');
  if (isMobile(testInfo.project.name)) {
    // Opened in a new tab, the header's back goes to the agency policy (the policyholder's detail is not found).
    const fresh = await page.context().newPage();
    await fresh.goto(`${claimPath}?claim=${claimId}&step=claim-information`);
    await fresh.getByRole('button', { name: 'Kembali', exact: true }).click();
    await expect(fresh).toHaveURL(/\/agency\/policydetail\/agp_3001$/);
    await expect(fresh.getByText('Gagal untuk mengambil detail policy')).toHaveCount(0);
  }
});

test('a claim paid to an account that is none of the saved ones says which account it is paid to', async ({
  page,
}) => {
  await signIn(page, DEMO.agencyCustomer);
  await page.goto('/claimdetail/clm_7005');
  await page.getByRole('link', { name: /^Lengkapi/ }).click();
  await page
    .getByRole('navigation', { name: 'Langkah pengisian klaim' })
    .getByRole('link', { name: /Pembayaran klaim/ })
    .click();
  await expect(page).toHaveURL(/step=payout/);
  await expect(page.getByText('Belum ada rekening tersimpan. Tambahkan rekening baru.')).toBeVisible();
  await expect(
    page.getByText(
      'Klaim ini dibayar ke Bank Central Asia (BCA) · 1234567890 (Dewi Lestari). Pilih rekening lain di bawah untuk menggantinya.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lanjut dengan pilihan tersimpan' })).toBeVisible();
  await expectNoAxeViolations(page);
});
