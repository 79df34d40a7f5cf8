import { upstreamSession } from './claim-support.ts';
import { expect, login, mockFetch, test } from './support.ts';

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
