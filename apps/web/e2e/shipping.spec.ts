import { pickDocument } from './claim-support.ts';
import { pngPhoto } from './files.ts';
import { expectNoAxeViolations, injectFault, signIn, resetMock, expect, test, type Page } from './support.ts';

/** The demo policyholder's Tokopedia shipping policy covers this order (apps/mock-upstream seed-policies.ts). */
const INVOICE = 'INV/20260330/MPL/3819203';
const PHOTOS = 'Foto barang dan paket';

test.beforeEach(async () => {
  await resetMock();
});

async function expectOwnHeader(page: Page) {
  // Tokopedia's header, not the portal's: no account menu, no portal navigation.
  await expect(page.getByRole('banner')).toContainText('tokopedia');
  await expect(page.getByRole('banner')).toContainText('Klaim Asuransi Pengiriman');
  await expect(page.getByRole('button', { name: /Menu akun/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Klaim', exact: true })).toHaveCount(0);
}

async function fillClaim(page: Page, values: { order?: string; airwayBill: string; description: string }) {
  if (values.order !== undefined) await page.getByLabel('Nomor invoice').fill(values.order);
  await page.getByLabel('Nomor resi').fill(values.airwayBill);
  await page.getByRole('textbox', { name: /apa yang terjadi/ }).fill(values.description);
}

/** The confirmation with the claim number; answers the number. */
async function expectConfirmation(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: 'Klaim Anda sudah kami terima' })).toBeVisible();
  const claimNo = page.getByTestId('shipping-claim-no');
  await expect(claimNo).not.toHaveText('…');
  await expect(page.getByRole('heading', { name: 'Langkah selanjutnya' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lengkapi data & rekening' })).toBeVisible();
  return (await claimNo.textContent())?.trim() ?? '';
}

test('a shipping claim: own header, the form, a photo, the confirmation with its number, then the claim in the list', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/tokopedia/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Klaim pengiriman' })).toBeVisible();
  await expectOwnHeader(page);
  await expectNoAxeViolations(page);

  await fillClaim(page, {
    order: INVOICE,
    airwayBill: 'jp 1234 5678 90',
    description: 'Monitor 24 inci, layarnya retak di pojok kiri saat paket dibuka.',
  });
  await pickDocument(page, PHOTOS, pngPhoto('monitor-retak.png', 1));
  await expect(page.getByRole('group', { name: PHOTOS }).getByRole('img')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Ajukan klaim' }).click();
  const claimNo = await expectConfirmation(page);
  await expect(page).toHaveURL(/\/tokopedia\/shipping\?claim=/);
  await expectOwnHeader(page);
  await expectNoAxeViolations(page);

  // A reload keeps the confirmation; the form is not offered again.
  await page.reload();
  expect(await expectConfirmation(page)).toBe(claimNo);

  await page.getByRole('link', { name: 'Ke daftar klaim' }).click();
  // The confirmation shows the number too: wait for the list itself before reading it.
  await expect(page.getByRole('heading', { level: 1, name: 'Klaim Saya' })).toBeVisible();
  await expect(page.getByRole('main').getByText(claimNo).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a return claim from Tokopedia’s link: the order is filled in, the claim is filed and its detail opens', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`/tokopedia/shipping/return?id=${encodeURIComponent(INVOICE)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Klaim pengembalian barang' })).toBeVisible();
  await expectOwnHeader(page);
  await expect(page.getByLabel('Nomor invoice')).toHaveValue(INVOICE);
  await expectNoAxeViolations(page);

  await fillClaim(page, {
    airwayBill: 'SCP000123456789',
    description: 'Sepatu yang saya kembalikan ke penjual hilang, resi tidak bergerak sejak 10 hari.',
  });
  await pickDocument(page, PHOTOS, pngPhoto('resi-retur.png', 2));
  await pickDocument(page, PHOTOS, pngPhoto('kemasan-retur.png', 3));
  await expect(page.getByRole('group', { name: PHOTOS }).getByRole('img')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Ajukan klaim' }).click();
  const claimNo = await expectConfirmation(page);
  await expect(page).toHaveURL(/\/tokopedia\/shipping\/return\?claim=/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Lihat detail klaim' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Informasi klaim' })).toBeVisible();
  await expect(page.getByText(claimNo).first()).toBeVisible();
  // The photos sent with the claim are in its documents.
  await expect(
    page
      .getByRole('region', { name: 'Dokumen yang dikirim' })
      .getByRole('link', { name: /Lihat dokumen Foto barang/ }),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);

  // What the buyer wrote is the claim's account of the incident: its completion does not ask for it again.
  await page.getByRole('link', { name: 'Kirim dokumen' }).click();
  await expect(page.getByLabel('Kronologi kejadian')).toHaveValue(
    'Sepatu yang saya kembalikan ke penjual hilang, resi tidak bergerak sejak 10 hari.',
  );
});

test('bad input is refused with its messages; an order the broker does not know is refused and nothing typed is lost', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/tokopedia/shipping');
  await page.getByRole('button', { name: 'Ajukan klaim' }).click();
  await expect(page.getByText('Isi nomor invoice pesanan.')).toBeVisible();
  await expect(page.getByText('Isi nomor resi.')).toBeVisible();
  await expect(page.getByText('Ceritakan sedikit lebih banyak, minimal 20 karakter.')).toBeVisible();
  await expect(page.getByText('Tambahkan minimal 1 foto.')).toBeVisible();
  await expect(page.getByLabel('Nomor invoice')).toHaveAttribute('aria-invalid', 'true');
  // The first field that is wrong takes the focus; a field corrected loses its message as it is typed.
  await expect(page.getByLabel('Nomor invoice')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel('Nomor invoice').fill('INV/20990101/MPL/0000001');
  await expect(page.getByText('Isi nomor invoice pesanan.')).toBeHidden();
  await expect(page.getByLabel('Nomor invoice')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText('Isi nomor resi.')).toBeVisible();

  const description = 'Kipas angin datang dengan baling-baling patah dan kardus penyok.';
  await fillClaim(page, { order: 'INV/20990101/MPL/0000001', airwayBill: 'JP-12', description });
  await expect(
    page.getByText('Nomor resi hanya berisi huruf dan angka, 8 sampai 30 karakter.'),
  ).toBeVisible();
  await page.getByLabel('Nomor resi').fill('JP9876543210');
  await pickDocument(page, PHOTOS, pngPhoto('kipas.png', 4));
  await expect(page.getByRole('group', { name: PHOTOS }).getByRole('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Ajukan klaim' }).click();

  // Named as the field is (an invoice, not an order), without the broker's code.
  const alert = page.getByRole('alert').filter({ hasText: 'Nomor invoice tidak ditemukan' });
  await expect(alert).toContainText('Nomor invoice tidak ditemukan. Periksa kembali nomor invoice Anda.');
  await expect(alert).not.toContainText('Kode:');
  await expect(alert).toContainText('Isian Anda tetap tersimpan; perbaiki lalu ajukan lagi.');
  await expect(page.getByLabel('Nomor invoice')).toHaveValue('INV/20990101/MPL/0000001');
  await expect(page.getByLabel('Nomor resi')).toHaveValue('JP9876543210');
  await expect(page.getByRole('textbox', { name: /apa yang terjadi/ })).toHaveValue(description);
  await expect(page.getByRole('group', { name: PHOTOS }).getByRole('img')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The draft survives a reload in the same tab; the corrected order then goes through.
  await page.reload();
  await expect(page.getByLabel('Nomor resi')).toHaveValue('JP9876543210');
  await expect(page.getByRole('textbox', { name: /apa yang terjadi/ })).toHaveValue(description);
  await expect(page.getByRole('group', { name: PHOTOS }).getByRole('img')).toHaveCount(1);
  await page.getByLabel('Nomor invoice').fill(INVOICE);
  // The broker fails once: nothing typed is wrong, so the user is asked to try again, not to correct it.
  await injectFault({ method: 'POST', path: '/api/v1/claim/create-shipping-claim/', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Ajukan klaim' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Isian Anda tetap tersimpan' });
  await expect(failure).toContainText('Isian Anda tetap tersimpan; coba ajukan lagi.');
  await expect(failure).not.toContainText('perbaiki');
  await expect(page.getByLabel('Nomor invoice')).toHaveValue(INVOICE);
  await page.getByRole('button', { name: 'Ajukan klaim' }).click();
  await expectConfirmation(page);
});
