import { ENDORSEMENT_KEYS, ENDORSEMENT_ROWS, type EndorsementKey } from '@portal/contracts/endorsement-table';
import {
  DEMO,
  enterCode,
  expectNoAxeViolations,
  isMobile,
  requestOtp,
  resetMock,
  signIn,
  expect,
  test,
  type Page,
  mockFetch,
} from './support.ts';

/**
 * Endorsements (decision record 0018). Endah Kusuma (a demo user no other spec uses) holds a
 * policy of every partner route, so these tests change her policies only.
 */
const ENDAH = '81200000010';
const DONE = 'Perubahan data polis Anda sudah kami terima';

test.beforeEach(async () => {
  await resetMock();
});

async function tokenState(token: string, change: Record<string, unknown>) {
  const response = await mockFetch(`/__admin/endorsement-tokens/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  expect(response.ok).toBe(true);
}

/** A form field's accessible name: its label, and '(wajib)' after a required one. */
const named = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(wajib\\))?$`);
const textField = (page: Page, label: string) => page.getByRole('textbox', { name: named(label) });
const selectField = (page: Page, label: string) => page.getByRole('combobox', { name: named(label) });

/** Opens a Radix select by its label and picks an option. */
async function choose(page: Page, label: string, option: string) {
  await selectField(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(selectField(page, label)).toContainText(option);
}

type Change =
  | { kind: 'text'; label: string; before: string; after: string }
  | { kind: 'select'; label: string; before: string; after: string };

interface RowCase {
  path: string;
  /** Lookup rows: the number typed, or the policy picked from the list. */
  lookup?: { number: string } | { pick: string };
  anonymous?: boolean;
  changes: Change[];
  /** The policy whose detail shows the change afterwards (logged-in rows with one policy). */
  policy?: string;
}

const text = (label: string, before: string, after: string): Change => ({
  kind: 'text',
  label,
  before,
  after,
});
const select = (label: string, before: string, after: string): Change => ({
  kind: 'select',
  label,
  before,
  after,
});

/** One case per row of the partner table, on Endah's seeded policies (apps/mock-upstream README). */
const CASES: Record<EndorsementKey, RowCase> = {
  'lazada-hospital-cash-plan': {
    path: '/lazada/hospital-cash-plan/endorse/pol_7001',
    changes: [
      text('Nama tertanggung', 'Endah Kusuma', 'Endah K. Putri'),
      select('Provinsi', 'DKI Jakarta', 'Jawa Barat'),
      select('Kota', 'Kota Jakarta Selatan', 'Kota Bandung'),
    ],
    policy: 'pol_7001',
  },
  'lazada-full-gadget-protection': {
    path: '/lazada-full-gadget-protection/endorse/pol_7002',
    changes: [text('IMEI', '357881104523310', '357881104523999')],
    policy: 'pol_7002',
  },
  'goviet-hotel-stay-protection': {
    path: '/goviet-hotel-stay-protection/endorse/pol_7003',
    changes: [select('Kewarganegaraan', 'Indonesia', 'Vietnam')],
    policy: 'pol_7003',
  },
  'shopee-full-gadget': {
    path: '/shopee/full-gadget/endorse/pol_7004',
    changes: [text('Model perangkat', 'iPhone 14', 'iPhone 14 Plus')],
    policy: 'pol_7004',
  },
  'shopeevn-full-gadget': {
    path: '/shopeevn/full-gadget/endorse/pol_7005',
    changes: [text('IMEI', '862011053344556', '862011053344999')],
    policy: 'pol_7005',
  },
  'shopeevn-mobile-insurance': {
    path: '/shopeevn/mobile-insurance/endorse/pol_7006',
    changes: [text('Model perangkat', 'Y36', 'Y36 5G')],
    policy: 'pol_7006',
  },
  'shopeethai-electronics': {
    path: '/shopeethai/electronics/endorse/pol_7007',
    changes: [text('Nomor seri', 'SNY55X90L7707', 'SNY55X90L9999')],
    policy: 'pol_7007',
  },
  'shopee-crack-screen-protection': {
    path: '/shopee/crack-screen-protection/endorse/pol_7008',
    changes: [text('IMEI', '868812045566778', '868812045566999')],
    policy: 'pol_7008',
  },
  'xiaomi-gadget-insurance': {
    path: '/xiaomi/gadget-insurance/endorse/pol_7009',
    changes: [text('Model perangkat', 'Xiaomi 14', 'Xiaomi 14 Ultra')],
    policy: 'pol_7009',
  },
  'gosure-gamer-insurance': {
    path: '/gosure/gamer-insurance/endorse/pol_7010',
    changes: [text('Ahli waris', 'Rudi Kusuma (Suami)', 'Sari Kusuma (Ibu)')],
    policy: 'pol_7010',
  },
  'gosure-personal-accident-insurance': {
    path: '/gosure/personal-accident-insurance/endorse/pol_7011',
    changes: [text('Pekerjaan', 'Desainer Grafis', 'Arsitek')],
    policy: 'pol_7011',
  },
  'gosure-sharia-insurance': {
    path: '/gosure/sharia-insurance/endorse/pol_7012',
    changes: [text('Ahli waris', 'Rudi Kusuma (Suami)', 'Sari Kusuma (Ibu)')],
    policy: 'pol_7012',
  },
  'gosure-cancer-insurance': {
    path: '/gosure/cancer-insurance/endorse/pol_7013',
    changes: [text('Nama tertanggung', 'Endah Kusuma', 'Endah Kusumawati')],
    policy: 'pol_7013',
  },
  'gosure-corona': {
    path: '/gosure/corona/endorse/pol_7014',
    changes: [text('Nama tertanggung', 'Endah Kusuma', 'Endah K. Wardani')],
    policy: 'pol_7014',
  },
  'rukita-vehicle-insurance': {
    path: '/rukita/vehicle-insurance/endorse/pol_7015',
    changes: [select('Merek kendaraan', 'Honda', 'Yamaha'), select('Model kendaraan', 'Beat', 'NMAX 155')],
    policy: 'pol_7015',
  },
  'lazada-crack-screen': {
    path: '/lazada-crack-screen/endorse/pol_7016',
    changes: [text('IMEI', '866512047788990', '866512047788999')],
    policy: 'pol_7016',
  },
  'lazada-vehicle-protection': {
    path: '/lazada-vehicle-protection/endorse/pol_7017',
    changes: [text('Nomor polisi', 'B 3310 EKU', 'B 3310 EKV')],
    policy: 'pol_7017',
  },
  'tokopedia-crackscreen': {
    path: '/tokopedia/crackscreen/endorse',
    lookup: { number: 'INV/20260815/TKP/7019002' },
    changes: [text('Model perangkat', 'iPhone 15 Pro', 'iPhone 15 Pro Max')],
    policy: 'pol_7019',
  },
  tokopedia: {
    path: '/tokopedia/endorse',
    lookup: { pick: 'TKP/2026/0007018' },
    changes: [text('IMEI', '352418106677001', '352418106677999')],
    policy: 'pol_7018',
  },
  firstmedia: {
    path: '/firstmedia/endorse',
    lookup: { number: 'FM-0007020-31' },
    changes: [
      select('Kecamatan', 'Tebet', 'Setiabudi'),
      select('Kelurahan', 'Tebet Barat', 'Kuningan Timur'),
    ],
    policy: 'pol_7020',
  },
  'moladin-credit-insurance': {
    path: '/credit-insurance/moladin/endorse/pol_7021/etk-7021-once',
    anonymous: true,
    changes: [text('Nomor polisi', 'B 6610 EKM', 'B 6610 EKN')],
  },
  'lazada-product-liability': {
    path: '/mobile/product-liability/lazada/endorse/pol_7022/etk-7022-once',
    anonymous: true,
    changes: [text('Nama toko', 'Endah Craft Store', 'Endah Craft & Co')],
  },
  gosure: {
    path: '/gosure/endorse/pol_7012',
    changes: [text('Ahli waris', 'Rudi Kusuma (Suami)', 'Rudi Kusuma')],
    policy: 'pol_7012',
  },
  aggregate: {
    path: '/shopee-full-gadget/aggregate-endorse/agg_7001',
    changes: [
      text('Model perangkat (SHP/2026/0007023)', 'Galaxy Watch 6', 'Galaxy Watch 6 Classic'),
      text('IMEI (SHP/2026/0007004)', '353924108812345', '353924108812999'),
    ],
  },
  product: {
    path: '/travel-protection/endorse/pol_7024',
    changes: [text('Maskapai', 'Batik Air', 'Garuda Indonesia')],
    policy: 'pol_7024',
  },
};

async function openRow(page: Page, row: RowCase) {
  if (!row.anonymous) await signIn(page, ENDAH);
  await page.goto(row.path);
  if (row.lookup) {
    await expect(page.getByRole('heading', { name: 'Cari polis yang ingin diubah' })).toBeVisible();
    await expectNoAxeViolations(page);
    if ('number' in row.lookup) {
      // Too short a number is refused on its field before any search, and the field takes the focus.
      const number = page.getByLabel('Nomor pesanan, pelanggan atau polis');
      await number.fill('IN');
      await page.getByRole('button', { name: 'Cari polis' }).click();
      await expect(page.getByText('Masukkan minimal 3 karakter.')).toBeVisible();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toBeFocused();
      await number.fill(row.lookup.number);
      await expect(page.getByText('Masukkan minimal 3 karakter.')).toBeHidden();
      await page.getByRole('button', { name: 'Cari polis' }).click();
    } else {
      await page.getByRole('link', { name: `Ubah data ${row.lookup.pick}` }).click();
    }
    await expect(page).toHaveURL(/\?id=pol_/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Ubah data polis' })).toBeVisible();
  // The heading is there while the policy and the form's code load too: the scan that follows is of the form.
  await expect(page.getByRole('button', { name: 'Kirim perubahan' })).toBeVisible();
}

/** The form shows every current value first; then the changes (a new parent clears its child list). */
async function applyChanges(page: Page, changes: readonly Change[]) {
  for (const change of changes) {
    if (change.kind === 'text') await expect(textField(page, change.label)).toHaveValue(change.before);
    else await expect(selectField(page, change.label)).toContainText(change.before);
  }
  for (const change of changes) {
    if (change.kind === 'text') await textField(page, change.label).fill(change.after);
    else await choose(page, change.label, change.after);
  }
}

async function expectConfirmed(page: Page, changes: readonly Change[]) {
  const heading = page.getByRole('heading', { level: 1, name: DONE });
  await expect(heading).toBeVisible();
  // The answer replaces a long form: the page is back at its top, with the focus on the answer.
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByTestId('endorsement-number')).toHaveText(/^end_/);
  const main = page.getByRole('main');
  for (const change of changes) {
    await expect(main.getByText(change.after, { exact: true }).first()).toBeVisible();
  }
}

/**
 * The table runs at 360 px in full and once at 1440 px: the mobile projects run every row; the desktop
 * projects run the first row of each way in (id, lookup, token, aggregate), the layouts the rows differ in.
 */
const DESKTOP_PASS = new Set(
  ['id', 'lookup', 'token', 'aggregate'].map(
    (access) => ENDORSEMENT_ROWS.find((row) => row.access === access)?.key,
  ),
);

test.describe('every route of the partner table', () => {
  for (const key of ENDORSEMENT_KEYS) {
    test(`${key}: the policy with its current values, a change sent and confirmed`, async ({
      page,
    }, testInfo) => {
      test.skip(
        !isMobile(testInfo.project.name) && !DESKTOP_PASS.has(key),
        'the whole table runs at 360 px; the desktop pass covers one row of each way in',
      );
      const row = CASES[key];
      // The happy path meets no refusal: not even a spent link's view asked again after the change.
      const refused: string[] = [];
      page.on('response', (response) => {
        if ([401, 403].includes(response.status())) refused.push(`${response.status()} ${response.url()}`);
      });
      await openRow(page, row);
      await expectNoAxeViolations(page);
      await applyChanges(page, row.changes);
      await page.getByRole('button', { name: 'Kirim perubahan' }).click();
      await expectConfirmed(page, row.changes);
      // One confirmation component for every row: scanned once per way in, which keeps the table's run short.
      if (DESKTOP_PASS.has(key)) await expectNoAxeViolations(page);
      if (row.policy) {
        await page.getByRole('link', { name: 'Lihat polis' }).click();
        await expect(page).toHaveURL(new RegExp(`/policydetail/${row.policy}$`));
        const main = page.getByRole('main');
        for (const change of row.changes) {
          await expect(main.getByText(change.after, { exact: true })).toBeVisible();
        }
      }
      expect(refused).toEqual([]);
    });
  }
});

test('from the policy detail to its endorsement, a refused value keeps the input, then the change lands', async ({
  page,
}) => {
  await signIn(page, ENDAH);
  await page.goto('/policydetail/pol_7017');
  await page.getByRole('link', { name: 'Ubah data polis' }).click();
  await expect(page).toHaveURL(/\/lazada-vehicle-protection\/endorse\/pol_7017$/);
  await expect(page.getByRole('heading', { name: 'Proteksi Kendaraan Lazada' })).toBeVisible();
  const plate = textField(page, 'Nomor polisi');
  await expect(plate).toHaveValue('B 3310 EKU');

  // The broker refuses a plate it cannot read: the field says so and keeps what was typed.
  await plate.fill('B 33 10 X9');
  await page.getByRole('button', { name: 'Kirim perubahan' }).click();
  await expect(page.getByText('Beberapa isian ditolak. Periksa isian yang ditandai.')).toBeVisible();
  await expect(plate).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Nilai yang diberikan bukan format yang benar')).toBeVisible();
  await expect(plate).toHaveValue('B 33 10 X9');
  await expectNoAxeViolations(page);

  // Sent unchanged: nothing to do.
  await plate.fill('B 3310 EKU');
  await page.getByRole('button', { name: 'Kirim perubahan' }).click();
  await expect(
    page.getByText('Tidak ada data yang berubah. Ubah setidaknya satu data sebelum mengirim.'),
  ).toBeVisible();

  await plate.fill('B 3310 EKZ');
  await choose(page, 'Merek kendaraan', 'Honda');
  await choose(page, 'Model kendaraan', 'PCX 160');
  await page.getByRole('button', { name: 'Kirim perubahan' }).click();
  await expectConfirmed(page, [
    text('Nomor polisi', '', 'B 3310 EKZ'),
    text('Model kendaraan', '', 'PCX 160'),
  ]);
  await expectNoAxeViolations(page);
  // Another change starts from the policy as it is now.
  await page.getByRole('button', { name: 'Ubah data lainnya' }).click();
  await expect(plate).toHaveValue('B 3310 EKZ');
  await page.goto('/policydetail/pol_7017');
  await expect(page.getByText('B 3310 EKZ', { exact: true })).toBeVisible();
  await expect(page.getByText('PCX 160', { exact: true })).toBeVisible();
});

test('a product without a partner row of its own is changed from its policy detail on the generic route', async ({
  page,
}) => {
  await signIn(page, DEMO.tapinsurance);
  await page.goto('/policydetail/pol_2002');
  await page.getByRole('link', { name: 'Ubah data polis' }).click();
  await expect(page).toHaveURL(/\/travel-protection\/endorse\/pol_2002$/);
  await expect(page.getByRole('heading', { name: 'Asuransi Perjalanan Domestik' })).toBeVisible();
  const url = page.url();
  await applyChanges(page, [text('Maskapai', 'Singapore Airlines', 'Garuda Indonesia')]);

  // The session ends before the change is sent: the user signs in again (no endorsement OTP is asked of a
  // user who was signed in) and comes back to the form with the change typed.
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Kirim perubahan' }).click();
  await expect(page).toHaveURL(/\/generate-otp\?redirect=/);
  await expect(page.getByRole('status')).toHaveText('Sesi Anda telah berakhir. Silakan masuk kembali.');
  await requestOtp(page, DEMO.tapinsurance);
  await enterCode(page, DEMO.code);
  await expect(page).toHaveURL(url);
  await expect(textField(page, 'Maskapai')).toHaveValue('Garuda Indonesia');

  await page.getByRole('button', { name: 'Kirim perubahan' }).click();
  await expectConfirmed(page, [text('Maskapai', 'Singapore Airlines', 'Garuda Indonesia')]);
});

test('a bad value is refused on its field before sending, and the input stays', async ({ page }) => {
  await signIn(page, ENDAH);
  await page.goto('/lazada/hospital-cash-plan/endorse/pol_7001');
  const birth = textField(page, 'Tanggal lahir');
  await birth.fill('31/02/1992');
  await textField(page, 'Nama tertanggung').fill('');
  const ktp = textField(page, 'Nomor KTP');
  await ktp.fill('12345');
  await page.getByRole('button', { name: 'Kirim perubahan' }).click();
  await expect(page.getByText('Periksa kembali 3 isian yang ditandai.')).toBeVisible();
  await expect(textField(page, 'Nama tertanggung')).toHaveAttribute('aria-invalid', 'true');
  // Each says what is wrong: a date that does not exist, a KTP number that is not 16 digits.
  await expect(birth).toHaveAccessibleDescription(/Tanggal tidak valid\. Ketik dengan format HH\/BB\/TTTT/);
  await expect(ktp).toHaveAccessibleDescription(/Nomor KTP harus 16 angka\./);
  await expect(birth).toHaveValue('31/02/1992');
  await expect(ktp).toHaveValue('12345');
  await expectNoAxeViolations(page);
});

test.describe('tokenised links', () => {
  const MOLADIN = '/credit-insurance/moladin/endorse/pol_7021/etk-7021-once';

  test('an anonymous visitor changes the policy once; the spent link then says so', async ({ page }) => {
    await page.goto(MOLADIN);
    await expect(page.getByRole('heading', { name: 'Moladin Asuransi Kredit Kendaraan' })).toBeVisible();
    await expect(page.getByText('B 6610 EKM', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await textField(page, 'Nama tertanggung').fill('Endah Kusuma Wardani');
    await page.getByRole('button', { name: 'Kirim perubahan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: DONE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat polis' })).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Data polis tidak dapat diubah lewat tautan ini' }),
    ).toBeVisible();
    await expect(page.getByText(/Tautan ini sudah digunakan/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kirim perubahan' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a confidential value is shown masked; someone else signed in changes the policy by the link and is not sent to a policy that is not theirs', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(MOLADIN);
    await expect(page.getByRole('heading', { name: 'Moladin Asuransi Kredit Kendaraan' })).toBeVisible();
    // The KTP number reaches the page as on the policy detail: its last 4 characters only, even when shown.
    await expect(textField(page, 'Nomor KTP')).toHaveValue('************0004');
    await page.getByRole('button', { name: /Tampilkan Nomor KTP/ }).click();
    await expect(textField(page, 'Nomor KTP')).toHaveValue('************0004');
    await textField(page, 'Nomor polisi').fill('B 1234 XYZ');
    await page.getByRole('button', { name: 'Kirim perubahan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: DONE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lihat polis' })).toHaveCount(0);
  });

  test('at 360 px the header shows the brand and offers no way back to a login the visitor never had; a link without its token is not found', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the header shows a page title and a back button below 768 px only');
    const header = page.getByRole('banner');
    await page.goto(MOLADIN);
    await expect(page.getByRole('heading', { name: 'Moladin Asuransi Kredit Kendaraan' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'PolisKu, ke beranda' })).toBeVisible();
    await expect(header.getByText('Ubah data polis')).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Kembali' })).toHaveCount(0);

    await page.goto(MOLADIN.replace('/etk-7021-once', ''));
    await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    await expect(header.getByText('Ubah data polis')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  for (const [state, message] of [
    ['used', /Tautan ini sudah digunakan/],
    ['expired', /Tautan perubahan data ini sudah kedaluwarsa/],
    ['foreign', /Tautan ini dibuat untuk polis lain/],
  ] as const) {
    test(`a ${state} link gets its own message and no form`, async ({ page }) => {
      await tokenState('etk-7021-once', state === 'foreign' ? { internal_id: 'pol_7022' } : { state });
      await page.goto(MOLADIN);
      await expect(
        page.getByRole('heading', { name: 'Data polis tidak dapat diubah lewat tautan ini' }),
      ).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(message);
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});

test('the authorized flow: the policyholder verifies by OTP, a wrong code first, then changes the policy', async ({
  page,
}) => {
  await page.goto('/gosure/cancer-insurance/endorse/pol_7013');
  await expect(page.getByRole('heading', { name: 'Verifikasi pemegang polis' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Kirim kode OTP' }).click();
  await expect(page.getByText('Kode OTP sudah dikirim ke nomor ponsel pemegang polis.')).toBeVisible();
  await expect(page.getByText(/Anda dapat mengirim ulang kode dalam \d+ detik/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim ulang OTP' })).toBeDisabled();

  // A code of too few digits is refused before it is sent, and the field keeps the focus.
  await page.getByLabel('Kode OTP').fill('123');
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(page.getByText('Masukkan 6 digit kode OTP')).toBeVisible();
  await expect(page.getByLabel('Kode OTP')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Kode OTP')).toBeFocused();

  await page.getByLabel('Kode OTP').fill('000000');
  await expect(page.getByText('Masukkan 6 digit kode OTP')).toBeHidden();
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Gagal verifikasi OTP. Silahkan periksa OTP anda');
  await expectNoAxeViolations(page);

  await page.getByLabel('Kode OTP').fill(DEMO.code);
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(page.getByText(/Pemegang polis terverifikasi/)).toBeVisible();
  const name = textField(page, 'Nama tertanggung');
  await expect(name).toHaveValue('Endah Kusuma');
  await expectNoAxeViolations(page);
  await name.fill('Endah K.');
  await page.getByRole('button', { name: 'Kirim perubahan' }).click();
  await expectConfirmed(page, [text('Nama tertanggung', '', 'Endah K.')]);
  await expectNoAxeViolations(page);

  // The authorization was for one change: another one asks for a new code.
  await page.getByRole('button', { name: 'Ubah data lainnya' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi pemegang polis' })).toBeVisible();
});

test('an aggregate: two policies changed in one request, each change listed', async ({ page }) => {
  await signIn(page, ENDAH);
  await page.goto('/shopee-full-gadget/aggregate-endorse/agg_7001');
  await expect(page.getByRole('heading', { name: /^Proteksi Gadget Menyeluruh Shopee · SHP/ })).toHaveCount(
    2,
  );
  await textField(page, 'Nama pemegang polis (SHP/2026/0007004)').fill('Endah Kusuma Wardani');
  await textField(page, 'Nama pemegang polis (SHP/2026/0007023)').fill('Endah Kusuma Wardani');
  await page.getByRole('button', { name: 'Kirim perubahan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DONE })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Yang diubah · SHP\/2026\/00070(04|23)$/ })).toHaveCount(2);
  await expectNoAxeViolations(page);
});
