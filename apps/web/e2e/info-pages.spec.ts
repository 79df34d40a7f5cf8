import { brokerUrl, expectNoAxeViolations, isMobile, signIn, expect, test, type Page } from './support.ts';

/** The footer's information links, each to a page with that title. */
const INFO_PAGES = [
  { link: 'Tentang kami', path: '/about' },
  { link: 'Pertanyaan umum (FAQ)', path: '/faq' },
  { link: 'Kamus asuransi', path: '/dictionary' },
  { link: 'Karier', path: '/careers' },
  { link: 'Peta kantor', path: '/office-map' },
] as const;

function h1(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the footer leads an anonymous visitor to every info page', async ({ page }) => {
  await page.goto('/generate-otp');
  for (const info of INFO_PAGES) {
    const footer = page.getByRole('contentinfo');
    await footer
      .getByRole('navigation', { name: 'Informasi' })
      .getByRole('link', { name: info.link })
      .click();
    await expect(page).toHaveURL(new RegExp(`${info.path}$`));
    await expect(h1(page, info.link)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${info.link.replace(/[()]/g, '\\$&')} · PolisKu`));
    // The public pages keep the portal's header and footer.
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  }
});

test('about: who we are, how a claim goes, and the way on to offices, FAQ and careers', async ({ page }) => {
  await page.goto('/about');
  await expect(h1(page, 'Tentang kami')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('PolisKu adalah pialang asuransi');
  await expect(page.getByRole('region', { name: 'Cara klaim bersama kami' })).toContainText('3 hari kerja');
  await page
    .getByRole('navigation', { name: 'Selengkapnya' })
    .getByRole('link', { name: 'Peta kantor' })
    .click();
  await expect(h1(page, 'Peta kantor')).toBeVisible();
});

test('FAQ: questions grouped by topic open on their answers', async ({ page }) => {
  await page.goto('/faq');
  await expect(h1(page, 'Pertanyaan umum (FAQ)')).toBeVisible();
  const topics = page.getByRole('navigation', { name: 'Topik' });
  for (const topic of ['Masuk dengan OTP', 'Klaim', 'Dokumen dan foto', 'Pembayaran klaim']) {
    await expect(topics.getByRole('link', { name: topic, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: topic, exact: true })).toBeVisible();
  }

  const claims = page.getByRole('region', { name: 'Klaim', exact: true });
  const howTo = claims.getByText('Bagaimana cara mengajukan klaim?');
  const answer = claims.getByText('paling lama 3 hari kerja');
  await expect(answer).toBeHidden();
  await howTo.click();
  await expect(answer).toBeVisible();
  await expect(claims.getByText('dibayarkan dalam 1x24 jam')).toBeVisible();
  await expectNoAxeViolations(page);
  // And closes again, by keyboard as well.
  await howTo.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();

  const login = page.getByRole('region', { name: 'Masuk dengan OTP' });
  await login.getByText('Saya tidak menerima kode').click();
  await expect(login.getByText('Setelah 30 detik Anda dapat meminta kode baru')).toBeVisible();
  const payout = page.getByRole('region', { name: 'Pembayaran klaim' });
  await payout.getByText('Kapan saya menerima uangnya?').click();
  await expect(payout.getByText('Dalam 1x24 jam setelah klaim disetujui')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('dictionary: the search narrows the terms as one types, says when nothing matches, and clears', async ({
  page,
}) => {
  await page.goto('/dictionary');
  await expect(h1(page, 'Kamus asuransi')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Cari istilah' });
  const terms = page.getByRole('main').getByRole('term');
  await expect(terms).toHaveCount(28);
  await expect(page.getByRole('status')).toHaveText('Istilah ditemukan: 28');

  await search.pressSequentially('risiko sen');
  // The term named so first, then terms whose explanation mentions it.
  await expect(terms.first()).toHaveText('Risiko sendiri (deductible)');
  await expect(page.getByRole('definition').first()).toContainText('Bagian dari setiap kerugian');
  await expect(terms.filter({ hasText: 'Kerugian sebagian' })).toHaveCount(1);
  await expect(terms.filter({ hasText: /^Premi$/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\?q=risiko(\+|%20)sen$/);
  await expectNoAxeViolations(page);

  // A term is found by its name first, and also by words of its explanation.
  await search.fill('premi');
  await expect(terms.first()).toHaveText('Premi');
  expect(await terms.count()).toBeGreaterThan(1);

  await search.fill('zqxwv');
  await expect(page.getByRole('heading', { name: 'Istilah tidak ditemukan' })).toBeVisible();
  await expect(page.getByText('Tidak ada istilah yang cocok dengan “zqxwv”.')).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Istilah ditemukan: 0');
  await expect(terms).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The search is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Cari istilah' })).toHaveValue('zqxwv');
  await expect(page.getByRole('heading', { name: 'Istilah tidak ditemukan' })).toBeVisible();

  await page.getByRole('button', { name: 'Hapus pencarian' }).click();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('');
  await expect(terms).toHaveCount(28);
});

test('dictionary in another language: the picker loads that language’s terms', async ({ page }) => {
  await page.goto('/dictionary');
  await page.getByRole('button', { name: 'Bahasa', exact: true }).click();
  await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  await expect(h1(page, 'Từ điển bảo hiểm')).toBeVisible();
  // Typed without accents, as on a phone keyboard.
  await page.getByRole('searchbox', { name: 'Tìm thuật ngữ' }).fill('muc khau tru');
  await expect(page.getByRole('main').getByRole('term').first()).toHaveText('Mức khấu trừ');
  await page.getByRole('searchbox', { name: 'Tìm thuật ngữ' }).fill('xyzq');
  await expect(page.getByRole('heading', { name: 'Không tìm thấy thuật ngữ' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('careers: openings by location, and an honest empty state with a contact', async ({ page }) => {
  await page.goto('/careers');
  await expect(h1(page, 'Karier')).toBeVisible();
  const openings = page.getByRole('region', { name: 'Lowongan' });
  await expect(openings.getByRole('article')).toHaveCount(3);
  await expect(openings.getByRole('heading', { name: 'Staf Klaim (Claims Officer)' })).toBeVisible();
  await expect(openings.getByRole('link', { name: /Lamar posisi ini.*Staf Klaim/ })).toHaveAttribute(
    'href',
    /^mailto:karier@polisku\.example\?subject=Staf%20Klaim/,
  );

  await openings.getByRole('radio', { name: 'Thailand' }).check();
  await expect(openings.getByRole('article')).toHaveCount(1);
  await expect(openings.getByRole('status')).toHaveText('Lowongan yang ditampilkan: 1');
  await expect(page).toHaveURL(/\?country=th$/);

  await openings.getByRole('radio', { name: 'Vietnam' }).check();
  await expect(openings.getByRole('article')).toHaveCount(0);
  await expect(
    openings.getByRole('heading', { name: 'Belum ada lowongan di Vietnam saat ini' }),
  ).toBeVisible();
  await expect(openings.getByRole('link', { name: 'karier@polisku.example' })).toHaveAttribute(
    'href',
    'mailto:karier@polisku.example',
  );
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Vietnam' })).toBeChecked();
  await page.getByRole('radio', { name: 'Semua lokasi' }).check();
  await expect(openings.getByRole('article')).toHaveCount(3);
});

test('office map: the offices of Indonesia, Thailand and Vietnam, on a map that loads nothing from outside', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') outside.push(request.url());
  });
  await page.goto('/office-map');
  await expect(h1(page, 'Peta kantor')).toBeVisible();

  const map = page.getByRole('img', { name: /Peta kantor kami/ });
  await expect(map).toBeVisible();
  await expect(map).toHaveAccessibleName(/1\. Jakarta, Indonesia.*3\. Bangkok, Thailand.*5\. Hanoi, Vietnam/);

  for (const country of ['Indonesia', 'Thailand', 'Vietnam']) {
    await expect(page.getByRole('region', { name: country, exact: true })).toBeVisible();
  }
  const jakarta = page.getByRole('article', { name: 'Jakarta' });
  await expect(jakarta).toContainText('Kantor pusat');
  await expect(jakarta).toContainText('Jl. Iskandarsyah Raya No. 1A');
  await expect(jakarta.getByRole('link', { name: '+62 21 5091 8800' })).toHaveAttribute(
    'href',
    'tel:+622150918800',
  );
  await expect(jakarta).toContainText('Senin–Jumat: 08.30–17.00');
  await expect(jakarta).toContainText('Tutup: Minggu dan hari libur nasional');
  const bangkok = page
    .getByRole('region', { name: 'Thailand', exact: true })
    .getByRole('article', { name: 'Bangkok' });
  await expect(bangkok.getByRole('link', { name: 'cs.th@polisku.example' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vietnam', exact: true }).getByRole('article')).toHaveCount(
    2,
  );

  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  expect(outside).toEqual([]);
});

test('under the broker skin the pages speak of the broker: its name, its one office and its contacts', async ({
  page,
}) => {
  await page.goto(`${brokerUrl()}/about`);
  await expect(page.getByRole('main')).toContainText('Pialang Prima adalah pialang asuransi');

  await page.goto(`${brokerUrl()}/office-map`);
  await expect(page.getByRole('img', { name: /Peta kantor kami/ })).toHaveAccessibleName(
    /1\. Jakarta, Indonesia$/,
  );
  const offices = page.getByRole('main').getByRole('article');
  await expect(offices).toHaveCount(1);
  await expect(offices.getByRole('link', { name: 'layanan@pialangprima.example' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Thailand', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`${brokerUrl()}/careers?country=vi`);
  await expect(page.getByRole('link', { name: 'karier@pialangprima.example' })).toBeVisible();
});

test('a signed-in user reads the info pages inside the portal', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/faq');
  await expect(h1(page, 'Pertanyaan umum (FAQ)')).toBeVisible();
  // Signed in: the account menu is there (and the sidebar on a desktop).
  await expect(page.getByRole('button', { name: /Menu akun/ })).toBeVisible();
  if (isMobile(testInfo.project.name)) {
    // The phone header names the page and offers the way back.
    await expect(page.getByRole('banner').getByText('Pertanyaan umum (FAQ)')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Kembali' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
