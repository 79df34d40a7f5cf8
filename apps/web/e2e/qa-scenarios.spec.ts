import { journalCount, pickDocument } from './claim-support.ts';
import { pngPhoto } from './files.ts';
import {
  agencyLogin,
  DEMO,
  expectNoAxeViolations,
  isMobile,
  login,
  mockFetch,
  signIn,
  expect,
  test,
  type Page,
  expectTwoPagesAndGoToSecond,
} from './support.ts';

/**
 * The QA scenarios the mock ships (apps/mock-upstream/scenarios/*.json, README "Shipped scenarios"), one test
 * each, seen in the portal: each loads its file into the test's tenant and checks that the pages show what the
 * scenario is for. The broker side of each file is checked in apps/mock-upstream (shipped-scenarios.test.ts).
 */

async function loadScenario(name: string) {
  const response = await mockFetch('/__admin/reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: name }),
  });
  expect(response.status).toBe(204);
}

/** One claim's card in the claim list, by its claim number. */
function claimCard(page: Page, claimNo: string) {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: claimNo });
}

/** A deadline as the card shows it: the term, then a date such as '28 Desember 2026'. */
const DEADLINE = /Batas kirim dokumen\s*\d{1,2} \p{L}+ \d{4}/u;

test('claims-awaiting-action: each claim waiting for Budi shows its status and the way to act on it', async ({
  page,
}) => {
  await loadScenario('claims-awaiting-action');
  await signIn(page);
  await page.goto('/?source=claim');
  await expect(page.getByRole('heading', { level: 1, name: 'Klaim Saya' })).toBeVisible();

  // Not filled in yet, and waiting for a document: the deadline and 'Kirim dokumen'.
  for (const [claimNo, status] of [
    ['CLM-2026-001101', 'Diajukan'],
    ['CLM-2026-001102', 'Dokumen tertunda'],
    ['CLM-2026-001104', 'Dokumen tertunda'],
  ] as const) {
    const card = claimCard(page, claimNo);
    await expect(card.locator('[data-status-group]')).toHaveText(status);
    await expect(card).toContainText(DEADLINE);
    await expect(card.getByRole('link', { name: /^Kirim dokumen/ })).toBeVisible();
  }
  // Sent back by customer service: 'Lengkapi'.
  for (const claimNo of ['CLM-2026-001103', 'CLM-2026-001105']) {
    const card = claimCard(page, claimNo);
    await expect(card.locator('[data-status-group]')).toHaveText('Unggah ulang');
    await expect(card.getByRole('link', { name: /^Lengkapi/ })).toBeVisible();
    await expect(card.getByText('Batas kirim dokumen')).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  // The two sent back are under 'Dalam proses'; the other three under 'Diajukan'.
  const cards = page.getByRole('main').getByRole('listitem');
  await page.getByRole('tab', { name: 'Dalam proses' }).click();
  await expect(page.getByRole('tab', { name: 'Dalam proses' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(2);
  await expect(claimCard(page, 'CLM-2026-001103')).toBeVisible();
  await expect(claimCard(page, 'CLM-2026-001105')).toBeVisible();
  await page.getByRole('tab', { name: 'Diajukan' }).click();
  await expect(page.getByRole('tab', { name: 'Diajukan' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards).toHaveCount(3);
  for (const claimNo of ['CLM-2026-001101', 'CLM-2026-001102', 'CLM-2026-001104']) {
    await expect(claimCard(page, claimNo)).toBeVisible();
  }

  // What customer service asked, on the claim's detail.
  await page.goto('/claimdetail/clm_1103');
  await expect(page.getByRole('heading', { level: 1, name: 'Kerusakan Gadget' })).toBeVisible();
  const request = page
    .getByRole('status')
    .filter({ hasText: 'Layanan pelanggan meminta dokumen diunggah ulang' });
  await expect(request).toContainText(
    'Foto kerusakan dan bukti pembelian tidak terbaca. Mohon unggah ulang foto yang jelas dan lengkap.',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Lengkapi' })).toBeVisible();
  await expectNoAxeViolations(page);
});

const IMEI = 'Foto IMEI perangkat';

/**
 * The image check's answers of the ocr-* scenarios: clm_1103 is sent back for its IMEI photo, and the photo
 * given again is refused with these texts. The portal polls 5 times, 3 s apart, before it gives up (spec §4).
 */
const OCR_SCENARIOS: {
  scenario: string;
  title: string;
  message: string;
  hint: string;
  /** The status polls the portal makes before it gives up, for a check that never ends. */
  polls?: number;
}[] = [
  {
    scenario: 'ocr-mismatch',
    title: 'an IMEI photo of another device is refused as not the registered member’s',
    message: 'IMEI tidak sesuai dengan Anggota Polis terdaftar',
    hint: 'Pastikan foto menunjukkan data milik Anggota Polis yang terdaftar.',
  },
  {
    scenario: 'ocr-document-invalid',
    title: 'a photo that is not the IMEI is refused as not the document asked for',
    message: 'Gagal memverifikasi gambar',
    hint: 'Foto ini tidak terlihat seperti dokumen yang diminta.',
  },
  {
    scenario: 'ocr-unsuccessful',
    title: 'an IMEI photo the check cannot read is refused as unreadable',
    message: 'Gagal memverifikasi gambar',
    hint: 'Tulisan di foto tidak terbaca.',
  },
  {
    scenario: 'ocr-never-finishes',
    title: 'a check that never finishes is given up after 5 polls and says it took too long',
    message: 'Gagal mendapatkan status verifikasi gambar',
    hint: 'Verifikasi memakan waktu terlalu lama.',
    polls: 5,
  },
];

for (const ocr of OCR_SCENARIOS) {
  test(`${ocr.scenario}: ${ocr.title}`, async ({ page }) => {
    await loadScenario(ocr.scenario);
    await signIn(page);
    await page.goto('/claimdetail/clm_1103');
    await expect(page.getByRole('heading', { level: 1, name: 'Kerusakan Gadget' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Layanan pelanggan meminta dokumen diunggah ulang' }),
    ).toContainText('Foto IMEI perangkat tidak terbaca.');
    await page.getByRole('main').getByRole('link', { name: 'Lengkapi' }).click();

    await expect(page).toHaveURL(
      /\/policydetail\/pol_1002\/claim\/[^/?]+\?claim=clm_1103&step=claim-documents/,
    );
    await expect(page.getByRole('heading', { name: 'Dokumen Pendukung' })).toBeVisible();
    const checklistLine = page
      .getByRole('list', { name: 'Dokumen yang dibutuhkan' })
      .getByRole('listitem')
      .filter({ hasText: IMEI });
    await expect(checklistLine).toContainText('Perlu diunggah ulang');

    await pickDocument(page, IMEI, pngPhoto('imei-ulang.png', 8));
    const alert = page.getByRole('group', { name: IMEI, exact: true }).getByRole('alert');
    await expect(alert).toBeVisible({ timeout: ocr.polls ? 30_000 : 15_000 });
    await expect(alert).toContainText(ocr.message);
    await expect(alert).toContainText(ocr.hint);
    await expect(alert).toContainText('File ini tidak dilampirkan.');
    // Still asked for: the refused photo is not taken as the new one.
    await expect(checklistLine).toContainText('Perlu diunggah ulang');
    if (ocr.polls) expect(await journalCount('/api/v1/image-processor/*/status/')).toBe(ocr.polls);
    await expectNoAxeViolations(page);
  });
}

test('bank-holder-name-mismatch: a new payout account for clm_1104 is refused for its holder name, and what was typed stays', async ({
  page,
}) => {
  await loadScenario('bank-holder-name-mismatch');
  await signIn(page);
  await page.goto('/?source=claim&tab=initiated');
  await claimCard(page, 'CLM-2026-001104')
    .getByRole('link', { name: /^Kirim dokumen/ })
    .click();

  // Only the payout is missing: the completion opens on it.
  await expect(page).toHaveURL(/\/policydetail\/pol_1003\/claim\/[^/?]+\?claim=clm_1104&step=payout/);
  const payout = page.getByRole('region', { name: 'Pembayaran klaim' });
  await expect(payout).toBeVisible();
  await expectNoAxeViolations(page);

  const bank = 'Bank Negara Indonesia (BNI)';
  await page.getByRole('radio', { name: 'Tambah rekening baru' }).check();
  await page.getByLabel('Nama pemilik rekening').fill('Budi Santoso');
  await page.getByLabel('Nomor rekening').fill('8800123456');
  await page.getByRole('combobox', { name: 'Bank', exact: true }).click();
  await page.getByRole('option', { name: bank, exact: true }).click();
  await page.getByRole('button', { name: 'Verifikasi dan gunakan' }).click();

  await expect(payout.getByRole('alert')).toContainText('Nama pemilik rekening tidak sesuai');
  const holder = page.getByLabel('Nama pemilik rekening');
  await expect(holder).toHaveAttribute('aria-invalid', 'true');
  await expect(holder).toHaveValue('Budi Santoso');
  await expect(page.getByLabel('Nomor rekening')).toHaveValue('8800123456');
  await expect(page.getByRole('combobox', { name: 'Bank', exact: true })).toContainText(bank);
  await expect(page).toHaveURL(/step=payout/);
  await expectNoAxeViolations(page);
});

test('claims-service-down: policies still load, the claim list and a claim detail say they could not be fetched', async ({
  page,
}) => {
  await loadScenario('claims-service-down');
  await login(page);
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();

  await page.goto('/?source=claim');
  await expect(page.getByRole('heading', { level: 1, name: 'Klaim Saya' })).toBeVisible();
  const listFailure = page.getByRole('main').getByRole('alert');
  await expect(listFailure).toContainText('Gagal untuk mengambil claim list');
  await expect(listFailure.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/claimdetail/clm_1103');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Maaf, kami tidak dapat menemukan detail klaim anda',
  );
  await expectNoAxeViolations(page);
});

test('slow-broker: with every broker call 1.5 s late, login and the policy list work and say they are loading', async ({
  page,
}) => {
  await loadScenario('slow-broker');
  await page.goto('/generate-otp');
  // The login waits for the portal's configuration, then for each of its two calls.
  await expect(page.getByRole('status').filter({ hasText: 'Memuat…' })).toBeVisible();
  await page.getByLabel('Nomor ponsel').fill(DEMO.policyholder);
  await page.getByRole('button', { name: 'Kirim OTP' }).click();
  await expect(page.getByRole('button', { name: 'Mengirim OTP…' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Verifikasi OTP' })).toBeVisible();
  await page.getByLabel('Kode OTP').fill(DEMO.code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByRole('button', { name: 'Memverifikasi…' })).toBeDisabled();

  // The first page of the list comes with the page; another tab loads with a status, then shows its list.
  await expect(page.getByRole('heading', { level: 1, name: 'Polis Saya' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(10);
  await page.getByRole('tab', { name: 'Kedaluwarsa' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Kedaluwarsa' }).getByRole('status')).toContainText(
    'Memuat…',
  );
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Kedaluwarsa' }).getByRole('status')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('expired-policy: pol_1010 is listed as Kedaluwarsa and its claim page says no claim can be filed', async ({
  page,
}) => {
  await loadScenario('expired-policy');
  await signIn(page);
  await page.goto('/?tab=active');
  await expect(page.getByRole('tab', { name: 'Aktif' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('APP-2026-001010')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Kedaluwarsa' }).click();
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'APP-2026-001010' });
  await expect(card).toContainText('GoSure Asuransi Kecelakaan Diri');
  await expect(card).toContainText('Kedaluwarsa');
  await expect(card).toContainText('1 November 2026');
  await expectNoAxeViolations(page);

  await card.getByRole('link', { name: 'GoSure Asuransi Kecelakaan Diri' }).click();
  await expect(page).toHaveURL(/\/policydetail\/pol_1010$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'GoSure Asuransi Kecelakaan Diri' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajukan klaim' })).toHaveCount(0);

  await page.goto('/policydetail/pol_1010/claim');
  await expect(
    page.getByText('Polis ini sudah tidak aktif, sehingga klaim tidak dapat diajukan.'),
  ).toBeVisible();
  await expect(
    page.getByRole('radio', { name: 'Santunan Meninggal Dunia akibat Kecelakaan' }),
  ).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'Biaya Pengobatan akibat Kecelakaan' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Lanjutkan' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('family-benefit-exhausted: neither benefit of pol_1004 can be claimed, each says its cover is used up', async ({
  page,
}) => {
  await loadScenario('family-benefit-exhausted');
  await signIn(page);
  await page.goto('/policydetail/pol_1004/claim');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Santunan Tunai Rawat Inap Lazada' }),
  ).toBeVisible();
  const exhausted = 'Tidak dapat diklaim: sisa pertanggungan manfaat ini sudah habis.';
  for (const benefit of ['Santunan Rawat Inap per Hari', 'Santunan ICU per Hari']) {
    const radio = page.getByRole('radio', { name: benefit });
    await expect(radio).toBeDisabled();
    await expect(radio).toHaveAccessibleDescription(/sisa pertanggungan manfaat ini sudah habis/);
  }
  await expect(page.getByText(exhausted)).toHaveCount(2);
  // Nothing to choose for: no family member choice, no way on, customer service instead.
  const nothing = page
    .getByRole('status')
    .filter({ hasText: 'Saat ini tidak ada manfaat yang dapat diklaim.' });
  await expect(nothing.getByRole('link', { name: /Hubungi CS lewat WhatsApp/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Untuk siapa klaim ini?' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lanjutkan' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('endorsement-link-used: the spent one-time endorsement links say so and offer no form', async ({
  page,
}, testInfo) => {
  await loadScenario('endorsement-link-used');
  const links = ['/credit-insurance/moladin/endorse/pol_7021/etk-7021-once'];
  // The Lazada link is a /mobile/ page, opened inside the partner's phone app.
  if (isMobile(testInfo.project.name)) {
    links.push('/mobile/product-liability/lazada/endorse/pol_7022/etk-7022-once');
  }
  for (const link of links) {
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Data polis tidak dapat diubah lewat tautan ini' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Tautan ini sudah digunakan');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Kirim perubahan' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});

test('agency-two-pages: the agent’s 15 car-protection policies fill a page of 10 and a second of 5', async ({
  page,
}) => {
  await loadScenario('agency-two-pages');
  await agencyLogin(page);
  await expect(page.getByRole('tab', { name: 'Proteksi Mobil' })).toHaveAttribute('aria-selected', 'true');
  const cards = await expectTwoPagesAndGoToSecond(page, 10);
  await expect(cards).toHaveCount(5);
  await expect(cards.last()).toContainText('Nasabah Agen 3032');
  await expect(page.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
});

test('user-with-nothing: Siti’s lists all show their empty states, and her profile is still there', async ({
  page,
}) => {
  await loadScenario('user-with-nothing');
  await login(page, DEMO.tapinsurance);
  await expect(page.getByRole('heading', { name: 'Belum ada polis' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/?source=claim');
  await expect(page.getByRole('heading', { name: 'Belum ada klaim' })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const [address, title, empty] of [
    ['/documents', 'Dokumen saya', 'Belum ada dokumen'],
    ['/bank-accounts', 'Rekening bank', 'Belum ada rekening'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: empty })).toBeVisible();
  }

  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: /Nama lengkap/ })).toHaveValue('Siti Rahmawati');
  await expect(page.getByText('siti.rahmawati@example.com')).toBeVisible();
  await expect(page.getByText('Belum ada alamat tersimpan.')).toBeVisible();
});
