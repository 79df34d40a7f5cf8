import {
  brokerUrl,
  DEMO,
  enterCode,
  expectLoginDocument,
  expectNoAxeViolations,
  injectFault,
  isMobile,
  login,
  logout,
  openHandedOver,
  requestOtp,
  resetMock,
  signIn,
  expect,
  test,
} from './support.ts';

test.beforeEach(async () => {
  await resetMock();
});

test('every policy tab lists its policies, and a family policy shows coverage, benefits and members', async ({
  page,
}) => {
  await login(page);
  const cards = page.getByRole('main').getByRole('listitem');

  for (const tab of ['Aktif', 'Kedaluwarsa', 'Semua']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(cards.first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // The keyboard: the arrow keys move along the tabs (wrapping at either end), Home and End jump, and the tab
  // that takes the focus is chosen; only the chosen tab is a tab stop, and Tab goes on into its panel.
  const tabs = page.getByRole('tablist', { name: 'Filter polis' });
  const walk: [string, string][] = [
    ['ArrowLeft', 'Kedaluwarsa'],
    ['ArrowRight', 'Semua'],
    ['ArrowRight', 'Aktif'],
    ['End', 'Kedaluwarsa'],
    ['Home', 'Semua'],
  ];
  await tabs.getByRole('tab', { name: 'Semua' }).focus();
  for (const [key, tab] of walk) {
    await page.keyboard.press(key);
    await expect(tabs.getByRole('tab', { name: tab })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
  }
  await expect(tabs.getByRole('tab', { name: 'Aktif' })).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Semua' }).getByRole('link').first()).toBeFocused();
  // A card carries both numbers; an unissued policy says so.
  const travel = cards.filter({ hasText: 'Asuransi Perjalanan Domestik' });
  await expect(travel.getByText('APP-2026-001005')).toBeVisible();
  await expect(travel.getByText('Belum terbit')).toBeVisible();

  await page.getByRole('link', { name: 'Santunan Tunai Rawat Inap Lazada' }).click();
  await expect(page).toHaveURL(/\/policydetail\/pol_1004$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Santunan Tunai Rawat Inap Lazada' }),
  ).toBeVisible();
  await expect(page.getByText('15 Juli 2026 – 15 Juli 2027')).toBeVisible();
  // Rupiah with dots for thousands (spec §5).
  const coverage = page.getByRole('region', { name: 'Pertanggungan', exact: true });
  await expect(coverage.getByText('Rp 1.000.000').first()).toBeVisible();
  await expect(coverage.getByText('Rp 500.000')).toBeVisible();
  // Each benefit says what is left of it and the most one claim pays.
  await expect(coverage.getByRole('term').filter({ hasText: 'Sisa pertanggungan' }).first()).toBeVisible();
  await expect(
    coverage.getByRole('term').filter({ hasText: 'Maksimal pembayaran klaim' }).first(),
  ).toBeVisible();
  // The KTP number is confidential: its last 4 characters only, as the change form promises.
  const insured = page.getByRole('region', { name: 'Objek pertanggungan' });
  await expect(insured).toContainText('************0007');
  await expect(insured).not.toContainText('3174051203850007');
  const family = page.getByRole('region', { name: 'Anggota keluarga tertanggung' });
  await expect(family.getByRole('listitem')).toHaveCount(3);
  await expect(family).toContainText('Rina Santoso');
  await expectNoAxeViolations(page);
});

test('a policy that is not a family policy has no family section', async ({ page }) => {
  await signIn(page);
  await page.goto('/policydetail/pol_1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Proteksi Layar Retak Tokopedia' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pertanggungan', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Anggota keluarga tertanggung' })).toHaveCount(0);
});

test('the list keeps its page and tab when coming back from a detail', async ({ page }, testInfo) => {
  await login(page);
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(page.getByText(/Halaman 2 dari 2/)).toBeVisible();
  await page.getByRole('main').getByRole('listitem').first().getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/policydetail\//);
  // The focus goes with the user to the page opened: its heading, from where Tab goes on into the page.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  if (isMobile(testInfo.project.name)) {
    // Phones get a back button and the page's title in the header (spec §2).
    await expect(page.getByRole('banner').getByText('Detail polis')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Kembali' }).click();
  } else {
    await page.goBack();
  }
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Halaman 2 dari 2/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // Another tab of the same list keeps the focus on the tab.
  const expired = page.getByRole('tab', { name: 'Kedaluwarsa' });
  await expired.focus();
  await page.keyboard.press('Enter');
  await expect(expired).toHaveAttribute('aria-selected', 'true');
  await expect(expired).toBeFocused();
  // Once the expired policies are shown, Tab goes from the tab to the list's first link, with no invisible stop
  // on the panel between.
  const expiredFirst = page.getByRole('tabpanel', { name: 'Kedaluwarsa' }).getByRole('link').first();
  await expect(expiredFirst).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(expiredFirst).toBeFocused();

  // An old link to a page past the end says where the list ends, not that there are no policies, and leads there.
  await page.goto('/?page=99');
  await expect(page.getByRole('heading', { name: 'Halaman 99 tidak ada' })).toBeVisible();
  await expect(page.getByText('Belum ada polis')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ke halaman 2' }).click();
  await expect(page.getByText(/Halaman 2 dari 2/)).toBeVisible();
});

test('every claim tab with its count, the status colours and the actions of each card', async ({ page }) => {
  await signIn(page);
  await page.goto('/?source=claim');
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('listitem');

  // Initiated: gold, with the deadline and start date, asking for documents.
  const initiated = cards.filter({ hasText: 'CLM-2026-001101' });
  await expect(initiated.locator('[data-status-group="initiated"]')).toHaveClass(/amber/);
  await expect(initiated.getByText('Batas kirim dokumen')).toBeVisible();
  await expect(initiated.getByText('Tanggal pengajuan')).toBeVisible();
  await expect(initiated.getByRole('link', { name: /Kirim dokumen/ })).toBeVisible();
  // Its two actions share one row, at 360 px as well; a card with one action has it at the row's end.
  const more = await initiated.getByRole('link', { name: /Selengkapnya/ }).boundingBox();
  const send = await initiated.getByRole('link', { name: /Kirim dokumen/ }).boundingBox();
  expect(Math.abs(more!.y - send!.y)).toBeLessThan(2);
  const card = await initiated.boundingBox();
  const onlyMore = await cards
    .filter({ hasText: 'CLM-2026-001103' })
    .getByRole('link', { name: /Selengkapnya/ })
    .boundingBox();
  expect(Math.abs(send!.x + send!.width - (onlyMore!.x + onlyMore!.width))).toBeLessThan(2);
  expect(card!.x + card!.width - (send!.x + send!.width)).toBeLessThan(30);
  // Settled: green, with the completion date and 'more'.
  const settled = cards.filter({ hasText: 'CLM-2026-001106' });
  await expect(settled.locator('[data-status-group="settled"]')).toHaveClass(/emerald/);
  await expect(settled.getByText('Tanggal selesai')).toBeVisible();
  await expect(cards.filter({ hasText: 'CLM-2026-001105' }).locator('[data-status-group]')).toHaveClass(
    /violet/,
  );
  await expect(cards.filter({ hasText: 'CLM-2025-001108' }).locator('[data-status-group]')).toHaveClass(
    /red/,
  );

  for (const [tab, expected] of [
    ['Diajukan', 2],
    ['Dalam proses', 3],
    ['Selesai', 4],
    ['Semua', 9],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(cards).toHaveCount(expected);
    await expectNoAxeViolations(page);
  }
});

test('a settled claim opens from its card: status, documents through the gateway, history, process and chat', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/?source=claim&tab=settled');
  const settled = page.getByRole('main').getByRole('listitem').filter({ hasText: 'CLM-2026-001106' });
  await settled.getByRole('link', { name: /Selengkapnya/ }).click();
  await expect(page).toHaveURL(/\/claimdetail\/clm_1106$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kerusakan Gadget' })).toBeVisible();
  await expect(page.locator('main [data-status-group="settled"]')).toHaveText('Dibayar');

  const documents = page.getByRole('region', { name: 'Dokumen yang dikirim' });
  const imei = documents.getByRole('link', { name: /Foto IMEI perangkat/ });
  // Files open through the gateway; the broker's storage address never reaches the page.
  await expect(imei).toHaveAttribute('href', /^\/files\/[\w-]+$/);
  await expect(imei).toHaveAttribute('target', '_blank');
  await expect(documents.getByRole('link')).toHaveCount(3);
  // A document the claim held before this visit opens too: the picture, not an error.
  const opened = await page.request.get((await imei.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('image/png');

  const history = page.getByRole('region', { name: 'Riwayat status' });
  await expect(history.getByRole('listitem').first()).toContainText('Diajukan');
  await expect(history.locator('[aria-current="step"]')).toContainText('Dibayar');
  const process = page.getByRole('region', { name: 'Proses klaim' });
  await expect(process).toContainText('paling lama 3 hari kerja');
  // This gadget was paid by a repair at a service centre (its payment form): no transfer is promised.
  await expect(process).toContainText('Klaim ini dibayar dengan perbaikan');
  await expect(process).not.toContainText('1×24 jam');
  await expect(page.getByRole('region', { name: 'Chat dengan layanan pelanggan' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a rejected claim says why and what the user can do, and promises no payout', async ({ page }) => {
  await signIn(page);
  await page.goto('/?source=claim&tab=settled');
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'CLM-2025-001108' })
    .getByRole('link', { name: /Selengkapnya/ })
    .click();
  await expect(page).toHaveURL(/\/claimdetail\/clm_1108$/);
  const notice = page.getByRole('status').filter({ hasText: 'Klaim ini ditolak' });
  await expect(notice).toContainText(
    'Alasan dari asuransi: Laporan kehilangan bagasi dari maskapai (Property Irregularity Report) tidak dilampirkan.',
  );
  await expect(notice).toContainText('Klaim ini tidak dibayarkan.');
  await expect(notice.getByRole('link', { name: /Hubungi CS lewat WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/6281119990000',
  );
  const process = page.getByRole('region', { name: 'Proses klaim' });
  await expect(process).toContainText('Klaim ditolak, jadi tidak ada dana yang ditransfer.');
  await expect(page.getByRole('main')).not.toContainText('1×24 jam');
  await expectNoAxeViolations(page);

  // The chat is the first way on: the link takes the user to it, and the next Tab into it.
  await notice.getByRole('link', { name: 'Tanya CS di chat klaim ini' }).click();
  const chat = page.getByRole('region', { name: 'Chat dengan layanan pelanggan' });
  await expect(chat).toBeInViewport();
  await expect(chat.getByRole('textbox')).toBeVisible();

  // Without the broker's reason, the page says none was given and who can explain.
  await page.goto('/claimdetail/clm_1109');
  const unexplained = page.getByRole('status').filter({ hasText: 'Klaim ini ditolak' });
  await expect(unexplained).toContainText('Alasan penolakan belum dicantumkan.');
  await expect(unexplained.getByRole('link', { name: 'Tanya CS di chat klaim ini' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Proses klaim' })).not.toContainText('1×24 jam');
});

test('a claim awaiting documents shows its deadline, and says when it has passed', async ({ page }) => {
  // The page's calendar, not the machine's: the seeded claim's deadline is 20 December 2026.
  await page.clock.setFixedTime(new Date('2026-11-24T10:00:00+07:00'));
  await signIn(page);
  await page.goto('/?source=claim&tab=initiated');
  await page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'CLM-2026-001101' })
    .getByRole('link', { name: /Selengkapnya/ })
    .click();
  await expect(page).toHaveURL(/\/claimdetail\/clm_1101$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perbaikan Layar Retak' })).toBeVisible();
  await expect(
    page.getByText('Kirim dokumen sebelum 20 Desember 2026 agar klaim dapat diproses.'),
  ).toBeVisible();
  await expect(page.getByText('Belum ada dokumen yang dikirim.')).toBeVisible();
  await expectNoAxeViolations(page);
  // The detail offers the same way into the documents as the card.
  await page.getByRole('main').getByRole('link', { name: 'Kirim dokumen' }).click();
  await expect(page).toHaveURL(/\/claim\/[^/?]+\?claim=clm_1101/);
  await expect(page.getByRole('heading', { level: 2, name: 'Informasi Klaim' })).toBeVisible();
  await expect(
    page.getByText('Kirim dokumen sebelum 20 Desember 2026 agar klaim dapat diproses.'),
  ).toBeVisible();

  // The day after the deadline, the claim and its forms say it has passed.
  const passed =
    'Batas kirim dokumen (20 Desember 2026) sudah lewat. Kirim dokumen secepatnya atau hubungi layanan pelanggan.';
  await page.clock.setFixedTime(new Date('2026-12-21T08:00:00+07:00'));
  await page.reload();
  await expect(page.getByText(passed)).toBeVisible();
  await page.goto('/claimdetail/clm_1101');
  await expect(
    page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: passed }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('list and detail failures show the catalogue text and a retry that works', async ({ page }) => {
  await login(page);
  // Two failures: the page retries a server error once before it shows it.
  await injectFault({ method: 'GET', path: '/api/v1/claim/list/', status: 500, times: 2 });
  await page.goto('/?source=claim');
  await expect(page.getByRole('alert')).toContainText('Gagal untuk mengambil claim list');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();

  // Three: the gateway asks for the claim while it sends the page (a failed answer is left out of it), then the
  // page asks, and retries once.
  await injectFault({ method: 'GET', path: '/api/v3/claims/details/', status: 503, times: 3 });
  await page.goto('/claimdetail/clm_1103');
  await expect(page.getByRole('alert')).toContainText('Maaf, kami tidak dapat menemukan detail klaim anda');
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kerusakan Gadget' })).toBeVisible();

  await injectFault({ method: 'GET', path: '/api/v1/policy/policy-details/', status: 500, times: 2 });
  await page.goto('/policydetail/pol_1002');
  await expect(page.getByRole('alert')).toContainText('Gagal untuk mengambil detail policy');

  // A claim the broker does not have: asking again cannot help, so the page says where to go instead.
  await page.goto('/claimdetail/clm_does_not_exist');
  const missing = page.getByRole('alert');
  await expect(missing).toContainText('Maaf, kami tidak dapat menemukan detail klaim anda');
  await expect(missing).toContainText('Alamat ini tidak mengarah ke data di akun Anda.');
  await expect(missing.getByRole('button', { name: 'Coba lagi' })).toHaveCount(0);
  await missing.getByRole('link', { name: /^Kembali/ }).click();
  await expect(page).toHaveURL(/source=claim/);
  await page.goBack();
  await expect(missing).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a session that ends mid-visit goes to login and comes back to the page', async ({ page }) => {
  await signIn(page);
  await page.goto('/claimdetail/clm_1106');
  await expect(page.getByRole('heading', { level: 1, name: 'Kerusakan Gadget' })).toBeVisible();
  // The detail's own calls (documents, history, chat) are done: one answering 401 after the reset below would
  // send the page to login before the visitor moves on.
  await page.waitForLoadState('networkidle');

  // The broker forgets every session; the next call answers 401.
  await resetMock();
  await openHandedOver(page, '/?source=claim&tab=settled');
  await expect(page).toHaveURL(/\/generate-otp\?.*redirect=/);
  await expect(page.getByRole('heading', { name: 'Masuk ke akun Anda' })).toBeVisible();

  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Selesai' })).toHaveAttribute('aria-selected', 'true');
});

test('a 401 on a click inside the app also returns to login', async ({ page }) => {
  await login(page);
  await resetMock();
  await page.getByRole('tab', { name: 'Kedaluwarsa' }).click();
  await expect(page).toHaveURL(/\/generate-otp\?.*redirect=/);
  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('tab', { name: 'Kedaluwarsa' })).toHaveAttribute('aria-selected', 'true');
});

test('the profile menu opens the profile and document details', async ({ page }) => {
  await login(page);
  await page.getByRole('button', { name: /Menu akun/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Keluar' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Detail profil' }).click();
  await expect(page.getByRole('heading', { name: 'Profil saya' })).toBeVisible();
  await expect(page.getByText('budi.santoso@example.com')).toBeVisible();
  await expect(page.getByText('+62 81200000001')).toBeVisible();
  // The profile is edited in place (e2e/profile.spec.ts covers the changes).
  await expect(page.getByRole('textbox', { name: 'Tanggal lahir' })).toHaveValue('12/03/1985');
  await expect(page.getByRole('button', { name: 'Ubah email' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Detail dokumen' }).click();
  await expect(page.getByRole('heading', { name: 'Dokumen saya' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  // Stored files open through the gateway (GET /files/…), never at the broker's storage address.
  await expect(page.getByRole('link', { name: /Lihat dokumen KTP Budi Santoso/ })).toHaveAttribute(
    'href',
    /^\/files\//,
  );
  await expectNoAxeViolations(page);

  // With the keyboard, the item the arrows are on is outlined, not only tinted.
  await page.getByRole('button', { name: /Menu akun/ }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  const highlighted = page.getByRole('menuitem', { name: 'Detail dokumen' });
  await expect(highlighted).toHaveAttribute('data-highlighted', '');
  await expect(highlighted).toHaveCSS('outline-style', 'solid');
  await expect(highlighted).toHaveCSS('outline-width', '2px');
});

test('the sidebar shows above 1220 px and collapses into the header at 1220 px', async ({
  page,
}, testInfo) => {
  test.skip(
    isMobile(testInfo.project.name),
    'the sidebar exists only above 1220 px; this test resizes a desktop window, which the 360 px touch project is not',
  );
  await login(page);
  const sidebarPolicies = page
    .locator('main')
    .locator('..')
    .getByRole('link', { name: 'Polis', exact: true });
  await expect(sidebarPolicies).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Polis', exact: true })).toBeHidden();

  await page.setViewportSize({ width: 1220, height: 900 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Polis', exact: true })).toBeVisible();
  await expect(sidebarPolicies).toBeHidden();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 800, height: 900 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Klaim', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('each navigation marks only the list being shown as the current page', async ({ page }) => {
  await signIn(page);
  // The header's tabs and the sidebar: both are in the page, one of them hidden at each width.
  const navigations = page.locator('nav[aria-label="Navigasi utama"]');
  for (const [address, heading, current] of [
    ['/', 'Polis Saya', 'Polis'],
    ['/?source=claim', 'Klaim Saya', 'Klaim'],
    ['/claimdetail/clm_1106', 'Kerusakan Gadget', 'Klaim'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(navigations).toHaveCount(2);
    for (const navigation of await navigations.all()) {
      const marked = navigation.locator('a[aria-current="page"]');
      await expect(marked, address).toHaveCount(1);
      await expect(marked).toHaveText(current);
    }
  }
});

test('a dana user browses without the header', async ({ page }) => {
  await page.goto('/generate-otp');
  await requestOtp(page, DEMO.dana);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /ke beranda/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bahasa', exact: true })).toHaveCount(0);
  // Partner scoping (spec §6): only the dana policies, not the user's Shopee one.
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // The lists are still reachable without a header.
  await page.getByRole('link', { name: 'Klaim', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Klaim Saya' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
});

test('a partner single sign-on opens the dana session; a bad token says the login failed', async ({
  page,
}) => {
  await page.goto('/sso?access_token=not-a-token');
  await expect(page.getByRole('alert')).toContainText('Gagal masuk, coba lagi');
  await expectNoAxeViolations(page);

  await page.goto(`/sso?access_token=${DEMO.ssoToken}`);
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  // The token does not stay in the history.
  await page.goBack();
  await expect(page).not.toHaveURL(/access_token=sso-demo-token/);
});

test('a partner single sign-on keeps the header but hides the language and profile controls', async ({
  page,
}) => {
  await page.goto(`/sso?access_token=${DEMO.partnerSsoToken}`);
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bahasa', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Siti/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expectLoginDocument(page);
});

test('the broker skin on its own host, the default skin elsewhere', async ({ page }) => {
  await page.goto(`${brokerUrl()}/generate-otp`);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'broker');
  await expect(page.getByRole('link', { name: 'Pialang Prima, ke beranda' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2026 Pialang Prima');
  await expect(footer).toContainText('layanan@pialangprima.example');
  await expect(footer).not.toContainText('Thailand');
  await expect(page).toHaveTitle(/Pialang Prima/);
  await expectNoAxeViolations(page);

  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/generate-otp');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'default');
  await expect(page.getByRole('link', { name: 'PolisKu, ke beranda' })).toBeVisible();
  for (const country of ['Indonesia', 'Thailand', 'Vietnam']) {
    await expect(page.getByRole('contentinfo').getByText(country, { exact: true })).toBeVisible();
  }
});

test('a product landing page comes from the configuration; an unknown one is not found', async ({ page }) => {
  await page.goto('/gojek-passenger');
  await page.getByRole('link', { name: 'Masuk dengan OTP' }).click();
  await expect(page).toHaveURL(/\/generate-otp\?flow=gojek-passenger/);

  await page.goto('/no-such-product');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();

  await page.goto('/tokopedia');
  await expect(page.getByRole('heading', { level: 1, name: 'Proteksi Tokopedia' })).toBeVisible();
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    'https://wa.me/6281119990000',
  );
  await expectNoAxeViolations(page);

  // The product chosen on arrival is where logout returns (spec §4).
  await page.getByRole('link', { name: 'Masuk dengan OTP' }).click();
  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  await logout(page);
  await expect(page).toHaveURL(/\/tokopedia$/);
  await expect(page.getByRole('link', { name: 'Masuk dengan OTP' })).toBeVisible();
  // Calls of the page left behind answer 401 once the session is gone; they must not pull the user away.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/tokopedia$/);
});

test('the language comes from language_code, and the new screens speak all four languages', async ({
  page,
}) => {
  await page.goto('/generate-otp?language_code=vi');
  await expect(page.getByRole('heading', { name: 'Đăng nhập vào tài khoản' })).toBeVisible();

  await signIn(page);
  await page.goto('/claimdetail/clm_1106');
  await expect(page.getByRole('region', { name: 'Riwayat status' })).toBeVisible();
  for (const [option, history, process] of [
    ['English', 'Status history', 'How your claim is handled'],
    ['ไทย', 'ประวัติสถานะ', 'ขั้นตอนการเคลม'],
    ['Tiếng Việt', 'Lịch sử trạng thái', 'Quy trình bồi thường'],
  ] as const) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Bahasa|Language|ภาษา|Ngôn ngữ)$/ })
      .click();
    await page.getByRole('menuitemradio', { name: option }).click();
    await expect(page.getByRole('region', { name: history })).toBeVisible();
    await expect(page.getByRole('region', { name: process })).toBeVisible();
  }
  // The explicit choice wins on the next visit too (spec §4).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Lịch sử trạng thái' })).toBeVisible();
});
