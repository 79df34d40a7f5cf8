import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_NAMES } from '../store/named-seeds.ts';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

const { budi } = DEMO_USERS;
const CLAIM_LIST = '/api/v1/claim/list/?filter=all&offset=0&limit=50';
const ACCOUNTS = '/api/v1/user/bank-account/';
const COMMENTS = (claimId: string) => `/api/v1/tanya/comments/?entity_ref_id=${claimId}`;

type Document = {
  format: string;
  seed: string;
  state: { policies: { owner_id: string; detail: Record<string, unknown> }[] } & Record<string, unknown>;
  switches: Record<string, unknown>;
  faults: Record<string, unknown>[];
} & Record<string, unknown>;

describe('scenario documents (/__admin/export, /__admin/import)', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  const exportOf = async (tenant: string, query = '') => {
    const response = await call(app, 'GET', `/__admin/export${query}`, { tenant });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const importInto = (tenant: string, payload: unknown) =>
    call(app, 'PUT', '/__admin/import', { tenant, payload: payload as object });

  it('round trip: what the broker API changed in one tenant answers the same in another, and exports the same', async () => {
    app = createTestApp();
    const inA = await login(app, budi.phone, 'origin-a');
    const asA = { tenant: 'origin-a', token: inA };

    const filed = await call(app, 'POST', '/api/v4/claim/create/', {
      ...asA,
      payload: {
        application_no: 'APP-2026-001010',
        benefit_id: 'ben_1010_1',
        source: 'portal',
        user_id: 'me',
      },
    });
    const { claim_id: newClaim } = readResponse('createClaim', filed);
    readResponse(
      'addBankAccount',
      await call(app, 'POST', ACCOUNTS, {
        ...asA,
        payload: { holder_name: 'Budi Santoso', account_no: '8800123456', bank_code: 'BNI' },
      }),
    );
    readResponse(
      'addComments',
      await call(app, 'POST', '/api/v1/tanya/add-comments/', {
        ...asA,
        payload: { entity_ref_id: newClaim, message: 'Apakah kuitansi fotokopi boleh?' },
      }),
    );

    const exported = await exportOf('origin-a');
    const document = exported.json() as Document;
    expect(document).toMatchObject({ format: 'mock-scenario/1', seed: 'default' });
    expect(document.state).not.toHaveProperty('sessions');

    const imported = await importInto('copy-b', document);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      name: 'copy-b',
      origin: { import: { seed: 'default', description: null } },
      counts: { sessions: 0 },
    });

    const inB = await login(app, budi.phone, 'copy-b');
    const asB = { tenant: 'copy-b', token: inB };
    const same = async (url: string) => {
      const a = await call(app, 'GET', url, asA);
      const b = await call(app, 'GET', url, asB);
      expect(b.statusCode, url).toBe(200);
      expect(b.json(), url).toEqual(a.json());
      return b;
    };
    const claims = readResponse('claimList', await same(CLAIM_LIST)).data;
    expect(claims.map((card) => card.claim_id)).toContain(newClaim);
    await same(`/api/v3/claims/details/?claim_id=${newClaim}`);
    const accounts = readResponse('bankAccounts', await same(ACCOUNTS)).data;
    expect(accounts.map((account) => account.account_no)).toContain('8800123456');
    const comments = readResponse('comments', await same(COMMENTS(newClaim))).comments;
    expect(comments.map((comment) => comment.message)).toEqual(['Apakah kuitansi fotokopi boleh?']);

    // The id counters came along: the next claim in B is numbered as it would have been in A.
    const next = await call(app, 'POST', '/api/v4/claim/create/', {
      ...asB,
      payload: {
        application_no: 'APP-2026-001008',
        benefit_id: 'ben_1008_1',
        source: 'portal',
        user_id: 'me',
      },
    });
    expect(readResponse('createClaim', next).claim_id).toBe('clm_9002');

    await importInto('copy-c', document);
    expect((await exportOf('copy-c')).body).toBe(exported.body);
    expect((await exportOf('copy-b')).json()).not.toEqual(document);
  });

  it('carries what every store holds: OCR requests, feedback, endorsements, shipping claims, orders, profiles', async () => {
    app = createTestApp();
    const tenant = 'busy';
    const token = await login(app, budi.phone, tenant);
    const post = async (url: string, payload: object, as: string | undefined = token) => {
      const response = await call(app, 'POST', url, { tenant, payload, ...(as && { token: as }) });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
      return response;
    };
    await post('/api/v1/image-processor/imei/extract-info/', {
      gcp_url: 'http://mock.test/__storage/claims/usr_0001/imei.jpg',
      reference_id: 'clm_1101',
    });
    await post('/api/v1/claim/give_feedback/', {
      feedback_form_id: 'fb_1106',
      rating: 5,
      answers: [{ question_id: 'what_went_well', answer: 'Proses klaim cepat' }],
    });
    await post(
      '/api/v1/policy/token-endorse/pol_1001/',
      { token: 'etk-1001-once', changes: { imei: '356789104522999' } },
      undefined,
    );
    const { operation_id } = (
      await post(
        '/api/v1/policy/endorsement/send_otp/',
        { internal_id: 'pol_1003', medium: 'sms', language_code: 'id' },
        undefined,
      )
    ).json() as { operation_id: string };
    await post(
      '/api/v1/policy/endorsement/verify_otp/',
      { internal_id: 'pol_1003', operation_id, otp: '123456' },
      undefined,
    );
    await post('/api/v1/claim/create-shipping-claim/', {
      claim_type: 'shipping',
      order_id: 'INV/20260330/MPL/3819203',
      airway_bill_no: 'JNE0123456789',
      description: 'Paket diterima dalam keadaan rusak',
      document_urls: ['https://files.test/foto-paket.jpg'],
    });
    await post('/api/v1/gojek-passenger/create-order/', { order_id: 'RB-739201845' });
    await post('/api/v1/user/documents/', {
      document_type: 'passport',
      name: 'Paspor',
      file_url: 'https://files.test/passport.pdf',
    });
    await post('/api/v1/tanya/add-comments/', { entity_ref_id: 'clm_1102', message: 'Suratnya sudah ada.' });
    await call(app, 'POST', '/__admin/comments/clm_1102/solve', { tenant });
    // A first login of an unknown phone opens an account.
    const newcomer = '6281377770000';
    const sent = await post(
      '/api/v1/user/send_otp/',
      { phone: newcomer, medium: 'sms', language_code: 'id' },
      undefined,
    );
    const { code } = (await call(app, 'GET', `/__admin/otp/${newcomer}`, { tenant })).json() as {
      code: string;
    };
    await post(
      '/api/v1/auth/verify-otp-and-get-session/',
      { phone: newcomer, operation_id: (sent.json() as { operation_id: string }).operation_id, otp: code },
      undefined,
    );

    const exported = await exportOf(tenant);
    const state = (exported.json() as Document).state as Record<string, Record<string, unknown[]>>;
    expect(state.claimFlow!.imageRequests).toHaveLength(1);
    expect(state.feedback!.submissions).toHaveLength(1);
    expect(state.feedback!.shippingClaims).toHaveLength(1);
    expect(state.endorsements!.endorsements).toHaveLength(1);
    expect(state.endorsements!.authorizations).toHaveLength(1);
    expect(state.claimFlow!.registeredOrders).toEqual(['RB-739201845']);
    expect((exported.json() as Document).state.createdUsers).toBe(1);

    const imported = await importInto('busy-copy', exported.json());
    expect(imported.statusCode, imported.body.slice(0, 500)).toBe(200);
    expect((await exportOf('busy-copy')).body).toBe(exported.body);
    // What the stores hold answers the same: the used token, the given feedback, the registered order.
    const used = await call(
      app,
      'GET',
      '/api/v1/policy/token-policy-details/?id=pol_1001&token=etk-1001-once',
      {
        tenant: 'busy-copy',
      },
    );
    expect(readError(used, 410).code).toBe('endorsement_token_used');
    const again = await call(app, 'POST', '/api/v1/claim/give_feedback/', {
      tenant: 'busy-copy',
      payload: { feedback_form_id: 'fb_1106', rating: 4, answers: [] },
    });
    expect(readError(again, 409).code).toBe('feedback_already_given');
  });

  it('carries the switches and the faults as they stand (calls left, draw seed)', async () => {
    app = createTestApp();
    const tenant = 'switched';
    await call(app, 'PUT', '/__admin/scenarios/otp', {
      tenant,
      payload: { phone: budi.phone, scenario: 'verify_fails' },
    });
    await call(app, 'PUT', '/__admin/scenarios/ocr', { tenant, payload: { scenario: 'mismatch', polls: 3 } });
    await call(app, 'PUT', '/__admin/scenarios/bank-verification', {
      tenant,
      payload: { scenario: 'account_not_found' },
    });
    await call(app, 'POST', '/__admin/faults', { tenant, payload: { path: '/api/v1/tags/**', delayMs: 5 } });
    await call(app, 'POST', '/__admin/faults', {
      tenant,
      payload: {
        method: 'get',
        path: '/api/v1/tags/bike_brand_list/',
        status: 502,
        times: 3,
        percentage: 100,
      },
    });
    expect((await call(app, 'GET', '/api/v1/tags/bike_brand_list/', { tenant })).statusCode).toBe(502);

    const document = (await exportOf(tenant)).json() as Document;
    expect(document.switches).toEqual({
      otp: {
        everyPhone: 'normal',
        phones: expect.objectContaining({ [budi.phone]: 'verify_fails', '6281299999001': 'send_fails' }),
      },
      ocr: { scenario: 'mismatch', polls: 3 },
      bankVerification: { scenario: 'account_not_found' },
    });
    expect(document.faults).toEqual([
      { path: '/api/v1/tags/**', delayMs: 5, seed: 1 },
      {
        method: 'GET',
        path: '/api/v1/tags/bike_brand_list/',
        status: 502,
        times: 2,
        percentage: 100,
        seed: 2,
      },
    ]);

    await importInto('switched-copy', document);
    const scenarios = (await call(app, 'GET', '/__admin/scenarios', { tenant: 'switched-copy' })).json();
    expect(scenarios).toMatchObject({
      otp: { phones: { [budi.phone]: 'verify_fails' } },
      ocr: { scenario: 'mismatch', polls: 3 },
      bank_verification: { scenario: 'account_not_found' },
    });
    const faults = (await call(app, 'GET', '/__admin/faults', { tenant: 'switched-copy' })).json() as {
      faults: { id: string; remaining?: number }[];
    };
    expect(faults.faults.map((fault) => [fault.id, fault.remaining])).toEqual([
      ['flt_2', 2],
      ['flt_1', undefined],
    ]);
    expect(
      (await call(app, 'GET', '/api/v1/tags/bike_brand_list/', { tenant: 'switched-copy' })).statusCode,
    ).toBe(502);
  });

  it('carries the run-time stubs as they stand (calls left), and they answer in the tenant it loads into', async () => {
    app = createTestApp();
    const tenant = 'stubbed';
    const stub = await call(app, 'POST', '/__admin/stubs', {
      tenant,
      payload: {
        method: 'GET',
        path: '/api/v1/tags/bike_brand_list/',
        status: 200,
        body: { data: [{ code: 'stub', name: '{{tenant}}' }] },
        times: 3,
      },
    });
    expect(stub.statusCode, stub.body).toBe(201);
    expect((await call(app, 'GET', '/api/v1/tags/bike_brand_list/', { tenant })).json()).toEqual({
      data: [{ code: 'stub', name: tenant }],
    });

    const document = (await exportOf(tenant)).json() as Document;
    expect(document.stubs).toEqual([
      {
        method: 'GET',
        path: '/api/v1/tags/bike_brand_list/',
        status: 200,
        body: { data: [{ code: 'stub', name: '{{tenant}}' }] },
        times: 2,
      },
    ]);
    expect((await importInto('stubbed-copy', document)).statusCode).toBe(200);
    const copied = await call(app, 'GET', '/api/v1/tags/bike_brand_list/', { tenant: 'stubbed-copy' });
    expect(copied.json()).toEqual({ data: [{ code: 'stub', name: 'stubbed-copy' }] });
    expect(copied.headers['x-mock-stub']).toBe('stb_1');
  });

  it.each(SEED_NAMES)('exports the %s seed as a document that imports to the same text', async (seed) => {
    app = createTestApp();
    await call(app, 'POST', '/__admin/reset', { tenant: 'seeded', payload: { seed } });
    const exported = await exportOf('seeded', '?description=From%20a%20test');
    expect(exported.json()).toMatchObject({ seed, description: 'From a test' });
    const imported = await importInto('reloaded', exported.json());
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(200);
    expect((await exportOf('reloaded', '?description=From%20a%20test')).body).toBe(exported.body);
  });

  it('ends the sessions of the tenant it replaces and clears its journal, like a reset', async () => {
    app = createTestApp();
    const token = await login(app, budi.phone, 'replaced');
    readResponse('claimList', await call(app, 'GET', CLAIM_LIST, { tenant: 'replaced', token }));
    const document = (await exportOf('replaced')).json();
    expect((await importInto('replaced', document)).statusCode).toBe(200);
    readError(await call(app, 'GET', CLAIM_LIST, { tenant: 'replaced', token }), 401);
    const journal = (await call(app, 'GET', '/__admin/journal', { tenant: 'replaced' })).json() as {
      total: number;
    };
    expect(journal.total).toBe(1);
  });

  it('takes the short form too: a seed and edits', async () => {
    app = createTestApp();
    const imported = await importInto('short', {
      format: 'mock-scenario/1',
      description: 'Budi without policies',
      seed: 'empty',
      edits: [{ op: 'removeUserData', phone: budi.phone, parts: ['bankAccounts'] }],
      switches: { bankVerification: { scenario: 'holder_name_mismatch' } },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      origin: { import: { seed: 'empty', description: 'Budi without policies' } },
      counts: { policies: 0, claims: 0 },
    });
    const token = await login(app, budi.phone, 'short');
    expect(
      readResponse('bankAccounts', await call(app, 'GET', ACCOUNTS, { tenant: 'short', token })).data,
    ).toEqual([]);
  });

  it('refuses a bad document with the path of the bad field, and leaves the tenant as it was', async () => {
    app = createTestApp();
    await call(app, 'POST', '/__admin/claims/clm_1101/transition', {
      tenant: 'kept',
      payload: { status_code: 'rejected' },
    });
    const before = (await exportOf('kept')).body;
    const good = JSON.parse(before) as Document;

    const badDate = structuredClone(good);
    badDate.state.policies[3]!.detail.start_time = 'yesterday';
    const unknownOwner = structuredClone(good);
    unknownOwner.state.policies[0]!.owner_id = 'usr_nobody';
    const cases: [unknown, string][] = [
      [badDate, 'body.state.policies.3.detail.start_time'],
      [unknownOwner, 'body.state.policies.0.owner_id'],
      [{ ...good, format: 'mock-scenario/2' }, 'body.format'],
      [{ ...good, extra: true }, 'body'],
      [
        {
          format: 'mock-scenario/1',
          edits: [{ op: 'claimStatus', claimId: 'clm_nope', status: 'rejected' }],
        },
        'body.edits.0.claimId',
      ],
      [{ format: 'mock-scenario/1', edits: [{ op: 'teleport' }] }, 'body.edits.0.op'],
      [
        {
          format: 'mock-scenario/1',
          edits: [
            { op: 'benefit', policyId: 'pol_1004', benefitId: 'ben_1004_2', set: { remaining_coverage: 0 } },
            { op: 'benefit', policyId: 'pol_1004', benefitId: 'ben_1004_9', set: { remaining_coverage: 0 } },
          ],
        },
        'body.edits.1.benefitId',
      ],
      [
        {
          format: 'mock-scenario/1',
          edits: [
            {
              op: 'claimStatus',
              claimId: 'clm_1103',
              status: 'document_reprocess',
              invalidDocuments: ['imei_photo', 'selfie'],
            },
          ],
        },
        'body.edits.0.invalidDocuments.1',
      ],
      [{ format: 'mock-scenario/1', faults: [{ path: '/api/**' }] }, 'body.faults.0'],
    ];
    for (const [payload, path] of cases) {
      const refused = await importInto('kept', payload);
      const error = readError(refused, 400);
      expect(error.code, path).toBe('invalid_request');
      expect(
        error.issues?.map((issue) => issue.path),
        JSON.stringify(error.issues),
      ).toContain(path);
    }
    expect((await exportOf('kept')).body).toBe(before);
    expect((await call(app, 'GET', '/__admin/tenants/kept')).json()).toMatchObject({
      origin: { seed: 'default' },
    });
  });
});

describe('scenario files (MOCK_SCENARIO_DIR)', () => {
  let app: FastifyInstance;
  let dir: string;
  afterEach(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function withFiles(files: Record<string, string>) {
    dir = mkdtempSync(join(tmpdir(), 'mock-scenarios-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    app = createTestApp({ scenarioDir: dir });
  }

  const ready = JSON.stringify({
    format: 'mock-scenario/1',
    description: 'Budi’s first claim rejected',
    edits: [{ op: 'claimStatus', claimId: 'clm_1101', status: 'rejected' }],
    faults: [{ path: '/api/v1/user/profile/', status: 500 }],
  });

  it('lists the files by name, with the ones that cannot load and why', async () => {
    withFiles({
      'claim-rejected.json': ready,
      'broken.json': '{ "format": ',
      'wrong-format.json': JSON.stringify({ format: 'har/1.2' }),
      'Not_Kebab.json': ready,
      'notes.txt': 'not a scenario',
    });
    const listed = (await call(app, 'GET', '/__admin/scenarios/files')).json() as Record<string, unknown>;
    expect(listed).toEqual({
      dir,
      scenarios: [
        { name: 'broken', description: null, seed: null, problem: expect.stringMatching(/^Not JSON/) },
        { name: 'claim-rejected', description: 'Budi’s first claim rejected', seed: 'default' },
        { name: 'wrong-format', description: null, seed: null, problem: expect.stringMatching(/^format: /) },
      ],
    });
  });

  it('resets a tenant to a file, or creates one from it; the origin names the file', async () => {
    withFiles({ 'claim-rejected.json': ready });
    expect(
      (await call(app, 'POST', '/__admin/reset', { payload: { scenario: 'claim-rejected' } })).statusCode,
    ).toBe(204);
    const created = await call(app, 'PUT', '/__admin/tenants/suite-a', {
      payload: { scenario: 'claim-rejected' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ origin: { scenario: 'claim-rejected' }, counts: { faults: 1 } });

    for (const tenant of [undefined, 'suite-a']) {
      const token = await login(app, budi.phone, tenant);
      const claims = readResponse(
        'claimList',
        await call(app, 'GET', CLAIM_LIST, { token, ...(tenant && { tenant }) }),
      ).data;
      expect(claims.find((card) => card.claim_id === 'clm_1101')?.status_group).toBe('rejected');
      expect(
        (await call(app, 'GET', '/api/v1/user/profile/', { token, ...(tenant && { tenant }) })).statusCode,
      ).toBe(500);
    }
    expect((await call(app, 'GET', '/__admin/state')).json()).toMatchObject({
      origin: { scenario: 'claim-rejected' },
      seed: 'default',
    });
    // Back to a seed: the scenario is gone.
    await call(app, 'POST', '/__admin/reset', { payload: { seed: 'default' } });
    expect((await call(app, 'GET', '/__admin/state')).json()).toMatchObject({ origin: { seed: 'default' } });
  });

  it('answers 404 with the known names for an unknown file, 400 for a seed and a scenario together', async () => {
    withFiles({ 'claim-rejected.json': ready });
    const unknown = readError(
      await call(app, 'POST', '/__admin/reset', { payload: { scenario: 'nope' } }),
      404,
    );
    expect(unknown.error).toContain('known scenarios: claim-rejected');
    readError(await call(app, 'PUT', '/__admin/tenants/never', { payload: { scenario: 'nope' } }), 404);
    readError(await call(app, 'GET', '/__admin/tenants/never'), 404);
    const both = await call(app, 'POST', '/__admin/reset', {
      payload: { seed: 'empty', scenario: 'claim-rejected' },
    });
    expect(readError(both, 400).code).toBe('invalid_request');
    const traversal = await call(app, 'POST', '/__admin/reset', {
      payload: { scenario: '../claim-rejected' },
    });
    expect(readError(traversal, 400).issues?.[0]?.path).toBe('body.scenario');
  });

  it('refuses a file that does not load, naming the file and the bad field, and changes nothing', async () => {
    withFiles({
      'bad-edit.json': JSON.stringify({
        format: 'mock-scenario/1',
        edits: [{ op: 'endorsementToken', token: 'etk-nope', state: 'used' }],
      }),
      'bad-field.json': JSON.stringify({
        format: 'mock-scenario/1',
        switches: { ocr: { scenario: 'sometimes' } },
      }),
      'broken.json': '{',
    });
    await call(app, 'POST', '/__admin/claims/clm_1101/transition', { payload: { status_code: 'rejected' } });
    const cases: [string, string][] = [
      ['bad-edit', 'edits.0.token'],
      ['bad-field', 'switches.ocr.scenario'],
      ['broken', '(document)'],
    ];
    for (const [scenario, path] of cases) {
      const refused = readError(await call(app, 'POST', '/__admin/reset', { payload: { scenario } }), 400);
      expect(refused.code).toBe('scenario_invalid');
      expect(refused.error).toContain(`${scenario}.json`);
      expect(refused.issues?.map((issue) => issue.path)).toContain(path);
    }
    expect((await call(app, 'GET', '/__admin/claims/clm_1101')).json()).toMatchObject({
      card: { status_group: 'rejected' },
    });
  });

  it('lists nothing when the folder does not exist', async () => {
    dir = join(tmpdir(), 'mock-scenarios-missing-folder');
    app = createTestApp({ scenarioDir: dir });
    expect((await call(app, 'GET', '/__admin/scenarios/files')).json()).toEqual({ dir, scenarios: [] });
  });
});
