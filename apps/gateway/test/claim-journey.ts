import { randomUUID } from 'node:crypto';
import { CLAIM_PAGE_SIZE } from '@portal/contracts/constants';
import { pngImage } from './fixtures.ts';
import { tusSend } from './tus-client.ts';
import { createTrpcHttp, type TrpcResult } from './trpc-http.ts';

/**
 * A gadget theft claim filed end to end, with the tRPC calls the web app makes in the order it makes them
 * (apps/web: policy detail, benefit picker, completion steps, uploader with the image check, bank account
 * picker, summary with its automatic submit, finish, claim list), including the re-reads the page does after
 * each save. The broker calls each step causes are counted from the mock's request journal; the time is the
 * gateway's answer time for the step's calls, without the image check's polling pauses.
 *
 * Used by the call-budget test (apps/gateway/test/claim-journey.integration.test.ts) and by
 * `npm run bench:claim`; neither imports a test runner here.
 */

export const JOURNEY_POLICY = 'pol_1002';
export const JOURNEY_BENEFIT = 'ben_1002_2';
const DEMO = { countryCode: '62', phone: '81200000001', code: '123456' };

interface JournalEntry {
  seq: number;
  endpoint: string | null;
  path: string;
  method: string;
}

export interface StepFigures {
  step: string;
  /** Broker (catalogue) calls per endpoint id. */
  calls: Record<string, number>;
  /** Bytes put to or read from the bucket (signed URLs): not broker API calls, shown apart. */
  bucket: number;
  /** Milliseconds the gateway took to answer the step's calls (image-check pauses left out). */
  gatewayMs: number;
}

export interface JourneyFigures {
  claimId: string;
  steps: StepFigures[];
}

interface FormView {
  slug: string;
  kind: string;
  paymentMethod: string | null;
  fields: { name: string; type: string; ocr_category: string | null; is_list: boolean }[];
  values: Record<string, unknown>;
}

interface CompletionView {
  claimId: string;
  statusCode: string;
  autoSubmit: boolean;
  forms: FormView[];
}

interface ClaimCard {
  claim_id: string;
  status_group?: string;
}

function ok(result: TrpcResult, what: string): unknown {
  if (result.status !== 200) {
    throw new Error(
      `${what} answered ${result.status}: ${JSON.stringify(result.error?.data ?? result.error)}`,
    );
  }
  return result.data;
}

/** Reads the mock's journal after `seq`, oldest first. */
async function journalAfter(mockUrl: string, seq: number, headers: Record<string, string>) {
  const entries: JournalEntry[] = [];
  let after = seq;
  for (;;) {
    const response = await fetch(`${mockUrl}/__admin/journal?order=asc&limit=1000&after=${after}`, {
      headers,
    });
    const page = (await response.json()) as { entries: JournalEntry[] };
    entries.push(...page.entries);
    if (page.entries.length < 1000) return entries;
    after = page.entries[page.entries.length - 1]?.seq ?? after;
  }
}

async function lastSeq(mockUrl: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${mockUrl}/__admin/journal?limit=1`, { headers });
  const page = (await response.json()) as { entries: JournalEntry[] };
  return page.entries[0]?.seq ?? 0;
}

export interface JourneyOptions {
  baseUrl: string;
  mockUrl: string;
  /** The mock tenant to run in (its own state and journal); none: the default tenant. */
  mockTenant?: string;
  /** Pause between image-check polls (the page waits 3 s; a test or bench need not). */
  pollIntervalMs?: number;
  /** Runs between two steps (a test moves the claim on in the mock here). */
  between?: (step: string, claimId: string) => Promise<void>;
  /**
   * More visits of the claim list after the journey, each `afterMs` after the last (the bench: past the
   * gateway's CHAT_UNREAD_CACHE_MS, so the kept replies are due), as steps `claim list later <n>`.
   */
  laterListVisits?: { count: number; afterMs: number };
}

/** A list visit's background read of a thread lands this soon after its answer (counted with the visit). */
const BACKGROUND_READ_MS = 150;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Files the claim and answers the figures per step. Throws with the failing call when any call the page would
 * make is refused.
 */
export async function fileGadgetClaim(options: JourneyOptions): Promise<JourneyFigures> {
  const tenantHeaders: Record<string, string> = options.mockTenant
    ? { 'x-mock-tenant': options.mockTenant }
    : {};
  const client = createTrpcHttp(options.baseUrl);
  let gatewayMs = 0;
  const timed = async (call: () => Promise<TrpcResult>) => {
    const started = performance.now();
    const result = await call();
    gatewayMs += performance.now() - started;
    return result;
  };
  const query = (path: string, input?: unknown) => timed(() => client.query(path, input, tenantHeaders));
  const mutate = (path: string, input?: unknown) =>
    timed(() => client.mutate(path, input, { 'x-portal-csrf': '1', ...tenantHeaders }));

  const steps: StepFigures[] = [];
  let claimId = '';
  async function step(name: string, work: () => Promise<void>) {
    if (claimId) await options.between?.(name, claimId);
    const from = await lastSeq(options.mockUrl, tenantHeaders);
    gatewayMs = 0;
    await work();
    const entries = await journalAfter(options.mockUrl, from, tenantHeaders);
    const calls: Record<string, number> = {};
    let bucket = 0;
    for (const entry of entries) {
      if (entry.endpoint === null) bucket += 1;
      else calls[entry.endpoint] = (calls[entry.endpoint] ?? 0) + 1;
    }
    steps.push({ step: name, calls, bucket, gatewayMs });
  }

  let completion: CompletionView | undefined;
  const readCompletion = async () => {
    completion = ok(await query('claims.completion', { claimId }), 'claims.completion') as CompletionView;
    return completion;
  };
  const formOf = (kind: string) => {
    const form = completion?.forms.find((entry) => entry.kind === kind);
    if (!form) throw new Error(`the claim has no ${kind} form`);
    return form;
  };

  await step('login', async () => {
    const sent = ok(
      await mutate('auth.sendOtp', {
        countryCode: DEMO.countryCode,
        phone: DEMO.phone,
        medium: 'sms',
        languageCode: 'id',
      }),
      'auth.sendOtp',
    ) as { operationId: string; phone: string };
    ok(
      await mutate('auth.verifyOtp', { operationId: sent.operationId, phone: sent.phone, otp: DEMO.code }),
      'auth.verifyOtp',
    );
  });

  // Policy detail page (its loader and the family-claims card share one policy query).
  await step('policy detail', async () => {
    ok(await query('policies.detail', { id: JOURNEY_POLICY }), 'policies.detail');
  });

  // The benefit picker.
  await step('benefits', async () => {
    ok(await query('claims.benefits', { policyId: JOURNEY_POLICY }), 'claims.benefits');
  });

  // Choosing the benefit creates the claim and opens its completion on the incident form (with its brand list).
  await step('create and open', async () => {
    const created = ok(
      await mutate('claims.create', {
        policyId: JOURNEY_POLICY,
        benefitId: JOURNEY_BENEFIT,
        idempotencyKey: randomUUID(),
      }),
      'claims.create',
    ) as { claimId: string };
    claimId = created.claimId;
    await readCompletion();
    ok(await query('lists.options', { source: 'brand-list', filters: {} }), 'lists.options brand-list');
  });

  // Save & next on the incident form; the page reads the completion again after every save.
  await step('incident form', async () => {
    ok(
      await mutate('claims.saveForm', {
        claimId,
        formSlug: formOf('form').slug,
        values: {
          incident_date: '2026-11-20',
          incident_type: 'theft',
          incident_description: 'Ponsel dicuri di kereta.',
          reported_to_police: true,
          brand: 'samsung',
          declaration: true,
        },
      }),
      'claims.saveForm incident',
    );
    await readCompletion();
  });

  // Three photos: two of the damage, one of the IMEI (the one with an image check).
  const photos = [
    { name: 'damage_photos', label: 'photo 1' },
    { name: 'damage_photos', label: 'photo 2' },
    { name: 'imei_photo', label: 'photo 3 (image check)' },
  ];
  const bytes = pngImage();
  for (const [index, photo] of photos.entries()) {
    await step(photo.label, async () => {
      const documents = formOf('documents');
      const started = performance.now();
      const uploadId = await tusSend(options.baseUrl, client, bytes, `photo-${index + 1}.png`, tenantHeaders);
      gatewayMs += performance.now() - started;
      const { fileRef } = ok(await mutate('uploads.finish', { uploadId }), 'uploads.finish') as {
        fileRef: string;
      };
      const category = documents.fields.find((field) => field.name === photo.name)?.ocr_category;
      if (category) {
        let check = ok(
          await mutate('claims.verifyImage', { claimId, fileRef, category }),
          'claims.verifyImage',
        ) as { requestId: string; status: string };
        for (let poll = 0; poll < 5 && !/SUCCESSFUL|NOT_REQUIRED|INVALID/.test(check.status); poll++) {
          await pause(options.pollIntervalMs ?? 0);
          check = ok(
            await query('claims.imageStatus', { requestId: check.requestId }),
            'claims.imageStatus',
          ) as typeof check;
        }
      }
      ok(
        await mutate('claims.attachFile', { claimId, formSlug: documents.slug, name: photo.name, fileRef }),
        'claims.attachFile',
      );
      await readCompletion();
    });
  }

  // Save & next on the documents step sends the form's values (the file refs) like any other form.
  await step('documents form', async () => {
    const documents = formOf('documents');
    ok(
      await mutate('claims.saveForm', { claimId, formSlug: documents.slug, values: documents.values }),
      'claims.saveForm documents',
    );
    await readCompletion();
  });

  // Payout: the saved accounts and the bank list load; the preferred account is checked, then saved.
  await step('payout (saved account)', async () => {
    const accounts = ok(await query('payout.bankAccounts'), 'payout.bankAccounts') as {
      holder_name: string;
      account_no: string;
      bank_code: string;
      branch_name: string | null;
    }[];
    ok(await query('lists.options', { source: 'get-bank-list', filters: {} }), 'lists.options get-bank-list');
    const account = accounts[0];
    if (!account) throw new Error('the demo user has no saved bank account');
    ok(
      await mutate('payout.verifyBankAccount', {
        claimId,
        holderName: account.holder_name,
        accountNumber: account.account_no,
        bankCode: account.bank_code,
        ...(account.branch_name ? { branchName: account.branch_name } : {}),
      }),
      'payout.verifyBankAccount',
    );
    const payment = completion?.forms.find((form) => form.paymentMethod === 'bank_transfer');
    if (!payment) throw new Error('the claim has no bank transfer form');
    ok(
      await mutate('claims.saveForm', {
        claimId,
        formSlug: payment.slug,
        values: {
          bank_code: account.bank_code,
          account_holder_name: account.holder_name,
          account_number: account.account_no,
          branch_name: account.branch_name,
        },
      }),
      'claims.saveForm payout',
    );
    await readCompletion();
  });

  // The summary shows the completion it has; a complete claim is submitted there, then read once more and the
  // finish page shows it.
  await step('summary, submit, finish', async () => {
    if (!completion?.autoSubmit) throw new Error('the claim is not complete on the summary');
    ok(await mutate('claims.submit', { claimId }), 'claims.submit');
    await readCompletion();
  });

  const visitList = async () => {
    const list = ok(
      await query('claims.list', { filter: 'all', offset: 0, limit: CLAIM_PAGE_SIZE }),
      'claims.list',
    ) as { data: ClaimCard[] };
    ok(
      await query('chat.unread', { claimIds: list.data.map((card) => card.claim_id).sort() }),
      'chat.unread',
    );
    return list.data;
  };
  let cards: ClaimCard[] = [];
  await step('claim list', async () => {
    cards = await visitList();
  });
  await step('claim list again', async () => {
    cards = await visitList();
  });
  for (let visit = 1; visit <= (options.laterListVisits?.count ?? 0); visit++) {
    await pause(options.laterListVisits?.afterMs ?? 0);
    await step(`claim list later ${visit}`, async () => {
      cards = await visitList();
      await pause(BACKGROUND_READ_MS);
    });
  }
  if (!cards.some((card) => card.claim_id === claimId)) throw new Error('the new claim is not on the list');

  return { claimId, steps };
}

/** Broker calls of the claim itself: every step after login. */
export function claimCalls(
  figures: JourneyFigures,
  through = 'summary, submit, finish',
): Record<string, number> {
  const total: Record<string, number> = {};
  const last = figures.steps.findIndex((step) => step.step === through);
  for (const step of figures.steps.slice(1, last + 1)) {
    for (const [endpoint, count] of Object.entries(step.calls))
      total[endpoint] = (total[endpoint] ?? 0) + count;
  }
  return total;
}

export const sum = (calls: Record<string, number>) => Object.values(calls).reduce((a, b) => a + b, 0);
