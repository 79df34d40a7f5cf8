import { upstreamSession } from './claim-support.ts';
import { expect, login, mockFetch, signIn, test, type Page } from './support.ts';

/**
 * Broker texts in the reader's language (decision record 0055): the broker names products, packages, benefits
 * and documents in Indonesian; an English reader sees the portal's wording of the ones it knows, and the
 * broker's own of any other.
 */
test('an English reader sees known broker names in English and an unknown product as the broker wrote it', async ({
  page,
}) => {
  // Budi's first policy (Tokopedia cracked screen, 'Paket Basic') beside one of a product the portal has
  // never heard of, as the broker's policy list would send it.
  const token = await upstreamSession('6281200000001');
  const list = await mockFetch('/api/v1/policy/policies/?offset=0&limit=10', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.ok).toBe(true);
  const { data } = (await list.json()) as { data: Record<string, unknown>[] };
  const known = data.find((card) => card.product_key === 'tokopedia-crack-screen');
  expect(known?.product_display_name).toBe('Proteksi Layar Retak Tokopedia');
  const unknown = {
    ...known,
    internal_id: 'pol_9901',
    application_no: 'APP-2026-009901',
    product_key: 'e-bike-theft-protection',
    product_display_name: 'Proteksi Pencurian Sepeda Listrik',
    package_name: 'Paket Gowes Harian',
  };
  const stub = await mockFetch('/__admin/stubs', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      method: 'GET',
      path: '/api/v1/policy/policies/',
      body: { data: [known, unknown], meta: { offset: 0, limit: 10, total: 2 } },
    }),
  });
  expect(stub.status).toBe(201);

  await login(page);
  await page.getByRole('banner').getByRole('button', { name: 'Bahasa', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'My policies' })).toBeVisible();

  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Tokopedia Cracked Screen Protection');
  await expect(cards.first()).toContainText('Basic plan');
  await expect(cards.first()).not.toContainText('Proteksi Layar Retak Tokopedia');
  await expect(cards.nth(1)).toContainText('Proteksi Pencurian Sepeda Listrik');
  await expect(cards.nth(1)).toContainText('Paket Gowes Harian');

  // The benefit picker and the documents of a new claim on the Shopee gadget policy.
  await page.goto('/policydetail/pol_1002/claim');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Shopee Comprehensive Gadget Protection' }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Gadget theft' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/policydetail\/pol_1002\/claim\/[^/?]+\?claim=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gadget theft' })).toBeVisible();
  const url = new URL(page.url());
  url.searchParams.set('step', 'claim-documents');
  await page.goto(`${url.pathname}${url.search}`);
  const checklist = page.getByRole('list', { name: 'Documents needed' });
  await expect(checklist).toContainText('Photos of the damage');
  await expect(checklist).toContainText('Photo of the device IMEI');
  await expect(checklist).not.toContainText('Foto kerusakan perangkat');
  await expect(page.getByRole('group', { name: 'Photo of the device IMEI', exact: true })).toBeVisible();
});

/** Endah Kusuma holds a policy of every endorsement route (endorsements.spec.ts changes her policies only). */
const ENDAH = '81200000010';

/** The header's language menu, as a reader switches: in place, without a reload. */
async function switchLanguage(page: Page, from: string, to: string) {
  await page.getByRole('banner').getByRole('button', { name: from, exact: true }).click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

/** The claim's steps as the stepper lists them. */
const stepper = (page: Page, label: string) =>
  page.getByRole('navigation', { name: label }).getByRole('listitem');

test('at 360 px an endorsement screen names its product in English once the reader switches, and keeps what was typed', async ({
  page,
}) => {
  // GoSure's gamer insurance is a product only the endorsement routes show.
  await signIn(page, ENDAH);
  await page.goto('/gosure/gamer-insurance/endorse/pol_7010');
  await expect(page.getByRole('heading', { name: 'GoSure Asuransi Gamer' })).toBeVisible();
  const heir = page.getByRole('textbox', { name: /^Ahli waris/ });
  await expect(heir).toHaveValue('Rudi Kusuma (Suami)');
  await heir.fill('Sari Kusuma (Ibu)');

  await switchLanguage(page, 'Bahasa', 'English');
  await expect(page.getByRole('heading', { name: 'GoSure Gamer Insurance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'GoSure Asuransi Gamer' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Beneficiary/ })).toHaveValue('Sari Kusuma (Ibu)');
});

test('at 360 px a claim form names its steps in English, and the policy its category, insured fields and relations', async ({
  page,
}) => {
  // Indonesian first: the broker's own wording, as it was.
  await login(page);
  await page.goto('/policydetail/pol_1004');
  const main = page.getByRole('main');
  await expect(main.getByText('Kesehatan', { exact: true })).toBeVisible();
  await expect(main.getByText('Tertanggung', { exact: true })).toBeVisible();
  const rina = main.getByRole('listitem').filter({ hasText: 'Rina Santoso' });
  await expect(rina).toContainText('Istri');
  // A family policy: the claim is for the policyholder.
  await page.goto('/policydetail/pol_1004/claim');
  await page.getByRole('radio', { name: 'Santunan ICU per Hari' }).check();
  await page.getByRole('radio', { name: /^Budi Santoso/ }).check();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Santunan ICU per Hari' })).toBeVisible();
  // The claim's status, named by the gateway in each language with the claim (record 0066).
  const status = page.locator('main [data-status-group]').first();
  await expect(status).toHaveText('Diajukan');
  const steps = stepper(page, 'Langkah pengisian klaim');
  await expect(steps.first()).toContainText('Informasi Klaim');
  await expect(steps.nth(1)).toContainText('Dokumen Pendukung');
  await expect(page.getByRole('heading', { level: 2, name: 'Informasi Klaim' })).toBeVisible();

  await switchLanguage(page, 'Bahasa', 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily ICU cash benefit' })).toBeVisible();
  await expect(status).toHaveText('Initiated');
  const englishSteps = stepper(page, 'Claim steps');
  await expect(englishSteps.first()).toContainText('Claim details');
  await expect(englishSteps.nth(1)).toContainText('Supporting documents');
  await expect(page.getByRole('heading', { level: 2, name: 'Claim details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Informasi Klaim' })).toHaveCount(0);

  await page.goto('/policydetail/pol_1004');
  await expect(main.getByText('Health', { exact: true })).toBeVisible();
  await expect(main.getByText('Kesehatan', { exact: true })).toHaveCount(0);
  // The insured item's fields and the family members' relations, as the broker gives them in Indonesian.
  await expect(main.getByText('Insured person', { exact: true })).toBeVisible();
  await expect(main.getByText('ID card number (KTP)', { exact: true })).toBeVisible();
  await expect(rina).toContainText('Wife');
  await expect(rina).not.toContainText('Istri');
  await expect(main.getByRole('listitem').filter({ hasText: 'Bima Santoso' })).toContainText('Child');
});

test('at 360 px in Vietnamese an endorsement screen and a claim form name their product and steps', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('portal.locale', 'vi'));
  await signIn(page, ENDAH);
  await page.goto('/lazada-full-gadget-protection/endorse/pol_7002');
  await expect(page.getByRole('heading', { name: 'Bảo hiểm toàn diện thiết bị Lazada' })).toBeVisible();

  await page.goto('/policydetail/pol_7002/claim');
  await page.getByRole('radio', { name: 'Hư hỏng thiết bị' }).check();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page).toHaveURL(/\/policydetail\/pol_7002\/claim\/[^/?]+\?claim=/);
  const steps = stepper(page, 'Các bước yêu cầu bồi thường');
  await expect(steps.first()).toContainText('Thông tin yêu cầu bồi thường');
  await expect(steps.nth(1)).toContainText('Giấy tờ kèm theo');
});

test('at 360 px an Indonesian reader downloads none of the tables of broker names', async ({ page }) => {
  // The scripts the pages load, read as they arrive: the code and the Indonesian message packs.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  await login(page);
  await expect(page.getByRole('main').getByText('Proteksi Layar Retak Tokopedia').first()).toBeVisible();
  await page.goto('/policydetail/pol_1002');
  await expect(page.getByText('Proteksi Gadget Menyeluruh Shopee').first()).toBeVisible();
  await page.goto('/policydetail/pol_1002/claim');
  await expect(page.getByRole('radio', { name: 'Pencurian Gadget' })).toBeVisible();
  const downloaded = (await Promise.all(scripts)).join('\n');
  expect(downloaded).toContain('Pilih manfaat');
  // Neither our wording's keys (`broker_benefit_…`, a product's code as a key) nor any of its texts.
  const found = (pattern: RegExp) => [...new Set(downloaded.match(pattern) ?? [])];
  expect(found(/broker_(product|package|benefit|document)_\w+/g)).toEqual([]);
  expect(found(/tokopedia_crack_screen|Gadget theft/g)).toEqual([]);
});
