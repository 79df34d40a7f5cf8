import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import type { FormField } from '@portal/contracts/entities/form-field';
import { pngImage, windowsExecutable } from './fixtures.ts';
import { completeGadgetClaim, GADGET_INCIDENT } from './gadget-claim.ts';
import { DEMO, journalCount, login as loginTo, startStack } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';
import { TUS_ENDPOINT, tusSession } from './tus-client.ts';

let stack: Awaited<ReturnType<typeof startStack>>;
let baseUrl: string;
let mockUrl: string;

beforeAll(async () => {
  stack = await startStack();
  ({ baseUrl, mockUrl } = stack);
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  await fetch(`${mockUrl}/__admin/reset`, { method: 'POST' });
});

type Client = ReturnType<typeof createTrpcHttp>;
const login = (who = DEMO) => loginTo(baseUrl, createTrpcHttp(baseUrl), who).then(({ client }) => client);
const cookieOf = (client: Client) => [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');

interface Completion {
  claimId: string;
  claimNo: string;
  statusCode: string;
  canEdit: boolean;
  autoSubmit: boolean;
  reprocess: { comment: string | null; invalidDocuments: string[] } | null;
  forms: {
    slug: string;
    kind: string;
    paymentMethod: string | null;
    isValid: boolean;
    fields: FormField[];
    values: Record<string, unknown>;
  }[];
}

/** A new gadget claim (bank transfer payout) for the demo policyholder. */
async function newGadgetClaim(client: Client): Promise<string> {
  const created = await client.mutate('claims.create', {
    policyId: 'pol_1002',
    benefitId: 'ben_1002_2',
    idempotencyKey: randomUUID(),
  });
  expect(created.status, JSON.stringify(created.error)).toBe(200);
  return (created.data as { claimId: string }).claimId;
}

const completion = async (client: Client, claimId: string) =>
  (await client.query('claims.completion', { claimId })).data as Completion;

/** Through the gateway as the page does (tus, then uploads.finish): the first refusal's status and key. */
async function upload(
  client: Client,
  bytes: Buffer,
  fileName = 'photo.png',
): Promise<{ status: number; body: { fileRef?: string; errorKey?: string } }> {
  const tus = tusSession(baseUrl, client);
  const created = await tus.create(bytes.length, fileName);
  if (created.status !== 201 || !created.location) {
    return { status: created.status, body: JSON.parse(created.body) as { errorKey?: string } };
  }
  const sent = await tus.send(created.location, 0, bytes);
  expect(sent.status, sent.body).toBe(204);
  const finished = await client.mutate('uploads.finish', { uploadId: created.location.split('/').pop() });
  return finished.error
    ? { status: finished.status, body: { errorKey: finished.error.data.errorKey } }
    : { status: finished.status, body: finished.data as { fileRef?: string } };
}

const brokerCalls = (path: string) => journalCount(mockUrl, path);

describe('completion view and saving', () => {
  it('shows a new claim: incident form, documents, payment, each field with its definition', async () => {
    const client = await login();
    const claimId = await newGadgetClaim(client);
    const view = await completion(client, claimId);
    expect(view).toMatchObject({ claimId, statusCode: 'initiated', canEdit: true, autoSubmit: false });
    expect(view.reprocess).toBeNull();
    // The page's names of the claim in each language: ours for the status and the known benefit, the broker's for
    // an Indonesian reader.
    expect(view).toMatchObject({
      statusNames: { id: 'Diajukan', en: 'Initiated' },
      benefitNames: { id: 'Pencurian Gadget', en: 'Gadget theft' },
    });
    expect(view.forms.map((form) => form.kind)).toEqual(['form', 'documents', 'payment']);
    const documents = view.forms[1];
    expect(documents?.fields.find((field) => field.name === 'imei_photo')).toMatchObject({
      type: 'file',
      required: true,
      ocr_category: 'imei',
    });
    const incident = view.forms[0];
    expect(incident?.fields.find((field) => field.name === 'brand')).toMatchObject({
      type: 'choices_external',
      external_source: 'brand-list',
    });
    expect(view.forms[2]).toMatchObject({ slug: 'bank-transfer', paymentMethod: 'bank_transfer' });
  });

  it('refuses bad values with a problem per field, then saves good ones', async () => {
    const client = await login();
    const claimId = await newGadgetClaim(client);
    const refused = await client.mutate('claims.saveForm', {
      claimId,
      formSlug: 'claim-information',
      values: { incident_date: '2026-02-30', incident_type: 'meteor', no_such_field: 'x' },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.data.errorKey).toBe('invalid_input');
    expect(Object.keys(refused.error?.data.fieldProblems ?? {}).sort()).toEqual([
      'incident_date',
      'incident_type',
      'no_such_field',
    ]);
    expect(await brokerCalls('/api/v3/claims/save-form/')).toBe(0);

    const saved = await client.mutate('claims.saveForm', {
      claimId,
      formSlug: 'claim-information',
      values: GADGET_INCIDENT,
    });
    expect(saved.data).toEqual({ isValid: true });
    const view = await completion(client, claimId);
    expect(view.forms[0]?.values).toMatchObject(GADGET_INCIDENT);
    expect(view.forms[0]?.isValid).toBe(true);
  });

  it('sends a saved sensitive value back masked, and keeps the full one when the masked one comes back', async () => {
    const client = await login();
    const claimId = await newGadgetClaim(client);
    const save = (values: Record<string, unknown>) =>
      client.mutate('claims.saveForm', { claimId, formSlug: 'claim-information', values });
    expect((await save({ ...GADGET_INCIDENT, reference_number: 'TKT-99887766' })).status).toBe(200);

    // Only the last four characters reach the page, in the completion view and in the claim's details.
    const view = await completion(client, claimId);
    expect(view.forms[0]?.values.reference_number).toBe('********7766');
    const details = await client.query('claims.detail', { id: claimId });
    const detailForm = (details.data as { forms: { attributes: { name: string; value: unknown }[] }[] })
      .forms[0];
    expect(detailForm?.attributes.find((attribute) => attribute.name === 'reference_number')?.value).toBe(
      '********7766',
    );

    // The page saves the form again with the masked value untouched: the broker is not sent it.
    const sentBodies = async () => {
      const response = await fetch(
        `${mockUrl}/__admin/journal?path=${encodeURIComponent('/api/v3/claims/save-form/')}`,
      );
      const { entries } = (await response.json()) as {
        entries: { body: { attributes: { name: string; value: unknown }[] } }[];
      };
      return entries.map((entry) => entry.body.attributes);
    };
    expect(
      (await save({ incident_description: 'Jatuh di kantor.', reference_number: '********7766' })).status,
    ).toBe(200);
    expect((await sentBodies())[0]).toEqual([{ name: 'incident_description', value: 'Jatuh di kantor.' }]);
    expect((await completion(client, claimId)).forms[0]?.values.reference_number).toBe('********7766');

    // A new value is sent whole, and shown masked in its turn.
    expect((await save({ reference_number: 'LP/123/XI/2026' })).status).toBe(200);
    expect((await sentBodies())[0]).toEqual([{ name: 'reference_number', value: 'LP/123/XI/2026' }]);
    expect((await completion(client, claimId)).forms[0]?.values.reference_number).toBe('**********2026');
  });

  it('shows a reprocess claim with the comment and the documents to upload again', async () => {
    const client = await login();
    const view = await completion(client, 'clm_1105');
    expect(view.statusCode).toBe('document_reprocess');
    expect(view.reprocess?.comment).toMatch(/\S/);
    expect(view.reprocess?.invalidDocuments.length).toBeGreaterThan(0);
  });
});

describe('uploads through the gateway', () => {
  it('takes a real PNG, registers it on the attribute, and serves the same bytes to the same user only', async () => {
    const client = await login();
    const claimId = await newGadgetClaim(client);
    const png = pngImage();
    const uploaded = await upload(client, png);
    expect(uploaded.status).toBe(200);
    const fileRef = uploaded.body.fileRef ?? '';
    expect(fileRef).toMatch(/^\/files\/[\w-]+$/);

    const attached = await client.mutate('claims.attachFile', {
      claimId,
      formSlug: 'claim-documents',
      name: 'damage_photos',
      fileRef,
    });
    expect(attached.data).toEqual({ value: [fileRef] });
    const view = await completion(client, claimId);
    expect(view.forms[1]?.values.damage_photos).toEqual([fileRef]);
    // The broker's storage host never reaches the page.
    expect(JSON.stringify(view)).not.toContain(new URL(mockUrl).host);

    const served = await fetch(`${baseUrl}${fileRef}`, { headers: { cookie: cookieOf(client) } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);

    const siti = await login({ ...DEMO, phone: '81200000002' });
    const foreign = await fetch(`${baseUrl}${fileRef}`, { headers: { cookie: cookieOf(siti) } });
    expect(foreign.status).toBe(404);
    expect((await fetch(`${baseUrl}${fileRef}`)).status).toBe(401);

    const removed = await client.mutate('claims.removeFile', {
      claimId,
      formSlug: 'claim-documents',
      name: 'damage_photos',
      fileRef,
    });
    expect(removed.data).toEqual({ value: [] });
  });

  it('shows file values of claim details as refs, never as the storage URL', async () => {
    const client = await login();
    const detail = await client.query('claims.detail', { id: 'clm_1105' });
    const text = JSON.stringify(detail.data);
    expect(text).toContain('"/files/');
    expect(text).not.toMatch(/storage\.broker\.test|__storage/);
  });

  it('refuses a changed file ref, for reading and for attaching', async () => {
    const client = await login();
    const claimId = await newGadgetClaim(client);
    const { body } = await upload(client, pngImage());
    const ref = body.fileRef ?? '';
    const last = ref.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${ref.slice(0, -2)}${last}${ref.at(-1)}`;
    expect((await fetch(`${baseUrl}${tampered}`, { headers: { cookie: cookieOf(client) } })).status).toBe(
      404,
    );
    const attached = await client.mutate('claims.attachFile', {
      claimId,
      formSlug: 'claim-documents',
      name: 'imei_photo',
      fileRef: tampered,
    });
    expect(attached.status).toBe(400);
    expect(await brokerCalls('/api/v2/claim/save-form-attribute/')).toBe(0);
  });

  it('refuses a renamed executable by its bytes', async () => {
    const client = await login();
    const refused = await upload(client, windowsExecutable());
    expect(refused).toEqual({ status: 400, body: { errorKey: 'file_type_refused' } });
  });

  it('refuses a file under 1 KB', async () => {
    const client = await login();
    const refused = await upload(client, pngImage().subarray(0, 600));
    expect(refused).toEqual({ status: 400, body: { errorKey: 'file_too_small' } });
  });

  it('refuses more than 25 MB: by its declared length at once, and bytes past the declared length', async () => {
    const client = await login();
    const tus = tusSession(baseUrl, client);
    const big = await tus.create(UPLOAD_MAX_BYTES + 1, 'big.png');
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ errorKey: 'file_too_large' });

    const created = await tus.create(2048, 'small.png');
    const past = await tus.send(created.location ?? '', 0, Buffer.concat([pngImage(), Buffer.alloc(4096)]));
    expect(past.status).toBe(413);
    expect(JSON.parse(past.body)).toEqual({ errorKey: 'file_too_large' });
  });

  it('needs the page header and a session', async () => {
    const client = await login();
    const noHeader = await fetch(`${baseUrl}${TUS_ENDPOINT}`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '4096', cookie: cookieOf(client) },
    });
    expect(noHeader.status).toBe(403);
    const noSession = await tusSession(baseUrl, null).create(4096, 'photo.png');
    expect(noSession.status).toBe(401);
    expect(JSON.parse(noSession.body)).toEqual({ errorKey: 'session_expired' });
  });

  it('keeps the small body limit on every other route', async () => {
    const client = await login();
    const response = await fetch(`${baseUrl}/trpc/claims.saveForm`, {
      method: 'POST',
      headers: { 'x-portal-csrf': '1', 'content-type': 'application/json', cookie: cookieOf(client) },
      body: JSON.stringify({ claimId: 'clm_1', formSlug: 'x', values: { a: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(response.status).toBe(413);
    const multipart = new FormData();
    multipart.append('file', new Blob([Buffer.alloc(2 * 1024 * 1024)]), 'a.png');
    const form = await fetch(`${baseUrl}/trpc/claims.saveForm`, {
      method: 'POST',
      headers: { 'x-portal-csrf': '1', cookie: cookieOf(client) },
      body: multipart,
    });
    expect(form.status).toBe(415);
  });
});

describe('sent once', () => {
  async function completeClaim(client: Client): Promise<string> {
    const claimId = await newGadgetClaim(client);
    const { body } = await upload(client, pngImage());
    await completeGadgetClaim(client, claimId, body.fileRef ?? '');
    return claimId;
  }

  it('submits a complete claim once, however often and however concurrently it is asked', async () => {
    const client = await login();
    const claimId = await completeClaim(client);
    expect((await completion(client, claimId)).autoSubmit).toBe(true);
    const [first, second] = await Promise.all([
      client.mutate('claims.submit', { claimId }),
      client.mutate('claims.submit', { claimId }),
    ]);
    expect(first.data).toEqual({ statusCode: 'document_received' });
    expect(second.data).toEqual({ statusCode: 'document_received' });
    const again = await client.mutate('claims.submit', { claimId });
    expect(again.data).toEqual({ statusCode: 'document_received' });
    expect(await brokerCalls('/api/v3/claims/submit/')).toBe(1);
    const view = await completion(client, claimId);
    expect(view).toMatchObject({ statusCode: 'document_received', canEdit: false, autoSubmit: false });
  });

  it('submits again when customer service sends the claim back, and sends that round once too', async () => {
    const client = await login();
    const claimId = await completeClaim(client);
    expect((await client.mutate('claims.submit', { claimId })).data).toEqual({
      statusCode: 'document_received',
    });
    const firstRound = await brokerCalls('/api/v3/claims/submit/');
    const sentBack = await fetch(`${mockUrl}/__admin/claims/${claimId}/transition`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status_code: 'document_reprocess', invalid_documents: ['damage_photos'] }),
    });
    expect(sentBack.ok).toBe(true);
    const { body } = await upload(client, pngImage());
    await client.mutate('claims.attachFile', {
      claimId,
      formSlug: 'claim-documents',
      name: 'damage_photos',
      fileRef: body.fileRef ?? '',
    });
    expect((await completion(client, claimId)).autoSubmit).toBe(true);
    const [first, second] = await Promise.all([
      client.mutate('claims.submit', { claimId }),
      client.mutate('claims.submit', { claimId }),
    ]);
    expect(first.data).toEqual({ statusCode: 'document_received' });
    expect(second.data).toEqual({ statusCode: 'document_received' });
    expect(await brokerCalls('/api/v3/claims/submit/')).toBe(firstRound + 1);
  });

  it('creates one claim per idempotency key, for concurrent and repeated calls', async () => {
    const client = await login();
    const input = { policyId: 'pol_1008', benefitId: 'ben_1008_1', idempotencyKey: randomUUID() };
    const [first, second] = await Promise.all([
      client.mutate('claims.create', input),
      client.mutate('claims.create', input),
    ]);
    const third = await client.mutate('claims.create', input);
    const claimId = (first.data as { claimId: string }).claimId;
    expect(claimId).toMatch(/\S/);
    expect(second.data).toEqual({ claimId });
    expect(third.data).toEqual({ claimId });
    expect(await brokerCalls('/api/v4/claim/create/')).toBe(1);
  });
});

describe('image verification, payout and lists', () => {
  it('verifies an IMEI photo and polls its status to success', async () => {
    const client = await login();
    const claimId = await newGadgetClaim(client);
    const { body } = await upload(client, pngImage());
    const started = await client.mutate('claims.verifyImage', {
      claimId,
      fileRef: body.fileRef,
      category: 'imei',
    });
    const check = started.data as { requestId: string; status: string; requiredFields: { label: string }[] };
    expect(check.status).toBe('PENDING');
    expect(check.requiredFields.map((field) => field.label)).toContain('IMEI');
    const first = await client.query('claims.imageStatus', { requestId: check.requestId });
    expect((first.data as { status: string }).status).not.toBe('OCR_SUCCESSFUL');
    const second = await client.query('claims.imageStatus', { requestId: check.requestId });
    expect(second.data).toMatchObject({
      status: 'OCR_SUCCESSFUL',
      receivedFields: expect.arrayContaining([expect.objectContaining({ label: 'IMEI' })]),
    });
  });

  it('answers a holder-name mismatch and an account the bank does not know as not valid, each with its key', async () => {
    const client = await login();
    const claimId = await newGadgetClaim(client);
    const account = { claimId, holderName: 'Budi Santoso', accountNumber: '1234567890', bankCode: 'BCA' };
    const bankAnswers = async (scenario: 'holder_name_mismatch' | 'account_not_found') => {
      await fetch(`${mockUrl}/__admin/scenarios/bank-verification`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ scenario }),
      });
      return client.mutate('payout.verifyBankAccount', account);
    };
    const valid = await client.mutate('payout.verifyBankAccount', account);
    expect(valid.data).toEqual({ isValid: true, refusal: null, holderNameOnRecord: 'BUDI SANTOSO' });
    const mismatch = await bankAnswers('holder_name_mismatch');
    expect(mismatch.data).toEqual({
      isValid: false,
      refusal: 'bank_holder_mismatch',
      holderNameOnRecord: 'ANDI WIJAYA',
    });
    const unknown = await bankAnswers('account_not_found');
    expect(unknown.data).toEqual({
      isValid: false,
      refusal: 'bank_account_unknown',
      holderNameOnRecord: null,
    });
  });

  it('lists saved bank accounts preferred first and adds one', async () => {
    const client = await login();
    const added = await client.mutate('payout.addBankAccount', {
      holder_name: 'Budi Santoso',
      account_no: '9876543210',
      bank_code: 'BNI',
      is_preferred: false,
    });
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    const accounts = (await client.query('payout.bankAccounts')).data as { is_preferred: boolean }[];
    expect(accounts.length).toBeGreaterThan(0);
    const firstOther = accounts.findIndex((account) => !account.is_preferred);
    expect(accounts.slice(firstOther).every((account) => !account.is_preferred)).toBe(true);
  });

  it('loads the options of every list source', async () => {
    const client = await login();
    const options = async (source: string, filters: Record<string, string> = {}) => {
      const result = await client.query('lists.options', { source, filters });
      expect(result.status, `${source}: ${JSON.stringify(result.error)}`).toBe(200);
      return result.data as { value: string; label: string; detail?: string }[];
    };
    expect((await options('get-bank-list')).map((option) => option.value)).toContain('BCA');
    expect((await options('province-list')).map((option) => option.value)).toContain('31');
    expect((await options('cities', { province_code: '31' })).map((option) => option.value)).toContain(
      '3174',
    );
    expect((await options('postal-codes', { city_code: '3174' })).length).toBeGreaterThan(0);
    expect((await options('brand-list', { category: 'gadget' })).map((option) => option.value)).toContain(
      'samsung',
    );
    const centres = await options('list-service-center', { brand_code: 'samsung', province_code: '31' });
    expect(centres.length).toBeGreaterThan(0);
    const branches = await options('service-branch-list', { service_center: centres[0]?.value ?? '' });
    expect(branches[0]).toMatchObject({ value: expect.any(String), label: expect.any(String) });
    const missingFilter = await client.query('lists.options', { source: 'cities', filters: {} });
    expect(missingFilter.status).toBe(400);
  });
});

describe('family and agency', () => {
  it('lists the eligible members and files a claim for a chosen member', async () => {
    const client = await login();
    const eligible = await client.query('claims.eligibleMembers', {
      policyId: 'pol_1004',
      benefitId: 'ben_1004_2',
    });
    const { members, benefitRemaining } = eligible.data as {
      members: { user_id: string }[];
      benefitRemaining: number;
    };
    expect(members.length).toBeGreaterThan(1);
    expect(benefitRemaining).toBeGreaterThan(0);
    const member = members[1]?.user_id;
    const created = await client.mutate('claims.create', {
      policyId: 'pol_1004',
      benefitId: 'ben_1004_2',
      memberId: member,
      idempotencyKey: randomUUID(),
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const family = (await client.query('claims.familyClaims', { policyId: 'pol_1004' })).data as {
      claim_id: string;
    }[];
    expect(family.map((claim) => claim.claim_id)).toContain((created.data as { claimId: string }).claimId);
  });

  it('lets an agent file a claim on an agency policy', async () => {
    const agent = await login({ ...DEMO, phone: '81200000003' });
    const policies = await agent.query('agency.policyList', {
      productCode: 'car-protection',
      coverageStatus: 'ACTIVE',
      page: 1,
      pageSize: 10,
    });
    const references = (policies.data as { data: { reference_id: string }[] }).data.map(
      (policy) => policy.reference_id,
    );
    let claimId: string | undefined;
    for (const policyId of references) {
      const offer = await agent.query('agency.benefits', { policyId });
      const benefits = (offer.data as { benefits: { benefit_id: string }[] }).benefits;
      for (const benefit of benefits) {
        const created = await agent.mutate('agency.createClaim', {
          policyId,
          benefitId: benefit.benefit_id,
          idempotencyKey: randomUUID(),
        });
        if (created.status === 200) {
          claimId = (created.data as { claimId: string }).claimId;
          break;
        }
        // A refusal: the broker's code goes with it (its text too, unless the portal words it itself).
        expect(created.error?.data.serverCode).toMatch(/\S/);
      }
      if (claimId) break;
    }
    expect(claimId).toBeDefined();
    const view = await completion(agent, claimId ?? '');
    expect(view.statusCode).toBe('initiated');
  });
});
