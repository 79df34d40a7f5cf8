import type { PickedFile } from './files.ts';
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
