import { pickDocument, saveAndExpectStep } from './claim-support.ts';
import { pngPhoto } from './files.ts';
import { expect, login, mockFetch, test, type Page } from './support.ts';

/**
 * The claim list never shows a claim as it was before the user's own last action (decision record 0040): a
 * claim sent back for documents and sent again is not offered for completion again, not even while the list's
 * fresh answer is on its way.
 */

const CLAIM_ID = 'clm_1105';
const CLAIM_NO = 'CLM-2026-001105';

function claimCard(page: Page) {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: CLAIM_NO });
}

/**
 * Records in the page whether the list ever showed the claim's card as sent back: its old status or its
 * 'Lengkapi' link, for as long as one DOM state lasted.
 */
async function watchForSentBackCard(page: Page, oldStatus: string) {
  await page.evaluate(
    ({ claimNo, status }) => {
      const seen = window as unknown as { sentBackCardShown?: string };
      const check = () => {
        if (window.location.pathname !== '/') return;
        for (const card of document.querySelectorAll('main li')) {
          if (!card.textContent?.includes(claimNo)) continue;
          const shownStatus = card.querySelector('[data-status-group]')?.textContent?.trim();
          const complete = [...card.querySelectorAll('a')].some((link) =>
            link.textContent?.trim().startsWith('Lengkapi'),
          );
          if (shownStatus === status || complete) seen.sentBackCardShown = card.textContent ?? '';
        }
      };
      new MutationObserver(check).observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    },
    { claimNo: CLAIM_NO, status: oldStatus },
  );
}

const sentBackCardShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { sentBackCardShown?: string }).sentBackCardShown ?? null);

test('a claim sent back and sent again shows its new status on the list at once, never the old one', async ({
  page,
}) => {
  const sentBack = await mockFetch(`/__admin/claims/${CLAIM_ID}/transition`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      status_code: 'document_reprocess',
      reprocess_comment: 'Kuitansi rumah sakit tidak terbaca.',
      invalid_documents: ['hospital_receipts'],
    }),
  });
  expect(sentBack.ok).toBe(true);
  await login(page);

  // The list as the user sees it first: sent back, with 'Lengkapi'. It stays in the page's memory.
  await page.goto('/?source=claim');
  const card = claimCard(page);
  const status = card.locator('[data-status-group]');
  await expect(status).toHaveText('Unggah ulang');
  const oldStatus = (await status.textContent())?.trim() ?? '';
  await card.getByRole('link', { name: /^Lengkapi/ }).click();
  await expect(page).toHaveURL(new RegExp(`claim=${CLAIM_ID}`));

  // The new receipt, the payout given before, the summary's automatic submit, the finish page.
  await pickDocument(page, 'Kuitansi rumah sakit', pngPhoto('kuitansi-baru.png', 7));
  await expect(
    page.getByRole('group', { name: 'Kuitansi rumah sakit' }).getByText('kuitansi-baru.png', { exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  await saveAndExpectStep(page, 'payout');
  await page.getByRole('button', { name: 'Lanjut dengan pilihan tersimpan' }).click();
  await expect(page).toHaveURL(new RegExp(`/summary/finish\\?claim=${CLAIM_ID}`), { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { name: 'Terima kasih, klaim Anda sudah kami terima' }),
  ).toBeVisible();

  // Back to the list, with its answer held back: whatever shows meanwhile, the sent-back card never does.
  let releaseList: () => void = () => {};
  const listHeld = new Promise<void>((resolve) => {
    releaseList = resolve;
  });
  let listAsked = false;
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.slice(6).split(',').includes('claims.list'),
    async (route) => {
      listAsked = true;
      await listHeld;
      await route.continue();
    },
  );
  await watchForSentBackCard(page, oldStatus);
  // At 360 px the header's back arrow is a button; the finish page's own link is in the main region at both.
  await page.getByRole('main').getByRole('link', { name: 'Kembali ke list klaim' }).last().click();
  await expect.poll(() => listAsked).toBe(true);
  // A while with the answer on its way: the old card is not on screen.
  await page.waitForTimeout(1500);
  await expect(claimCard(page).getByRole('link', { name: /^Lengkapi/ })).toHaveCount(0);
  expect(await sentBackCardShown(page)).toBeNull();

  releaseList();
  await expect(page).toHaveURL(/\/\?source=claim$/);
  await expect(claimCard(page).locator('[data-status-group]')).toBeVisible();
  await expect(claimCard(page).locator('[data-status-group]')).not.toHaveText(oldStatus);
  await expect(claimCard(page).getByRole('link', { name: /^Lengkapi/ })).toHaveCount(0);
  expect(await sentBackCardShown(page)).toBeNull();
});
