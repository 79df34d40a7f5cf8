/**
 * Lighthouse CI's puppeteerScript (lighthouserc.cjs): before each audit, signs the demo user in through the
 * login page unless the browser already has a session (the login page itself is audited logged out), then
 * empties the browser's cache so the audit is a first visit that carries only the session cookie.
 */
/* global document, location -- read inside the page */
const DEMO = { phone: '81200000001', code: '123456' };

/** @param {import('puppeteer-core').Browser} browser @param {{ url: string }} context */
module.exports = async (browser, { url }) => {
  const page = await browser.newPage();
  const origin = new URL(url).origin;
  const loginPage = new URL(url).pathname === '/generate-otp';
  const client = await page.createCDPSession();
  if (loginPage) {
    // Audited as a first-time visitor: no cookie of an earlier run.
    await client.send('Network.clearBrowserCookies');
  } else {
    await page.goto(`${origin}/trpc/auth.session`, { waitUntil: 'load' });
    const signedIn = await page.evaluate(() => /"name"/.test(document.body.innerText));
    if (!signedIn) {
      await page.goto(`${origin}/generate-otp`, { waitUntil: 'networkidle0' });
      await page.locator('input[type="tel"]').fill(DEMO.phone);
      await Promise.all([
        page.waitForNavigation({ waitUntil: 'networkidle0' }),
        page.keyboard.press('Enter'),
      ]);
      await page.locator('input[autocomplete="one-time-code"]').fill(DEMO.code);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !location.pathname.startsWith('/verify'), { timeout: 20_000 });
    }
  }
  await client.send('Network.clearBrowserCache');
  await page.close();
};
