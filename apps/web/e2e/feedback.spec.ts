import {
  expectNoAxeViolations,
  injectFault,
  resetMock,
  expect,
  test,
  type Page,
  mockFetch,
} from './support.ts';

/** Seeded forms of closed claims (apps/mock-upstream store/feedback-store.ts). */
const FORM = 'fb_1106';
const GIVE_PATH = '/api/v1/claim/give_feedback/';

test.beforeEach(async () => {
  await resetMock();
});

async function sentCount(): Promise<number> {
  const response = await mockFetch(`/__admin/journal?path=${encodeURIComponent(GIVE_PATH)}&limit=100`);
  return ((await response.json()) as { count: number }).count;
}

async function expectForm(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Penilaian klaim' })).toBeVisible();
  await expect(page.getByText('Bagaimana pengalaman klaim Anda?')).toBeVisible();
}

/** A used link says so as it opens: no form to fill in for nothing. */
async function expectUsedAtOnce(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Formulir penilaian tidak tersedia' }),
  ).toBeVisible();
  await expect(page.getByText('Penilaian untuk tautan ini sudah dikirim.')).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kirim penilaian' })).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** Sending on a link that was answered already: the form gives way to the reason. */
async function expectSendRefusedAsUsed(page: Page) {
  await page.getByRole('button', { name: 'Kirim penilaian' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Formulir penilaian tidak tersedia' }),
  ).toBeVisible();
  await expect(page.getByText('Penilaian untuk tautan ini sudah dikirim.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim penilaian' })).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test('feedback from a link: the rating is chosen, the answers go once, then thanks', async ({ page }) => {
  await page.goto(`/feedback/${FORM}/4`);
  await expectForm(page);
  // The page names the claim being rated.
  await expect(
    page.getByText(/^Klaim yang dinilai: Kerusakan Gadget · .+ \(CLM-2026-001106\)$/),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 dari 5' })).toBeChecked();
  await expect(page.getByRole('group', { name: 'Apa yang paling Anda sukai?' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A lower rating asks what went wrong instead.
  await page.getByRole('radio', { name: '2 dari 5' }).check();
  const wrong = page.getByRole('group', { name: 'Apa yang perlu kami perbaiki?' });
  await expect(wrong).toBeVisible();
  await wrong.getByRole('radio', { name: 'Informasi kurang jelas' }).check();
  await page.getByLabel('Ada saran untuk kami?').fill('Kabari status klaim lewat WhatsApp.');
  // The broker's own question is where to write: no second free box beside it.
  await expect(page.getByLabel('Komentar (opsional)')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A failed send keeps everything typed.
  await injectFault({ method: 'POST', path: GIVE_PATH, status: 500, times: 1 });
  await page.getByRole('button', { name: 'Kirim penilaian' }).click();
  await expect(page.getByRole('alert')).toContainText('Ada yang salah');
  await expect(page.getByRole('radio', { name: '2 dari 5' })).toBeChecked();
  await expect(wrong.getByRole('radio', { name: 'Informasi kurang jelas' })).toBeChecked();
  await expect(page.getByLabel('Ada saran untuk kami?')).toHaveValue('Kabari status klaim lewat WhatsApp.');
  await expectNoAxeViolations(page);

  // A double click is one send.
  await page.getByRole('button', { name: 'Kirim penilaian' }).dblclick();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Terima kasih atas penilaian Anda' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim penilaian' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const journal = await mockFetch(`/__admin/journal?path=${encodeURIComponent(GIVE_PATH)}&limit=100`);
  // Newest first: the send that went through, after the failed one.
  const { entries } = (await journal.json()) as { entries: { body: unknown }[] };
  expect(entries[0]?.body).toMatchObject({
    feedback_form_id: FORM,
    rating: 2,
    answers: [
      { question_id: 'what_went_wrong', answer: 'Informasi kurang jelas' },
      { question_id: 'suggestion', answer: 'Kabari status klaim lewat WhatsApp.' },
    ],
  });
  // The failed attempt and one send; the double click did not send twice.
  expect(await sentCount()).toBe(2);

  // Opening the link again: it has been answered, and says so at once.
  await page.goto(`/feedback/${FORM}/5`);
  await expectUsedAtOnce(page);
});

test('a bad rating in the link chooses none; sending asks for one', async ({ page }) => {
  await page.goto(`/feedback/${FORM}/9`);
  await expectForm(page);
  for (const rating of [1, 2, 3, 4, 5]) {
    await expect(page.getByRole('radio', { name: `${rating} dari 5` })).not.toBeChecked();
  }
  await page.getByRole('button', { name: 'Kirim penilaian' }).click();
  await expect(page.getByText('Pilih penilaian dari 1 sampai 5')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await sentCount()).toBe(0);
});

test('an unknown link says so', async ({ page }) => {
  await page.goto('/feedback/fb_0000/5');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Formulir penilaian tidak tersedia' }),
  ).toBeVisible();
  await expect(page.getByText('Tautan penilaian ini tidak dikenal.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim penilaian' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

async function answerElsewhere(formId: string) {
  const given = await mockFetch(`${GIVE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ feedback_form_id: formId, rating: 5, answers: [] }),
  });
  expect(given.ok).toBe(true);
}

test('an already used link says so as it opens', async ({ page }) => {
  await answerElsewhere('fb_2105');
  await page.goto('/feedback/fb_2105/5');
  await expectUsedAtOnce(page);
});

test('a link answered elsewhere while its form is open says so when sent', async ({ page }) => {
  await page.goto('/feedback/fb_2105/5');
  await expectForm(page);
  await answerElsewhere('fb_2105');
  await expectSendRefusedAsUsed(page);
});
