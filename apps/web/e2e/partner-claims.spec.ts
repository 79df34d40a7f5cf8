import { pickDocument, setOcrScenario, upstreamSession } from './claim-support.ts';
import { pngPhoto } from './files.ts';
import {
  DEMO,
  enterCode,
  expectNoAxeViolations,
  openHandedOver,
  requestOtp,
  resetMock,
  signIn,
  expect,
  test,
  type Page,
  mockFetch,
} from './support.ts';

/** Budi's seeded partner orders (apps/mock-upstream/src/store/claim-catalogue.ts). */
const PASSENGER_ORDER = 'RB-739201845';
const DRIVER_ORDER = 'GD-550019921';
const LIFE_ORDER = 'GL-2026-000311';

test.beforeEach(async () => {
  await resetMock();
  await setOcrScenario('success', 1);
});

/** The partner's link into the login (spec §2): the login remembers the flow and the order. */
async function loginFromPartner(page: Page, flow: string, orderId?: string) {
  await page.goto(`/generate-otp?flow=${flow}${orderId ? `&id=${orderId}` : ''}`);
  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  await expect(page).toHaveURL(new RegExp(`/${flow}/claim${orderId ? `\\?id=${orderId}` : ''}$`));
}

async function chooseBenefit(page: Page, benefit: string) {
  await page.getByRole('radio', { name: benefit }).check();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
}

/** The incident form's required fields. */
async function fillIncident(page: Page) {
  await expect(page.getByRole('heading', { name: 'Informasi Klaim' })).toBeVisible();
  await page.getByLabel('Tanggal kejadian').fill('18/11/2026');
  await page.getByRole('radio', { name: 'Kecelakaan lalu lintas' }).check();
  await page.getByLabel('Kronologi kejadian').fill('Motor tergelincir di jalan basah saat perjalanan.');
  await page.getByRole('radio', { name: 'Tidak', exact: true }).check();
  await page.getByRole('checkbox', { name: /Saya menyatakan/ }).check();
}

async function saveAndExpectStep(page: Page, step: string) {
  await page.getByRole('button', { name: 'Simpan dan lanjutkan' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}`));
}

/**
 * One photo per required document (the receipt, and the identity card, which is read by the image check),
 * then Budi's preferred saved account; the claim then submits itself.
 */
async function documentsAndPayout(page: Page) {
  await pickDocument(page, 'Kuitansi pengobatan', pngPhoto('kuitansi.png', 1));
  const receipts = page.getByRole('group', { name: 'Kuitansi pengobatan' });
  await expect(receipts.getByText('kuitansi.png', { exact: true })).toBeVisible({ timeout: 15_000 });
  await pickDocument(page, 'Foto KTP tertanggung', pngPhoto('ktp.png', 2));
  const identity = page.getByRole('group', { name: 'Foto KTP tertanggung' });
  await expect(identity.getByText('ktp.png', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await saveAndExpectStep(page, 'payout');
  await expect(page.getByRole('radio', { name: /Budi Santoso.*Utama/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Gunakan rekening ini' }).click();
}

/** The success page of a submitted claim, then its detail under the product's path. */
async function expectSuccessAndDetail(page: Page, product: string, orderId: string, benefit: string) {
  await expect(page).toHaveURL(new RegExp(`/${product}/${orderId}/success\\?claim=`));
  await expect(page.getByRole('heading', { name: 'Terima kasih, klaim Anda sudah kami terima' })).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  const claimNumber = (await page.getByTestId('success-claim-number').textContent()) ?? '';
  expect(claimNumber).not.toBe('');
  await expect(page.getByRole('heading', { name: 'Apa selanjutnya?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Lihat detail klaim' }).click();
  await expect(page).toHaveURL(new RegExp(`/${product}/claim-details/[^/?]+$`));
  await expect(page.getByRole('heading', { level: 1, name: benefit })).toBeVisible();
  await expect(page.getByText(claimNumber).first()).toBeVisible();
  await expectNoAxeViolations(page);
}

test('a passenger claim from the partner link: order filled in, benefit chosen, form, success and detail', async ({
  page,
}) => {
  // A whole claim with uploads, image checks and axe at each step.
  await loginFromPartner(page, 'gojek-passenger', PASSENGER_ORDER);
  await expect(page.getByRole('heading', { level: 1, name: 'Perlindungan Penumpang GoRide' })).toBeVisible();
  await expect(page.getByText('GJK-PSG-2026-000101')).toBeVisible();
  await expectNoAxeViolations(page);

  // Nothing chosen: the page asks for a benefit and opens nothing.
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pilih salah satu manfaat terlebih dahulu.');

  await chooseBenefit(page, 'Santunan Kecelakaan Penumpang');
  await expect(page).toHaveURL(/\/gojek-passenger\/claim-form\?claim=[^&]+&step=claim-information/);
  await fillIncident(page);
  await expectNoAxeViolations(page);
  await saveAndExpectStep(page, 'claim-documents');
  await documentsAndPayout(page);
  await expectSuccessAndDetail(page, 'gojek-passenger', PASSENGER_ORDER, 'Santunan Kecelakaan Penumpang');
});

test('a refused claim says why in the user’s words with a way on, keeps its code for support and the choice; another benefit goes on', async ({
  page,
}) => {
  // A claim on the first benefit is already open for this trip (filed elsewhere).
  const token = await upstreamSession('6281200000001');
  const post = (path: string, body: unknown) =>
    mockFetch(`/api/v1/gojek-passenger/${path}/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('create-order', { order_id: PASSENGER_ORDER })).ok).toBe(true);
  const opened = await post('create-claim', {
    order_id: PASSENGER_ORDER,
    benefit_id: `rhb_${PASSENGER_ORDER}_1`,
    question_data: [],
  });
  expect(opened.ok).toBe(true);

  await loginFromPartner(page, 'gojek-passenger', PASSENGER_ORDER);
  await chooseBenefit(page, 'Santunan Kecelakaan Penumpang');
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('Klaim untuk manfaat ini masih diproses.');
  // The broker's code is for customer service: folded away, shown and copyable on request.
  await expect(page.getByText('Kode: claim_in_progress')).toBeHidden();
  await refusal.getByText('Info untuk layanan pelanggan').click();
  await expect(refusal.getByText('Kode: claim_in_progress')).toBeVisible();
  await expect(refusal.getByRole('button', { name: 'Salin kode' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Santunan Kecelakaan Penumpang' })).toBeChecked();
  await expect(page).toHaveURL(/\/gojek-passenger\/claim\?id=/);
  await expectNoAxeViolations(page);
  // "See it in the claim list" is a link there.
  await refusal.getByRole('link', { name: 'Buka daftar klaim' }).click();
  await expect(page).toHaveURL(/\/\?source=claim$/);
  await expect(page.getByRole('main').getByText('Santunan Kecelakaan Penumpang').first()).toBeVisible();
  await page.goBack();

  await chooseBenefit(page, 'Biaya Perawatan Medis');
  await expect(page).toHaveURL(/\/gojek-passenger\/claim-form\?claim=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Biaya Perawatan Medis' })).toBeVisible();
});

test('a driver claim with a typed order, through a session that ends mid-form, back to /go-driver/claim and finished', async ({
  page,
}) => {
  await loginFromPartner(page, 'go-driver');
  // An unknown order is refused with the broker's words and the typed value stays.
  const order = page.getByLabel('Nomor pesanan');
  await order.fill('GD-000000000');
  await page.getByRole('button', { name: 'Cari pesanan' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(order).toHaveValue('GD-000000000');
  await expectNoAxeViolations(page);

  await order.fill(DRIVER_ORDER);
  await page.getByRole('button', { name: 'Cari pesanan' }).click();
  await expect(page.getByText('GJK-DRV-2026-000111')).toBeVisible();
  // Another order can be chosen again; the typed one is still there.
  await page.getByRole('button', { name: 'Ganti pesanan' }).click();
  await expect(order).toHaveValue(DRIVER_ORDER);
  await page.getByRole('button', { name: 'Cari pesanan' }).click();
  await expect(page.getByText('GJK-DRV-2026-000111')).toBeVisible();
  await chooseBenefit(page, 'Santunan Kecelakaan Pengemudi');
  await expect(page).toHaveURL(/\/go-driver\/claim-form\?claim=/);
  await fillIncident(page);

  // The session ends while the driver types: the save is refused and the flow's own entry opens (spec §8).
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Simpan dan lanjutkan' }).click();
  await expect(page).toHaveURL(/\/generate-otp\?redirect=%2Fgo-driver%2Fclaim/);
  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  await expect(page).toHaveURL(/\/go-driver\/claim$/);

  // The claim in progress is offered; the form comes back with what was typed.
  await expect(page.getByText(`Klaim Anda untuk pesanan ${DRIVER_ORDER} belum selesai.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Lanjutkan klaim' }).click();
  await expect(page.getByLabel('Kronologi kejadian')).toHaveValue(
    'Motor tergelincir di jalan basah saat perjalanan.',
  );
  await saveAndExpectStep(page, 'claim-documents');
  await documentsAndPayout(page);
  await expectSuccessAndDetail(page, 'go-driver', DRIVER_ORDER, 'Santunan Kecelakaan Pengemudi');
});

test('a GoLife claim is opened from the partner link; its documents follow from the claim', async ({
  page,
}) => {
  await loginFromPartner(page, 'go-life', LIFE_ORDER);
  await expect(page.getByRole('heading', { level: 1, name: 'GoLife Asuransi Jiwa' })).toBeVisible();
  await chooseBenefit(page, 'Santunan Meninggal Dunia');
  await expect(page).toHaveURL(new RegExp(`/go-life/${LIFE_ORDER}/success\\?claim=`));
  await expect(page.getByRole('heading', { name: 'Klaim Anda sudah dibuat' })).toBeVisible();
  await expect(page.getByTestId('success-claim-number')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Kirim dokumen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Lihat detail klaim' }).click();
  await expect(page).toHaveURL(/\/go-life\/claim-details\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Santunan Meninggal Dunia' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a user already signed in who follows a partner link goes straight into the flow with the order', async ({
  page,
}) => {
  await signIn(page);
  await openHandedOver(page, `/generate-otp?flow=gojek-passenger&id=${PASSENGER_ORDER}`);
  await expect(page).toHaveURL(new RegExp(`/gojek-passenger/claim\\?id=${PASSENGER_ORDER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Perlindungan Penumpang GoRide' })).toBeVisible();
  await expect(page.getByText('GJK-PSG-2026-000101')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an order that is not the user’s is told in the portal’s words, not the broker’s generic “Not found”', async ({
  page,
}) => {
  await signIn(page);
  // Siti's GoRide order, opened by Budi.
  await page.goto('/gojek-passenger/claim?id=RB-812340091');
  const alert = page.getByRole('alert').filter({ hasText: 'Pesanan tidak ditemukan' });
  await expect(alert).toHaveText(/Pesanan tidak ditemukan\. Periksa kembali nomor pesanan Anda\./);
  await expect(page.getByText('Not found')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an order out of its claim window says so and offers customer service, not a button that cannot work', async ({
  page,
}) => {
  await signIn(page);
  // A trip older than the 30-day claim window (mock seed): every benefit is blocked.
  await page.goto('/gojek-passenger/claim?id=RB-701552230');
  await expect(
    page.getByText('Tidak dapat diklaim: batas waktu klaim perjalanan ini sudah lewat.').first(),
  ).toBeVisible();
  await expect(page.getByText('Tidak dapat diklaim saat ini.')).toHaveCount(0);
  await expect(
    page.getByText(
      'Batas waktu pengajuan klaim untuk perjalanan ini sudah lewat, jadi pesanan ini tidak dapat diklaim lagi.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Hubungi CS lewat WhatsApp/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(page.getByRole('button', { name: 'Lanjutkan' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the unfinished claim of one order is offered on that order’s page, not on another order’s', async ({
  page,
}) => {
  await loginFromPartner(page, 'gojek-passenger', PASSENGER_ORDER);
  await chooseBenefit(page, 'Santunan Kecelakaan Penumpang');
  await expect(page).toHaveURL(/\/gojek-passenger\/claim-form\?claim=/);

  // Another of Budi's trips: its page is about that trip only.
  await page.goto('/gojek-passenger/claim?id=RB-701552230');
  await expect(page.getByText('GJK-PSG-2026-000102')).toBeVisible();
  await expect(page.getByText(`Klaim Anda untuk pesanan ${PASSENGER_ORDER} belum selesai.`)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Back on the first trip's page, its unfinished claim is offered again.
  await page.goto(`/gojek-passenger/claim?id=${PASSENGER_ORDER}`);
  await expect(page.getByText(`Klaim Anda untuk pesanan ${PASSENGER_ORDER} belum selesai.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lanjutkan klaim' })).toBeVisible();
});
