/**
 * Lighthouse CI's puppeteerScript (lighthouserc.cjs): before each audit, signs the demo user in through the
 * login page unless the browser already has a session (the login page itself is audited logged out). Lighthouse
 * itself then empties the HTTP cache and the origin's storage but the cookies (lighthouserc.cjs: storage reset on,
 * `clearStorageTypes` without cookies), so the audit is a first visit that carries only the session cookie.
 * (`Network.clearBrowserCache` here did not do it: the memory cache kept the scripts, and later runs of a page
 * transferred 0 kB of JavaScript.)
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
  await page.close();
};
