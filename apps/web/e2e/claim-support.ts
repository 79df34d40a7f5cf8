import { pngPhoto, type PickedFile } from './files.ts';
import { expect, type Locator, type Page, mockFetch } from './support.ts';

/** QA controls of the mock for the claim completion (apps/mock-upstream/README.md). */
export type OcrScenario =
  'success' | 'mismatch' | 'not_required' | 'document_invalid' | 'unsuccessful' | 'never_finishes';

export async function setOcrScenario(scenario: OcrScenario, polls?: number) {
  const response = await mockFetch(`/__admin/scenarios/ocr`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(polls === undefined ? { scenario } : { scenario, polls }),
  });
  expect(response.ok).toBe(true);
}

export async function setBankScenario(scenario: 'success' | 'holder_name_mismatch' | 'account_not_found') {
  const response = await mockFetch(`/__admin/scenarios/bank-verification`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario }),
  });
  expect(response.ok).toBe(true);
}

/** How many calls the mock received on a path (its request journal). */
export async function journalCount(path: string): Promise<number> {
  const response = await mockFetch(`/__admin/journal?path=${encodeURIComponent(path)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

/**
 * From the policy's benefit selection to a new claim's first completion step (spec §2): picks the benefit,
 * opens the claim and lands on /policydetail/{id}/claim/{benefit_id}?claim=…
 */
export async function openNewClaim(page: Page, policyId: string, benefitName: string) {
  await page.goto(`/policydetail/${policyId}/claim`);
  await page.getByRole('radio', { name: benefitName }).check();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(page).toHaveURL(new RegExp(`/policydetail/${policyId}/claim/[^/?]+\\?claim=`));
  await expect(page.getByRole('heading', { level: 1, name: benefitName })).toBeVisible();
}

/**
 * Picks a file for one document the way a user does: its 'Pilih file' / 'Tambah file' / 'Ganti' button, the
 * photo guideline first when it shows (before the first photo of the session), then the file chooser.
 */
export async function pickDocument(page: Page, documentLabel: string, file: PickedFile | string) {
  const group = page.getByRole('group', { name: documentLabel });
  // The uploader's own code is there (its file input is in the page), so the click reaches the real button and
  // not the stand-in drawn while the code loads, which opens no chooser.
  await expect(group.getByRole('button', { name: /^Pilih file untuk/ })).toBeAttached();
  await chooseFile(
    page,
    () =>
      group
        .getByRole('button', { name: /^(Pilih file|Tambah file|Ganti)$/ })
        .last()
        .click(),
    (tips) => tips.getByRole('button', { name: 'Mengerti, lanjutkan' }).click(),
    file,
  );
}

/**
 * Opens the file chooser with `open` (a click, a key) and gives it the file. The photo guideline may come first
 * (before the first photo of the session): whichever of the two shows first is awaited — a check for the dialog
 * right after the click can run before it renders, and then waits for a chooser that only its button opens.
 */
export async function chooseFile(
  page: Page,
  open: () => Promise<void>,
  dismissGuideline: (tips: Locator) => Promise<void>,
  /** The file in memory, or the path of one on disk (a large one: see oversizedPhoto). */
  file: PickedFile | string,
) {
  const chooser = page.waitForEvent('filechooser');
  const tips = page.getByRole('dialog', { name: 'Tips foto dokumen' });
  await open();
  const first = await Promise.race([
    chooser.then(() => 'chooser' as const),
    // Left waiting when the chooser wins; it ends with the page.
    tips.waitFor({ state: 'visible', timeout: 0 }).then(
      () => 'guideline' as const,
      () => 'chooser' as const,
    ),
  ]);
  if (first === 'guideline') await dismissGuideline(tips);
  await (await chooser).setFiles(file);
}

/**
 * A new claim opened straight on one completion step (`?step=claim-documents`, `?step=payout`): the URL's step
 * parameter opens a step directly, so a test of documents or payout does not fill the incident form first.
 */
export async function openNewClaimAtStep(page: Page, policyId: string, benefitName: string, step: string) {
  await openNewClaim(page, policyId, benefitName);
  const url = new URL(page.url());
  url.searchParams.set('step', step);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}`));
}

/** A broker session for QA set-up the portal has no screen for (e.g. moving the preferred bank account). */
export async function upstreamSession(internationalPhone: string, code = '123456'): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const response = await mockFetch(`${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const sent = await post('/api/v1/user/send_otp/', {
    phone: internationalPhone,
    medium: 'sms',
    language_code: 'id',
  });
  const session = await post('/api/v1/auth/verify-otp-and-get-session/', {
    phone: internationalPhone,
    operation_id: sent.operation_id,
    otp: code,
  });
  return String(session.token);
}

/** Picks an option of a labelled list (the bank, a cascade level). */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toContainText(option);
}

export const BNI = 'Bank Negara Indonesia (BNI)';

/** Fills the new-account form of the payout step with BNI, and asks the bank to verify it. */
export async function verifyNewAccount(page: Page, account: { holder: string; number: string }) {
  await page.getByRole('radio', { name: 'Tambah rekening baru' }).check();
  await page.getByLabel('Nama pemilik rekening').fill(account.holder);
  await page.getByLabel('Nomor rekening').fill(account.number);
  await choose(page, 'Bank', BNI);
  await page.getByRole('button', { name: 'Verifikasi dan gunakan' }).click();
}

/** Budi's gadget policy whose 'Pencurian Gadget' benefit pays by bank transfer (mock seed). */
export const GADGET_POLICY = 'pol_1002';
export const GADGET_BENEFIT = 'Pencurian Gadget';

/** The typed values of the incident form, as a user sees them back in the controls. */
export const TYPED = {
  date: '05/11/2026',
  story: 'Ponsel jatuh dari meja dan layarnya pecah.',
  // Typed with the dots an Indonesian user writes; read back from the broker the same way.
  amount: '1.500.000',
  reference: 'LP/123/XI/2026',
};

/** The incident form's text-like fields, typed the way a user does. */
export async function typeIncidentTexts(page: Page) {
  await page.getByLabel('Tanggal kejadian').fill(TYPED.date);
  await page.getByRole('radio', { name: 'Terjatuh' }).check();
  await page.getByLabel('Kronologi kejadian').fill(TYPED.story);
  await page.getByRole('radio', { name: 'Tidak', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Layar' }).check();
  await page.getByLabel('Jumlah yang diklaim (Rp)').fill(TYPED.amount);
  await page.getByLabel(/Nomor referensi/).fill(TYPED.reference);
}

/** The external list (brand) and the year, then the declaration: what remains for a valid incident form. */
export async function chooseListsAndAgree(page: Page) {
  await page.getByLabel('Merek perangkat').click();
  await page.getByRole('option', { name: 'Samsung' }).click();
  await page.getByLabel('Tahun pembelian perangkat').click();
  await page.getByRole('option', { name: '2025' }).click();
  await page.getByRole('checkbox', { name: /Saya menyatakan/ }).check();
}

/** Draws a stroke on the sketch pad with the mouse and keeps it. */
export async function drawSketch(page: Page) {
  const pad = page
    .getByRole('img', { name: /Area gambar/ })
    .or(page.locator('canvas'))
    .first();
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.move(box!.x + 30, box!.y + 30);
  await page.mouse.down();
  await page.mouse.move(box!.x + 150, box!.y + 90, { steps: 8 });
  await page.mouse.move(box!.x + 60, box!.y + 110, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Gunakan gambar ini' }).click();
  await expect(page.getByRole('img', { name: 'Gambar Tandai bagian yang rusak' })).toBeVisible({
    timeout: 15_000,
  });
}

export async function saveAndExpectStep(page: Page, step: 'claim-documents' | 'payout') {
  await page.getByRole('button', { name: 'Simpan dan lanjutkan' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}`));
}

/** The documents of the gadget benefit: two damage photos and an IMEI photo that passes OCR. */
export async function uploadGadgetDocuments(page: Page) {
  await pickDocument(page, 'Foto kerusakan perangkat', pngPhoto('kerusakan-1.png', 1));
  const damage = page.getByRole('group', { name: 'Foto kerusakan perangkat' });
  await expect(damage.getByText('kerusakan-1.png', { exact: true })).toBeVisible({ timeout: 15_000 });
  await pickDocument(page, 'Foto kerusakan perangkat', pngPhoto('kerusakan-2.png', 2));
  await expect(damage.getByText('kerusakan-2.png', { exact: true })).toBeVisible({ timeout: 15_000 });
  await pickDocument(page, 'Foto IMEI perangkat', pngPhoto('imei.png', 3));
  const imei = page.getByRole('group', { name: 'Foto IMEI perangkat' });
  await expect(imei.getByText('Memverifikasi gambar…')).toBeVisible();
  await expect(imei.getByText('imei.png', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(imei.getByText('Memverifikasi gambar…')).toHaveCount(0);
}
