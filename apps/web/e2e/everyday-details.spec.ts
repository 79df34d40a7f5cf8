import {
  chooseListsAndAgree,
  drawSketch,
  GADGET_BENEFIT,
  GADGET_POLICY,
  openNewClaim,
  typeIncidentTexts,
} from './claim-support.ts';
import {
  DEMO,
  agencyLogin,
  enterCode,
  expect,
  expectLoginDocument,
  expectNoAxeViolations,
  isMobile,
  login,
  openHandedOver,
  requestOtp,
  resetMock,
  signIn,
  test,
  type Locator,
  type Page,
} from './support.ts';

/**
 * What a policyholder or an agency user meets on the way: amounts typed as they are read, labels that stay on
 * one line, the brand on a link opened without login, paging only where there are pages, a refusal that
 * says why, a back link that goes back, and menus that leave the page readable to assistive technology.
 */

test.beforeEach(async () => {
  await resetMock();
});

/** The lines a piece of text is drawn on. */
async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

async function caretOf(field: Locator): Promise<number | null> {
  return field.evaluate((element) => (element as HTMLInputElement).selectionStart);
}

/** The value a saved form sent for one attribute, as the gateway received it. */
function sentValue(body: unknown, name: string): unknown {
  if (body === null || typeof body !== 'object') return undefined;
  if (!Array.isArray(body) && name in body) return (body as Record<string, unknown>)[name];
  for (const value of Object.values(body)) {
    const found = sentValue(value, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

test('an amount is grouped in thousands as it is typed, the caret stays by its digit, and a number is saved', async ({
  page,
}) => {
  await login(page);
  await openNewClaim(page, GADGET_POLICY, GADGET_BENEFIT);
  await typeIncidentTexts(page);
  const amount = page.getByLabel('Jumlah yang diklaim (Rp)');
  await amount.fill('');
  await amount.click();
  /** Presses `keys` in turn, then reads the field and where its caret stands. */
  const press = async (...keys: string[]) => {
    for (const key of keys) await page.keyboard.press(key);
    return { value: await amount.inputValue(), caret: await caretOf(amount) };
  };
  await page.keyboard.type('1500000');
  await expect(amount).toHaveValue('1.500.000');
  expect(await caretOf(amount)).toBe(9);
  // Back four places ("1.500|.000"): Backspace takes the 0 before the caret, and a 9 goes where it was.
  expect(await press('ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Backspace')).toEqual({
    value: '150.000',
    caret: 3,
  });
  expect(await press('9')).toEqual({ value: '1.509.000', caret: 5 });
  // Backspace right after a thousands mark ("1.|509.000") takes the digit before it, not only the mark.
  expect(await press('ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Backspace')).toEqual({
    value: '509.000',
    caret: 0,
  });

  await chooseListsAndAgree(page);
  await drawSketch(page);
  const saved = page.waitForRequest((request) => request.url().includes('claims.saveForm'));
  await page.getByRole('button', { name: 'Simpan dan lanjutkan' }).click();
  expect(sentValue((await saved).postDataJSON(), 'claimed_amount')).toBe(509_000);
  await expect(page).toHaveURL(/[?&]step=claim-documents/);
});

test('the claim list’s tabs keep their labels on one line at 360 px', async ({ page }) => {
  await login(page);
  await page.goto('/?source=claim');
  const tabs = page.getByRole('tablist', { name: /./ }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await expect(page.getByRole('tab', { name: 'Dalam proses' })).toBeVisible();
  for (const tab of await tabs.all()) expect(await lineCount(tab), await tab.innerText()).toBe(1);
  // In Indonesian the four fit the width: none is cut off at the edge.
  const row = await page
    .getByRole('tablist')
    .evaluate((list) => ({ content: list.scrollWidth, shown: list.clientWidth }));
  expect(row.content).toBeLessThanOrEqual(row.shown);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test('a tokenised endorsement link on a phone shows the brand and its title once', async ({ page }) => {
  await page.goto('/credit-insurance/moladin/endorse/pol_7021/etk-7021-once');
  await expect(page.getByRole('heading', { level: 1, name: 'Ubah data polis' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'PolisKu, ke beranda' })).toBeVisible();
  await expect(header.getByText('Ubah data polis')).toHaveCount(0);
  await expect(page.getByText('Ubah data polis', { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('an agency list of one page shows no paging; two pages do', async ({ page }) => {
  await agencyLogin(page);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('navigation', { name: 'Navigasi halaman' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Berikutnya' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Per halaman' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole('navigation', { name: 'Navigasi halaman' })).toContainText('Halaman 1 dari 2');
});

test('a policyholder on the agency login is refused in words, with the way to the regular login', async ({
  page,
}) => {
  await page.goto('/agency/login');
  await expect(page.getByRole('heading', { name: 'Masuk sebagai agen' })).toBeVisible();
  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Nomor ini bukan akun agensi. Pemegang polis masuk lewat halaman masuk biasa.',
  );
  await expectNoAxeViolations(page);
  // Not signed in: the list still asks for a login.
  await alert.getByRole('link', { name: 'Masuk sebagai pemegang polis' }).click();
  await expectLoginDocument(page);
  await openHandedOver(page, '/');
  await expectLoginDocument(page);
});

test('the endorsement form opened from a policy goes back to that policy', async ({ page }, testInfo) => {
  await signIn(page, '81200000010');
  await page.goto('/policydetail/pol_7017');
  await page.getByRole('link', { name: 'Ubah data polis' }).click();
  await expect(page.getByRole('heading', { name: 'Proteksi Kendaraan Lazada' })).toBeVisible();
  if (isMobile(testInfo.project.name)) {
    // Phones: the header's back button.
    await page.getByRole('banner').getByRole('button', { name: 'Kembali' }).click();
  } else {
    await page.getByRole('main').getByRole('link', { name: 'Kembali ke detail polis' }).click();
  }
  await expect(page).toHaveURL(/\/policydetail\/pol_7017$/);
});

async function expectMenuScansClean(page: Page) {
  await page.getByRole('button', { name: /Menu akun/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.getByRole('button', { name: 'Bahasa', exact: true }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectNoAxeViolations(page);
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'My policies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language', exact: true })).toBeFocused();
}

test('with the account menu or the language list open, the page passes axe', async ({ page }) => {
  await login(page);
  await expectMenuScansClean(page);
});

test('a draft restored after a reload names the confidential field to type again', async ({ page }) => {
  await login(page);
  await openNewClaim(page, GADGET_POLICY, GADGET_BENEFIT);
  await typeIncidentTexts(page);
  await page.reload();
  const notice = page.getByText('Isian yang belum tersimpan telah dipulihkan.').locator('..');
  await expect(notice).toContainText(
    'Demi keamanan, isian rahasia tidak disimpan di perangkat ini. Ketik lagi: Nomor referensi (laporan polisi, tiket atau rekam medis).',
  );
  await expect(page.getByLabel(/Nomor referensi/)).toHaveValue('');
});

test('a rejected claim’s card in the list says why it was rejected', async ({ page }) => {
  await login(page);
  await page.goto('/?source=claim');
  await page.getByRole('tab', { name: 'Selesai' }).click();
  const card = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText('CLM-2025-001108') });
  await expect(card).toContainText('Ditolak');
  await expect(card).toContainText(
    'Alasan dari asuransi: Laporan kehilangan bagasi dari maskapai (Property Irregularity Report) tidak dilampirkan.',
  );
  await expectNoAxeViolations(page);
});
