import {
  expectNoAxeViolations,
  injectFault,
  signIn,
  resetMock,
  expect,
  test,
  type Page,
  mockFetch,
} from './support.ts';

test.beforeEach(async () => {
  await resetMock();
});

/** QA's controls on the mock: a customer-service reply on a claim's chat, a claim moved to another status. */
async function qa(path: string, body: unknown) {
  const response = await mockFetch(`/__admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
}

const csReply = (claimId: string, message: string) =>
  qa(`/comments/${claimId}/reply`, { message, author: 'Rani (Customer Service)' });

/**
 * Marks the loaded document and counts navigations from now on: a reply that arrives 'live' must find the
 * same document, with no navigation of any kind in between.
 */
async function watchForReloads(page: Page) {
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.evaluate(() => {
    (window as unknown as { chatTestMarker: string }).chatTestMarker = 'same document';
  });
  return async () => {
    expect(navigations).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { chatTestMarker?: string }).chatTestMarker)).toBe(
      'same document',
    );
  };
}

const chatOf = (page: Page) => page.getByRole('region', { name: 'Chat dengan layanan pelanggan' });

test('sends a message and sees a customer-service reply and a status change arrive live, without a reload', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/claimdetail/clm_1103');
  const chat = chatOf(page);
  const thread = chat.getByRole('log', { name: 'Percakapan klaim' });
  await expect(thread).toContainText('Belum ada pesan');
  await expect(chat.getByRole('region', { name: 'Tiket selesai' })).toContainText('Belum ada tiket');
  await expectNoAxeViolations(page);
  const expectSameDocument = await watchForReloads(page);

  const box = chat.getByLabel('Pesan Anda');
  await box.fill('Apakah dokumen saya sudah lengkap?');
  await chat.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(
    thread.getByRole('listitem').filter({ hasText: 'Apakah dokumen saya sudah lengkap?' }),
  ).toContainText('Anda');
  await expect(box).toHaveValue('');

  await csReply('clm_1103', 'Sudah lengkap, Pak. Klaim Anda sedang kami verifikasi.');
  const reply = thread.getByRole('listitem').filter({ hasText: 'Klaim Anda sedang kami verifikasi.' });
  await expect(reply).toBeVisible({ timeout: 10_000 });
  await expect(reply).toContainText('Rani (Customer Service) · Layanan pelanggan');

  // The claim is paid while the page is open: its status follows.
  await qa('/claims/clm_1103/transition', { status_code: 'claim_payment_paid' });
  await expect(page.getByRole('main').locator('[data-status-group="settled"]').first()).toHaveText(
    'Dibayar',
    {
      timeout: 10_000,
    },
  );
  await expect(chat.getByText('Status klaim ini baru saja diperbarui.')).toBeVisible();

  await expectSameDocument();
  await expectNoAxeViolations(page);
});

test('a failed send says so and keeps the text; sending again works', async ({ page }) => {
  await signIn(page);
  await page.goto('/claimdetail/clm_1103');
  const chat = chatOf(page);
  await expect(chat.getByRole('log')).toContainText('Belum ada pesan');

  // An empty message is not sent.
  await chat.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(chat.getByRole('alert')).toHaveText('Tulis pesan terlebih dahulu.');

  await injectFault({ method: 'POST', path: '/api/v1/tanya/add-comments/', status: 500, times: 1 });
  const box = chat.getByLabel('Pesan Anda');
  const text = 'Mohon info estimasi pembayaran klaim saya.';
  await box.fill(text);
  await chat.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(chat.getByRole('alert')).toHaveText('Tidak dapat mengirim pesan saat ini');
  await expect(box).toHaveValue(text);
  await expect(box).toHaveAccessibleDescription(/Tidak dapat mengirim pesan saat ini/);
  await expectNoAxeViolations(page);

  // The text not sent is kept in the tab: a reload (or a lost session's login and return) brings it back.
  await page.reload();
  await expect(box).toHaveValue(text);

  await chat.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(chat.getByRole('log').getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(chat.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(chat.getByRole('log').getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(box).toHaveValue('');
});

test('a long conversation opens at its newest message, which stays in view as replies arrive', async ({
  page,
}) => {
  for (let reply = 1; reply <= 12; reply += 1) {
    await csReply('clm_1103', `Balasan nomor ${reply}: kami sedang memeriksa dokumen klaim Anda.`);
  }
  await signIn(page);
  await page.goto('/claimdetail/clm_1103');
  const thread = chatOf(page).getByRole('log', { name: 'Percakapan klaim' });
  const message = (reply: number) =>
    thread.getByRole('listitem').filter({ hasText: `Balasan nomor ${reply}:` });
  await expect(message(12)).toBeAttached();
  await thread.scrollIntoViewIfNeeded();
  // The thread scrolls within its box: the newest message shows at its foot, the oldest is scrolled away.
  await expect(message(12)).toBeInViewport({ ratio: 1 });
  await expect(message(1)).not.toBeInViewport();

  await csReply('clm_1103', 'Balasan nomor 13: dokumen Anda lengkap.');
  await expect(message(13)).toBeInViewport({ ratio: 1, timeout: 10_000 });
  await expect(message(12)).toBeAttached();
});

test('an unread reply shows a badge on the claim in the list, gone once the chat was read', async ({
  page,
}) => {
  // Customer service answered on a claim in repair before the user came back.
  await csReply('clm_1104', 'Perangkat Anda sudah selesai diperbaiki dan siap diambil.');
  await signIn(page);
  await page.goto('/?source=claim');
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'CLM-2026-001104' });
  await expect(card.getByText('1 balasan baru')).toBeVisible();
  // A claim without customer-service messages has no badge.
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'CLM-2026-001103' })
      .getByText(/balasan baru/),
  ).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A phone's screen: the chat starts below the claim's facts and documents.
  await page.setViewportSize({ width: 360, height: 640 });
  const marks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('chat.markRead')) marks.push(request.url());
  });
  // The chat's solved tickets are asked once the chat is drawn, after its thread.
  const solvedAnswered = page.waitForResponse((response) => response.url().includes('chat.solvedTickets'));
  await card.getByRole('link', { name: /Selengkapnya/ }).click();
  await expect(page).toHaveURL(/\/claimdetail\/clm_1104$/);
  const chat = chatOf(page);
  await expect(chat.getByRole('log')).toContainText('siap diambil');
  await solvedAnswered;
  // The thread is in the page but not yet on screen: it is not read.
  await expect(chat.getByRole('log')).not.toBeInViewport();
  expect(marks).toEqual([]);

  const marked = page.waitForRequest((request) => request.url().includes('chat.markRead'));
  await chat.getByRole('log').scrollIntoViewIfNeeded();
  await marked;

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  await expect(card).toBeVisible();
  await expect(card.getByText(/balasan baru/)).toHaveCount(0);
});

test('solved tickets are listed and open to read', async ({ page }) => {
  await signIn(page);
  await page.goto('/claimdetail/clm_1106');
  const solved = chatOf(page).getByRole('region', { name: 'Tiket selesai' });
  const ticket = solved.getByText('Kapan dana klaim ditransfer?').first();
  await expect(ticket).toBeVisible();
  const answer = solved.getByText('Dana klaim sudah kami transfer ke rekening BCA Anda hari ini.');
  await expect(answer).toBeHidden();
  await ticket.click();
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a solved ticket whose subject is one long word wraps at 360 px: the page never scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page);
  await page.goto('/claimdetail/clm_1101');
  const chat = chatOf(page);
  // 80 characters without a space: the whole subject of the ticket it becomes (the mock cuts subjects at 80).
  const longWord = 'Layarponselretak'.repeat(5);
  await chat.getByLabel('Pesan Anda').fill(longWord);
  await chat.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(chat.getByRole('log').getByRole('listitem').filter({ hasText: longWord })).toBeVisible();
  await qa('/comments/clm_1101/solve', {});

  await page.reload();
  const solved = chatOf(page).getByRole('region', { name: 'Tiket selesai' });
  const subject = solved.locator('summary').getByText(longWord, { exact: true });
  await expect(subject).toBeVisible();
  // The layout width, not window.innerWidth: a phone zooms out to show an overflowing page whole, and its
  // innerWidth then grows with the page.
  const fitsTheScreen = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await fitsTheScreen()).toBe(true);
  // Opened, its messages wrap too.
  await subject.click();
  await expect(solved.locator('details[open] p').filter({ hasText: longWord })).toBeVisible();
  expect(await fitsTheScreen()).toBe(true);
});
