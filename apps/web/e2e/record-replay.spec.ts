import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import {
  GADGET_BENEFIT,
  GADGET_POLICY,
  chooseListsAndAgree,
  openNewClaim,
  saveAndExpectStep,
  typeIncidentTexts,
  uploadGadgetDocuments,
  verifyNewAccount,
} from './claim-support.ts';
import { GENEROUS_BUDGETS, startMock, startOwnGateway, type OwnServer } from './own-gateway.ts';
import { DEMO, enterCode, expectLoginDocument, requestOtp } from './support.ts';

/**
 * Record and replay through the mock broker (apps/mock-upstream/README.md): a mock plays the real broker, a
 * second mock in front of it proxies to it and records what the portal exchanges with it, and the same journey
 * then runs on that recording alone, with the broker gone. The four servers are this file's own, on
 * E2E_RECORD_REPLAY_PORT and the three ports after it, by default E2E_PORT + 60 to + 63: clear of the gateways
 * of local runs side by side (E2E_PORT 3100, 3300, 3500…) and of the other specs' own ones (3926…, 3964…).
 */
const BASE_PORT = Number(process.env.E2E_RECORD_REPLAY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 60);
const BROKER_PORT = BASE_PORT;
const RECORDER_PORT = BASE_PORT + 1;
const GATEWAY_PORT = BASE_PORT + 2;
const TAP_PORT = BASE_PORT + 3;

test.use({ baseURL: `http://localhost:${GATEWAY_PORT}` });
// One broker, one recording: the journey is recorded, then replayed, in this order.
test.describe.configure({ mode: 'serial' });

/** The gadget claim end to end has taken 50–90 s on a slow, loaded CI machine (playwright.config.ts). */
const JOURNEY_TIMEOUT = 150_000;

let broker: OwnServer | undefined;
let tap: TokenTap | undefined;
let recorder: OwnServer | undefined;
let gateway: OwnServer | undefined;
/** What the recorded journey filed, to compare with what the replay shows. */
let recorded: FiledClaim | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  broker = await startMock(BROKER_PORT, { MOCK_DATA_DIR: test.info().outputPath('broker-files') });
  tap = await startTokenTap(TAP_PORT, broker.url);
  recorder = await startMock(RECORDER_PORT, {
    MOCK_PROXY_URL: tap.url,
    MOCK_RECORD: 'true',
    MOCK_DATA_DIR: test.info().outputPath('recorder-files'),
  });
  gateway = await startGateway();
});

/** The portal's gateway, with the recording mock as its broker. */
function startGateway() {
  return startOwnGateway(GATEWAY_PORT, { UPSTREAM_URL: recorder!.url, ...GENEROUS_BUDGETS });
}

test.afterAll(async () => {
  await gateway?.stop();
  await recorder?.stop();
  await tap?.stop();
  await broker?.stop();
});

/** A call to the recording mock's admin API (its default tenant), answered with JSON. */
async function recorderAdmin(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${recorder!.url}/__admin${path}`, init);
  const text = await response.text();
  expect(response.ok, `${init.method ?? 'GET'} /__admin${path}: ${response.status} ${text}`).toBe(true);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

interface TokenTap {
  url: string;
  /** Every credential the broker handed out through the tap (JSON members `token`, `authorization_token`…). */
  tokens: Set<string>;
  stop(): Promise<void>;
}

/**
 * A pass-through in front of the broker that notes the session tokens the broker answers with: the portal
 * keeps them in the gateway and the mocks' journals mask them, so the tap is where a test learns the real
 * ones, to look for them in the recording. It forwards the caller's Host, so the broker's addresses in answers
 * (signed upload URLs) name the tap, the origin the recording mock proxies to and rewrites.
 */
async function startTokenTap(port: number, target: string): Promise<TokenTap> {
  const tokens = new Set<string>();
  const { hostname, port: targetPort } = new URL(target);
  const server = createServer((request, response) => {
    const forwarded = httpRequest(
      { hostname, port: targetPort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          response.write(chunk);
        });
        answer.on('end', () => {
          response.end();
          const text = Buffer.concat(chunks).toString('utf8');
          for (const [, token] of text.matchAll(/"(?:\w+_)?token"\s*:\s*"([^"]+)"/g)) tokens.add(token!);
        });
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    tokens,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The new account the payout is verified with and paid to. */
const JOURNEY_ACCOUNT = { holder: 'Budi Santoso', number: '8800123456' };

const chatOf = (page: Page) => page.getByRole('region', { name: 'Chat dengan layanan pelanggan' });

/** What the journey showed the user that names the claim: the same in a replay as when it was recorded. */
interface FiledClaim {
  claimId: string;
  claimNumber: string;
}

/**
 * Budi's journey: the OTP login form, a gadget claim with its incident form, photos (the IMEI one read by
 * OCR) and a new bank account verified by the bank, the claim sent, then a message on the claim's chat.
 */
async function fileClaimAndChat(page: Page): Promise<FiledClaim> {
  await page.goto('/');
  await expectLoginDocument(page);
  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { level: 1, name: 'Polis Saya' })).toBeVisible();

  await openNewClaim(page, GADGET_POLICY, GADGET_BENEFIT);
  const claimId = new URL(page.url()).searchParams.get('claim')!;
  await expect(page.getByRole('heading', { name: 'Informasi Klaim' })).toBeVisible();
  await typeIncidentTexts(page);
  // The sketch is optional and left out: a drawing's bytes, and so the size its upload announces, change with
  // the pointer's speed, and a replay answers only the file size it recorded (QA guide, replay limits).
  await chooseListsAndAgree(page);
  await saveAndExpectStep(page, 'claim-documents');

  await expect(page.getByRole('heading', { name: 'Dokumen Pendukung' })).toBeVisible();
  await uploadGadgetDocuments(page);
  await saveAndExpectStep(page, 'payout');

  await expect(page.getByRole('heading', { name: 'Pembayaran klaim' })).toBeVisible();
  await verifyNewAccount(page, JOURNEY_ACCOUNT);
  // The summary sends the claim by itself and hands over to the thank-you page.
  await expect(page).toHaveURL(/\/summary\/finish\?claim=/, { timeout: 20_000 });
  const main = page.getByRole('main');
  await expect(
    page.getByRole('heading', { name: 'Terima kasih, klaim Anda sudah kami terima' }),
  ).toBeVisible();
  const claimNumber = (await page.getByTestId('finish-claim-number').textContent())?.trim() ?? '';
  expect(claimNumber).toMatch(/^CLM-/);
  await expect(main).toContainText('Dana ditransfer dalam 1×24 jam.');

  await page.getByRole('link', { name: 'Lihat detail klaim' }).click();
  await expect(page).toHaveURL(new RegExp(`/claimdetail/${claimId}$`));
  await expect(page.getByRole('heading', { level: 1, name: GADGET_BENEFIT })).toBeVisible();
  await expect(main).toContainText(claimNumber);
  await expect(page.locator('main [data-status-group]').first()).not.toHaveText('Diajukan');
  await expect(page.getByRole('region', { name: 'Dokumen yang dikirim' }).getByRole('listitem')).toHaveText([
    /Foto kerusakan perangkat \(1\)/,
    /Foto kerusakan perangkat \(2\)/,
    /Foto IMEI perangkat/,
  ]);

  const chat = chatOf(page);
  const thread = chat.getByRole('log', { name: 'Percakapan klaim' });
  await expect(thread).toContainText('Belum ada pesan');
  const box = chat.getByLabel('Pesan Anda');
  const message = 'Apakah dokumen klaim saya sudah lengkap?';
  await box.fill(message);
  await chat.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: message })).toContainText('Anda');
  await expect(box).toHaveValue('');
  return { claimId, claimNumber };
}

test('a policyholder files a gadget claim and writes on its chat, through the recording mock', async ({
  page,
}) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  recorded = await fileClaimAndChat(page);
});

test('the recording keeps no phone, name, account or credential, and replaces the broker', async () => {
  const testInfo = test.info();
  const document = await recorderAdmin('/recording');
  expect(document).toMatchObject({ format: 'mock-scenario/1', recording: {} });
  const text = JSON.stringify(document, null, 2);
  const saved = testInfo.outputPath('recording.json');
  writeFileSync(saved, text);
  await testInfo.attach('recording.json', { path: saved, contentType: 'application/json' });

  // Budi's phone (international or national), his name in any case, the account typed, the OTP code, and the
  // session tokens the broker handed out.
  expect(text).not.toContain(DEMO.policyholder);
  expect(text).not.toMatch(/budi/i);
  expect(text).not.toContain(JOURNEY_ACCOUNT.number);
  expect(text).not.toContain(`"${DEMO.code}"`);
  expect(tap!.tokens.size).toBeGreaterThan(0);
  for (const token of tap!.tokens) expect(text).not.toContain(token);

  await broker!.stop();
  await tap!.stop();
  expect(broker!.exited()).toBe(true);
  await expect(fetch(`${broker!.url}/__health`)).rejects.toThrow();

  await recorderAdmin('/import', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: text,
  });
  // A fresh gateway, as a replay is used: the recording's gateway remembers the claim it submitted (the final
  // submit is sent once per claim) and would answer the replayed submit itself, without asking the broker.
  await gateway!.stop();
  gateway = await startGateway();
});

test('the same journey passes on the replay alone, answered in full from the recording', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const testInfo = test.info();
  let replayed: FiledClaim;
  try {
    replayed = await fileClaimAndChat(page);
  } finally {
    // What the replay answered, call by call, and which recorded exchanges it used: a failed replay is read here.
    for (const [name, path] of [
      ['replay-journal.json', '/journal?order=asc&limit=1000'],
      ['recording-replayed.json', '/recording'],
    ] as const) {
      const file = testInfo.outputPath(name);
      writeFileSync(file, JSON.stringify(await recorderAdmin(path), null, 2));
      await testInfo.attach(name, { path: file, contentType: 'application/json' });
    }
  }
  expect(replayed).toEqual(recorded);

  const journal = (await recorderAdmin('/journal?limit=1000')) as {
    count: number;
    entries: { method: string; path: string; response: { body: unknown } | null }[];
  };
  expect(journal.count).toBeGreaterThan(0);
  const unmatched = journal.entries.filter(
    (entry) => (entry.response?.body as { code?: string } | null)?.code === 'replay_unmatched',
  );
  expect(
    unmatched.map((entry) => `${entry.method} ${entry.path}: ${JSON.stringify(entry.response?.body)}`),
  ).toEqual([]);
});
