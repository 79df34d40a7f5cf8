import { expect, test, type Page } from '@playwright/test';
import {
  GADGET_BENEFIT,
  GADGET_POLICY,
  chooseListsAndAgree,
  drawSketch,
  openNewClaim,
  saveAndExpectStep,
  typeIncidentTexts,
  uploadGadgetDocuments,
  verifyNewAccount,
} from './claim-support.ts';
import { GENEROUS_BUDGETS, startMock, startOwnGateway, type OwnServer } from './own-gateway.ts';
import { DEMO, enterCode, requestOtp } from './support.ts';

/**
 * Record and replay through the mock broker (apps/mock-upstream/README.md): a mock plays the real broker, a
 * second mock in front of it records what the portal exchanges with it, and the same journey then runs on the
 * recording alone. The servers are this file's own, on ports derived from E2E_PORT (+200 to +202), so they
 * clash neither with the project's stack nor with another local run on another E2E_PORT.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100) + 200;
const BROKER_PORT = BASE_PORT;
const GATEWAY_PORT = BASE_PORT + 2;

test.use({ baseURL: `http://localhost:${GATEWAY_PORT}` });
test.describe.configure({ mode: 'serial' });

let broker: OwnServer | undefined;
let gateway: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  broker = await startMock(BROKER_PORT, { MOCK_DATA_DIR: test.info().outputPath('broker-files') });
  gateway = await startOwnGateway(GATEWAY_PORT, { UPSTREAM_URL: broker.url, ...GENEROUS_BUDGETS });
});

test.afterAll(async () => {
  await gateway?.stop();
  await broker?.stop();
});

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
  await expect(page).toHaveURL(/\/generate-otp/);
  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);
  await expect(page.getByRole('heading', { level: 1, name: 'Polis Saya' })).toBeVisible();

  await openNewClaim(page, GADGET_POLICY, GADGET_BENEFIT);
  const claimId = new URL(page.url()).searchParams.get('claim')!;
  await expect(page.getByRole('heading', { name: 'Informasi Klaim' })).toBeVisible();
  await typeIncidentTexts(page);
  await chooseListsAndAgree(page);
  await drawSketch(page);
  await saveAndExpectStep(page, 'claim-documents');

  await expect(page.getByRole('heading', { name: 'Dokumen Pendukung' })).toBeVisible();
  await uploadGadgetDocuments(page);
  await saveAndExpectStep(page, 'payout');

  await expect(page.getByRole('heading', { name: 'Pembayaran klaim' })).toBeVisible();
  await verifyNewAccount(page, { holder: 'Budi Santoso', number: '8800123456' });
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

test('a policyholder files a gadget claim and writes on its chat, through the broker', async ({ page }) => {
  test.setTimeout(180_000);
  const filed = await fileClaimAndChat(page);
  expect(filed.claimId).toMatch(/^clm_/);
});
