import { expectNoAxeViolations, expect, test, type Page } from './support.ts';

/**
 * Spec §2: /mobile/* pages are static content that partner apps open in a web view, with no header, in the
 * language of ?language_code=. Each page in two languages, at 1440 and 360 px.
 */
const VISITS = [
  { page: 'terms', language: 'id', title: 'Syarat dan Ketentuan Penggunaan', updated: 'Terakhir diperbarui' },
  { page: 'terms', language: 'th', title: 'ข้อกำหนดการใช้งาน', updated: 'ปรับปรุงล่าสุด' },
  { page: 'privacy', language: 'en', title: 'Privacy Policy', updated: 'Last updated' },
  { page: 'privacy', language: 'vi', title: 'Chính sách quyền riêng tư', updated: 'Cập nhật lần cuối' },
  {
    page: 'vehicle-terms',
    language: 'th',
    title: 'ความคุ้มครองยานพาหนะ: เงื่อนไขและการเคลม',
    updated: 'ปรับปรุงล่าสุด',
  },
  {
    page: 'vehicle-terms',
    language: 'id',
    title: 'Proteksi Kendaraan: Ketentuan dan Klaim',
    updated: 'Terakhir diperbarui',
  },
  {
    page: 'referral-terms',
    language: 'vi',
    title: 'Điều khoản chương trình giới thiệu',
    updated: 'Cập nhật',
  },
  { page: 'referral-terms', language: 'en', title: 'Referral Programme Terms', updated: 'Last updated' },
  {
    page: 'mobile-app-lock',
    language: 'id',
    title: 'Kunci Aplikasi dan PIN',
    updated: 'Terakhir diperbarui',
  },
  { page: 'mobile-app-lock', language: 'en', title: 'App Lock and PIN', updated: 'Last updated' },
] as const;

/** The text alone: no portal header, navigation, language picker or footer. */
async function expectBarePage(page: Page) {
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
}

/** Readable at the viewport's width: nothing wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const visit of VISITS) {
  test(`/mobile/${visit.page} in ${visit.language}: the text alone, in that language`, async ({ page }) => {
    await page.goto(`/mobile/${visit.page}?language_code=${visit.language}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: visit.title })).toBeVisible();
    await expect(main).toHaveAttribute('lang', visit.language);
    await expect(main.getByText(visit.updated)).toBeVisible();
    // Real content: several titled sections, the brand's contact where the text points to it.
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
    await expect(page).toHaveTitle(new RegExp(`^${visit.title}`));
    await expectBarePage(page);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
}

test('the partner app’s language_code wins over a language chosen earlier in the same browser', async ({
  page,
}) => {
  await page.goto('/generate-otp');
  await page.evaluate(() => window.localStorage.setItem('portal.locale', 'en'));
  await page.goto('/mobile/privacy?language_code=th');
  await expect(page.getByRole('heading', { level: 1, name: 'นโยบายความเป็นส่วนตัว' })).toBeVisible();
  await expect(page.getByText('cs.th@polisku.example').first()).toBeVisible();
});

test('without a usable language_code the page follows the portal’s own choice (spec §4)', async ({
  page,
}) => {
  // The browser speaks Indonesian (playwright.config.ts): the default.
  await page.goto('/mobile/terms');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan Penggunaan' }),
  ).toBeVisible();
  await page.goto('/mobile/terms?language_code=xx');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan Penggunaan' }),
  ).toBeVisible();
  // Spellings partner apps send are understood.
  await page.goto('/mobile/terms?language_code=EN-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'en');
});

test('an unknown /mobile page is not found, in the language asked for', async ({ page }) => {
  await page.goto('/mobile/cookies?language_code=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
