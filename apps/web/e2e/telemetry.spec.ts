import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startOwnGateway } from './own-gateway.ts';
import { isMobile, expect, test, type Page } from './support.ts';

/**
 * Error reporting and the tag manager as configured at run time (decision record 0024): with nothing
 * configured the page loads and sends nothing (the project's own gateway); with a DSN and a GTM id (one more
 * gateway on E2E_TELEMETRY_PORT, its mock on the port after it, 3964/3965, the 360 px project on the next two)
 * a failed call reaches the error-reporting service and page views reach the data layer, with no personal data.
 */
const TELEMETRY_PORT = Number(process.env.E2E_TELEMETRY_PORT ?? 3964);
const TYPED_PHONE = '81299887766';

/** Requests that only telemetry would make: the tag manager, the SDK chunk, an ingest. */
const TELEMETRY_REQUEST = /googletagmanager|error-reporting-sdk|\/api\/\d+\/envelope/;

function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

async function openLoginAndType(page: Page, baseUrl = '') {
  const settings = page.waitForResponse((response) => response.url().includes('config.telemetry'));
  await page.goto(`${baseUrl}/generate-otp`);
  await page.getByRole('textbox', { name: /nomor|phone/i }).fill(TYPED_PHONE);
  await settings;
  await page.waitForLoadState('networkidle');
}

test('with nothing configured the page loads no tag manager and no error-reporting SDK, and sends nothing', async ({
  page,
}) => {
  const requested = watchRequests(page);
  await openLoginAndType(page);
  expect(requested.filter((url) => TELEMETRY_REQUEST.test(url))).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test.describe('with a DSN and a tag manager configured', () => {
  // One gateway of its own on a fixed port per project: its tests run in turn in one worker.
  test.describe.configure({ mode: 'default' });
  let gateway: Awaited<ReturnType<typeof startOwnGateway>> | undefined;
  let collector: Server | undefined;
  const envelopes: string[] = [];
  let gatewayUrl = '';
  let mockUrl = '';

  test.beforeAll(async () => {
    const testInfo = test.info();
    collector = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        if (request.method === 'POST') envelopes.push(body);
        response.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector?.listen(0, '127.0.0.1', resolve));
    const collectorPort = (collector.address() as AddressInfo).port;

    gateway = await startOwnGateway(TELEMETRY_PORT + (isMobile(testInfo.project.name) ? 2 : 0), {
      ERROR_REPORTING_DSN: `http://publickey@127.0.0.1:${collectorPort}/1`,
      TAG_MANAGER_ID: 'GTM-E2ETEST',
    });
    gatewayUrl = gateway.url;
    mockUrl = gateway.mockUrl;
  });

  test.afterAll(async () => {
    collector?.close();
    await gateway?.stop();
  });

  test('page views go to the data layer and the GTM script loads, by route pattern only', async ({
    page,
  }) => {
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: 'window.gtmStubLoaded = true;' }),
    );
    await openLoginAndType(page, gatewayUrl);
    await expect
      .poll(() => page.evaluate(() => (window as { gtmStubLoaded?: boolean }).gtmStubLoaded))
      .toBe(true);
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: object[] }).dataLayer);
    expect(dataLayer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'gtm.js' }),
        expect.objectContaining({ event: 'page_view', page_path: '/generate-otp' }),
      ]),
    );
    expect(JSON.stringify(dataLayer)).not.toContain(TYPED_PHONE);
  });

  test('a failed call reaches the error-reporting service with its procedure and request id, nothing personal', async ({
    page,
  }) => {
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: '' }),
    );
    // The broker's app/pre fails: the page's config.get query fails with a server error.
    const fault = await fetch(`${mockUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/api/v1/app/pre/', status: 503, body: {} }),
    });
    expect(fault.ok).toBe(true);
    try {
      envelopes.length = 0;
      await openLoginAndType(page, gatewayUrl);
      await expect
        .poll(() => envelopes.find((body) => body.includes('config.get')), { timeout: 15_000 })
        .toBeTruthy();
      const report = envelopes.find((body) => body.includes('config.get')) ?? '';
      expect(report).toMatch(/"procedure":"config\.get"/);
      expect(report).toMatch(/"request_id":"web-[0-9a-f]{24}"/);
      expect(report).toMatch(/"route":"\/generate-otp"/);
      expect(report).not.toContain(TYPED_PHONE);
      expect(report).not.toMatch(/"user":|cookie/i);
    } finally {
      await fetch(`${mockUrl}/__admin/faults`, { method: 'DELETE' });
    }
  });
});
