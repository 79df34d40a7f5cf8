import { ClaimDetails, shouldAutoFinalSubmit } from '@portal/contracts/entities/claim-form';
import { FORM_FIELD_TYPES } from '@portal/contracts/entities/form-field-rules';
import { CLAIM_STATUS_GROUP_BY_CODE, ClaimStatusCode } from '@portal/contracts/entities/claim-status';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimStatusView } from '../store/claim-status.ts';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

const BENEFITS = '/api/v4/claim/benefits/';
const DETAILS = '/api/v3/claims/details/';

/** Values that make the incident form of any category valid (every field type given). */
const INCIDENT_VALUES = [
  { name: 'incident_date', value: '2026-11-20' },
  { name: 'incident_type', value: 'traffic' },
  { name: 'incident_description', value: 'Terjatuh dari motor saat hujan.' },
  { name: 'reported_to_police', value: false },
  { name: 'affected_items', value: ['arm', 'leg'] },
  { name: 'brand', value: 'RS Medika' },
  { name: 'item_year', value: '2026' },
  { name: 'claimed_amount', value: 1500000 },
  { name: 'reference_number', value: 'RM-0001' },
  { name: 'incident_sketch', value: 'data:image/png;base64,iVBORw0KGgo=' },
  { name: 'declaration', value: true },
];

const BANK_VALUES = [
  { name: 'bank_code', value: 'BCA' },
  { name: 'account_holder_name', value: 'Budi Santoso' },
  { name: 'account_number', value: '1234567890' },
];

describe('claim flow', () => {
  let app: FastifyInstance;
  let budi: string;
  let siti: string;

  beforeEach(async () => {
    app = createTestApp();
    budi = await login(app, DEMO_USERS.budi.phone);
    siti = await login(app, DEMO_USERS.siti.phone);
  });
  afterEach(() => app.close());

  const details = async (claimId: string, token = budi) =>
    readResponse('claimDetails', await call(app, 'GET', `${DETAILS}?claim_id=${claimId}`, { token }));
  const post = (path: string, payload: object, token = budi) => call(app, 'POST', path, { token, payload });

  it('a seeded claim’s documents are addresses the mock serves: each opens as a picture', async () => {
    const claim = await details('clm_1105');
    const files = claim.forms
      .flatMap((form) => form.attributes)
      .filter((attribute) => attribute.type === 'file')
      .flatMap((attribute) => (Array.isArray(attribute.value) ? attribute.value : [attribute.value]))
      .filter((value): value is string => typeof value === 'string');
    expect(files.length).toBeGreaterThan(0);
    for (const url of files) {
      const { pathname } = new URL(url);
      expect(pathname).toMatch(/^\/__storage\/seed\/claims\/clm_1105\//);
      const opened = await app.inject({ method: 'GET', url: pathname });
      expect(opened.statusCode, url).toBe(200);
      expect(opened.headers['content-type']).toBe('image/png');
      expect(opened.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    // Only the seed's own claim addresses have samples.
    const unknown = await app.inject({ method: 'GET', url: '/__storage/seed/claims/clm_1105/other.jpg' });
    expect(unknown.statusCode).toBe(404);
  });

  async function createClaim(applicationNo: string, benefitId: string, userId = 'usr_0001') {
    const response = await post('/api/v4/claim/create/', {
      application_no: applicationNo,
      benefit_id: benefitId,
      source: 'portal',
      user_id: userId,
    });
    expect(response.statusCode, response.body).toBe(201);
    return readResponse('createClaim', response).claim_id;
  }

  async function completeForms(claimId: string) {
    const save = async (path: string, slug: string, attributes: object[]) => {
      const response = await post(path, { claim_id: claimId, form_slug: slug, attributes });
      return readResponse('saveClaimForm', response);
    };
    expect((await save('/api/v3/claims/save-form/', 'claim-information', INCIDENT_VALUES)).is_valid).toBe(
      true,
    );
    const documents = await save('/api/v3/claims/save-form-attributes/', 'claim-documents', [
      { name: 'medical_receipts', value: ['https://files.test/receipt-1.pdf'] },
      { name: 'identity_card', value: 'https://files.test/ktp.jpg' },
    ]);
    expect(documents.is_valid).toBe(true);
    expect((await save('/api/v3/claims/save-payment-form/', 'bank-transfer', BANK_VALUES)).is_valid).toBe(
      true,
    );
  }

  describe('benefits', () => {
    it('lists each benefit with remaining coverage and maximum claim payment', async () => {
      const response = await call(app, 'GET', `${BENEFITS}?application_no=APP-2026-001002`, { token: budi });
      const body = readResponse('claimBenefitsV4', response);
      expect(body.is_multi_benefit_claimable).toBe(false);
      expect(body.benefit_list_data.map((benefit) => [benefit.name, benefit.remaining_coverage])).toEqual([
        ['Kerusakan Gadget', 6_250_000],
        ['Pencurian Gadget', 6_000_000],
      ]);
      expect(body.benefit_list_data[0]).toMatchObject({ max_claim_payment: 8_000_000, is_claimable: true });
    });

    it('says when several benefits may be claimed', async () => {
      const response = await call(app, 'GET', `${BENEFITS}?application_no=APP-2026-001010`, { token: budi });
      expect(readResponse('claimBenefitsV4', response).is_multi_benefit_claimable).toBe(true);
    });

    it.each(['v1', 'v3', 'v4', 'v5'])('%s answers the same list', async (version) => {
      const response = await call(
        app,
        'GET',
        `/api/${version}/claim/benefits/?application_no=APP-2026-001001`,
        {
          token: budi,
        },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().benefit_list_data).toHaveLength(1);
    });

    it('is empty for the Tokopedia shipping product (the portal shows "Maaf, kami tidak dapat menampilkan benefit anda")', async () => {
      const response = await call(app, 'GET', `${BENEFITS}?application_no=APP-2026-001009`, { token: budi });
      expect(readResponse('claimBenefitsV4', response)).toEqual({
        benefit_list_data: [],
        is_multi_benefit_claimable: false,
      });
    });

    it('marks benefits of an expired policy as not claimable', async () => {
      const response = await call(app, 'GET', `${BENEFITS}?application_no=APP-2024-001012`, { token: budi });
      expect(readResponse('claimBenefitsV4', response).benefit_list_data.every((b) => !b.is_claimable)).toBe(
        true,
      );
    });

    it("answers 404 for another user's policy", async () => {
      const response = await call(app, 'GET', `${BENEFITS}?application_no=APP-2026-001002`, { token: siti });
      expect(readError(response, 404).code).toBe('not_found');
    });
  });

  describe('claim form', () => {
    it('uses every field type of the spec', async () => {
      const form = readResponse(
        'claimForm',
        await call(app, 'GET', '/api/v1/claim/form/ben_1001_1/', { token: budi }),
      );
      expect(new Set(form.fields.map((field) => field.type))).toEqual(
        new Set([...FORM_FIELD_TYPES, 'text', 'number']),
      );
      const brand = form.fields.find((field) => field.name === 'brand');
      expect(brand).toMatchObject({ type: 'choices_external', external_source: 'brand-list' });
      expect(form.fields.find((field) => field.type === 'checkbox')?.is_list).toBe(true);
    });

    it('carries the whole field definition in the details, with the OCR category of photos read by OCR', async () => {
      const gadget = ClaimDetails.parse(await details('clm_1101'));
      const documents = gadget.forms.find((form) => form.slug === 'claim-documents');
      const incident = gadget.forms.find((form) => form.slug === 'claim-information');
      expect(documents?.attributes.find((entry) => entry.name === 'imei_photo')).toMatchObject({
        type: 'file',
        ocr_category: 'imei',
      });
      expect(
        incident?.attributes.find((entry) => entry.name === 'incident_type')?.options?.length,
      ).toBeGreaterThan(0);
    });

    it("answers 404 for another user's benefit", async () => {
      expect(
        readError(await call(app, 'GET', '/api/v1/claim/form/ben_1001_1/', { token: siti }), 404).code,
      ).toBe('not_found');
    });
  });

  describe('validate-claim', () => {
    const validate = (payload: object, token = budi) => post('/api/v4/claim/validate-claim/', payload, token);

    it('answers success for a claimable benefit', async () => {
      const response = await validate({ application_no: 'APP-2026-001010', benefit_id: 'ben_1010_1' });
      expect(readResponse('validateClaim', response)).toEqual({ result: 'success' });
    });

    it.each([
      ['an expired policy', 'APP-2024-001012', 'ben_1012_1', undefined, 'policy_not_active'],
      ['a benefit with an open claim', 'APP-2026-001001', 'ben_1001_1', undefined, 'claim_in_progress'],
      ['a benefit used up on the policy', 'APP-2026-001004', 'ben_1004_1', undefined, 'coverage_exhausted'],
      [
        'a family member who used up their amount',
        'APP-2026-001004',
        'ben_1004_2',
        'fam_1004_3',
        'individual_limit_exceeded',
      ],
    ])('refuses %s with an error and a code', async (_case, applicationNo, benefitId, userId, code) => {
      const response = await validate({
        application_no: applicationNo,
        benefit_id: benefitId,
        user_id: userId,
      });
      const error = readError(response, 400);
      expect(error.code).toBe(code);
      expect(error.error).toEqual(expect.any(String));
    });

    it('checks the open-claim rule per person: a family member may claim while the holder has an open claim', async () => {
      const claimId = await createClaim('APP-2026-001004', 'ben_1004_2');
      expect(claimId).toMatch(/^clm_9\d{3}$/);
      const holder = await validate({ application_no: 'APP-2026-001004', benefit_id: 'ben_1004_2' });
      expect(readError(holder, 400).code).toBe('claim_in_progress');
      const member = await validate({
        application_no: 'APP-2026-001004',
        benefit_id: 'ben_1004_2',
        user_id: 'fam_1004_2',
      });
      expect(member.statusCode, member.body).toBe(200);
    });

    it("answers 404 for another user's policy or an unknown benefit", async () => {
      expect(
        readError(await validate({ application_no: 'APP-2026-001010', benefit_id: 'ben_1010_1' }, siti), 404)
          .code,
      ).toBe('not_found');
      expect(
        readError(await validate({ application_no: 'APP-2026-001010', benefit_id: 'ben_9999_1' }), 404).code,
      ).toBe('not_found');
    });
  });

  describe('state machine', () => {
    it('create → details → save forms → final submit → back office moves it on', async () => {
      const claimId = await createClaim('APP-2026-001010', 'ben_1010_1');

      const initiated = await details(claimId);
      expect(initiated.status).toEqual({
        status_code: 'initiated',
        status_group: 'initiated',
        display_name: 'Klaim Diajukan',
      });
      expect(initiated.maxDocSubmissionDate).not.toBeNull();
      expect(initiated.forms.map((form) => [form.slug, form.is_valid])).toEqual([
        ['claim-information', false],
        ['claim-documents', false],
      ]);
      expect(initiated.payment_forms.map((form) => form.payment_method)).toEqual(['bank_transfer']);
      expect(shouldAutoFinalSubmit(initiated)).toBe(false);

      const listed = readResponse(
        'claimList',
        await call(app, 'GET', '/api/v1/claim/list/?filter=initiated', { token: budi }),
      );
      expect(listed.data[0]).toMatchObject({
        claim_id: claimId,
        status_group: 'initiated',
        benefit: 'Santunan Meninggal Dunia akibat Kecelakaan',
      });

      const early = readError(await post('/api/v3/claims/submit/', { claim_id: claimId }), 400);
      expect(early.code).toBe('claim_incomplete');

      await completeForms(claimId);
      const complete = await details(claimId);
      expect(shouldAutoFinalSubmit(complete)).toBe(true);

      const submitted = readResponse(
        'submitClaim',
        await post('/api/v3/claims/submit/', { claim_id: claimId }),
      );
      expect(submitted).toEqual({ claim_id: claimId, status_code: 'document_received' });
      const received = await details(claimId);
      expect(received.status).toMatchObject({
        status_code: 'document_received',
        status_group: 'document_received',
      });
      expect(received.maxDocSubmissionDate).toBeNull();

      expect(readError(await post('/api/v3/claims/submit/', { claim_id: claimId }), 400).code).toBe(
        'final_submit_not_allowed',
      );
      const locked = await post('/api/v3/claims/save-form/', {
        claim_id: claimId,
        form_slug: 'claim-information',
        attributes: [],
      });
      expect(readError(locked, 400).code).toBe('claim_not_editable');

      // The back office asks for a re-upload: the first required document is cleared, final submit is allowed again.
      const transition = await call(app, 'POST', `/__admin/claims/${claimId}/transition`, {
        payload: { status_code: 'document_reprocess' },
      });
      expect(transition.statusCode, transition.body).toBe(200);
      const reprocess = await details(claimId);
      expect(reprocess.status).toEqual({
        status_code: 'document_reprocess',
        status_group: 'document_reprocess',
        display_name: 'Unggah Ulang',
      });
      expect(reprocess.forms.find((form) => form.slug === 'claim-documents')?.is_valid).toBe(false);
      expect(readError(await post('/api/v3/claims/submit/', { claim_id: claimId }), 400).code).toBe(
        'claim_incomplete',
      );
      const reupload = await post('/api/v2/claim/save-form-attribute/', {
        claim_id: claimId,
        form_slug: 'claim-documents',
        name: 'medical_receipts',
        value: 'https://files.test/receipt-2.pdf',
      });
      expect(readResponse('saveFormAttribute', reupload).value).toEqual(['https://files.test/receipt-2.pdf']);
      expect(shouldAutoFinalSubmit(await details(claimId))).toBe(true);
      expect(
        readResponse('submitClaim', await post('/api/v3/claims/submit/', { claim_id: claimId })).status_code,
      ).toBe('document_received');

      await call(app, 'POST', `/__admin/claims/${claimId}/transition`, {
        payload: { status_code: 'claim_payment_paid' },
      });
      const settled = readResponse(
        'claimList',
        await call(app, 'GET', '/api/v1/claim/list/?filter=settled', { token: budi }),
      );
      expect(settled.data.find((card) => card.claim_id === claimId)).toMatchObject({
        status_group: 'settled',
        status_code: 'claim_payment_paid',
        status_display_name: 'Dibayar',
      });
      const history = (await details(claimId)).status_history;
      expect(history.map((entry) => entry.status_code)).toEqual([
        'initiated',
        'document_received',
        'document_reprocess',
        'document_received',
        'claim_payment_paid',
      ]);
      expect(history.at(-1)?.display_name).toBe('Dibayar');
    });

    it('a claim waiting for documents moves to document_received once the missing document arrives', async () => {
      const before = await details('clm_1102');
      expect(before.status.status_code).toBe('document_pending');
      const missing = before.forms
        .flatMap((form) => form.attributes.map((attribute) => ({ form, attribute })))
        .find(({ form, attribute }) => !form.is_valid && attribute.required && attribute.type === 'file');
      expect(missing).toBeDefined();
      await post('/api/v2/claim/save-form-attribute/', {
        claim_id: 'clm_1102',
        form_slug: missing!.form.slug,
        name: missing!.attribute.name,
        value: 'https://files.test/kuitansi.pdf',
      });
      expect((await details('clm_1102')).status.status_code).toBe('document_received');
    });

    it('refuses values that do not fit their field, naming each one', async () => {
      const claimId = await createClaim('APP-2026-001010', 'ben_1010_1');
      const response = await post('/api/v3/claims/save-form/', {
        claim_id: claimId,
        form_slug: 'claim-information',
        attributes: [
          { name: 'incident_date', value: '20-11-2026' },
          { name: 'incident_type', value: 'earthquake' },
          { name: 'item_year', value: 1800 },
          { name: 'reported_to_police', value: 'yes' },
          { name: 'no_such_field', value: 'x' },
        ],
      });
      const error = readError(response, 400);
      expect(error).toMatchObject({
        code: 'invalid_attribute',
        error: 'Nilai yang diberikan bukan format yang benar',
      });
      expect(error.issues?.map((issue) => issue.path)).toEqual([
        'attributes.incident_date',
        'attributes.incident_type',
        'attributes.item_year',
        'attributes.reported_to_police',
        'attributes.no_such_field',
      ]);
      const unknownForm = await post('/api/v3/claims/save-form/', {
        claim_id: claimId,
        form_slug: 'nope',
        attributes: [],
      });
      expect(readError(unknownForm, 400).code).toBe('unknown_form');
    });

    it('a disclaimer must be agreed for the form to be valid', async () => {
      const claimId = await createClaim('APP-2026-001010', 'ben_1010_1');
      const values = INCIDENT_VALUES.map((entry) =>
        entry.name === 'declaration' ? { ...entry, value: false } : entry,
      );
      const saved = readResponse(
        'saveClaimForm',
        await post('/api/v3/claims/save-form/', {
          claim_id: claimId,
          form_slug: 'claim-information',
          attributes: values,
        }),
      );
      expect(saved.is_valid).toBe(false);
    });

    it('the salvage form opens only while salvage is in progress', async () => {
      const form = {
        claim_id: 'clm_1103',
        form_slug: 'salvage',
        attributes: [
          { name: 'courier', value: 'jne' },
          { name: 'airway_bill_no', value: 'JNE123456789' },
          { name: 'pickup_date', value: '2026-11-25' },
        ],
      };
      expect(readError(await post('/api/v3/claims/salvage/submit-form/', form), 400).code).toBe(
        'salvage_not_open',
      );
      await call(app, 'POST', '/__admin/claims/clm_1103/transition', {
        payload: { status_code: 'salvage_in_progress' },
      });
      expect(
        readResponse('salvageSubmitForm', await post('/api/v3/claims/salvage/submit-form/', form)),
      ).toEqual({
        form_slug: 'salvage',
        is_valid: true,
      });
      expect((await details('clm_1103')).forms.map((entry) => entry.slug)).toContain('salvage');
    });
  });

  describe('seeded claims', () => {
    it('have details consistent with their list cards, for every user', async () => {
      for (const user of [DEMO_USERS.budi, DEMO_USERS.siti, DEMO_USERS.rizky, DEMO_USERS.putri]) {
        const token = await login(app, user.phone);
        const cards = readResponse(
          'claimList',
          await call(app, 'GET', '/api/v1/claim/list/?limit=100', { token }),
        ).data;
        for (const card of cards) {
          const claim = ClaimDetails.parse(await details(card.claim_id, token));
          const code = ClaimStatusCode.parse(card.status_code);
          expect(card.status_group, card.claim_id).toBe(CLAIM_STATUS_GROUP_BY_CODE[code]);
          expect(card.status_display_name, card.claim_id).toBe(claimStatusView(code).status_display_name);
          expect(claim.status, card.claim_id).toEqual({
            status_code: code,
            status_group: card.status_group,
            display_name: card.status_display_name,
          });
          expect(claim.maxDocSubmissionDate, card.claim_id).toBe(card.max_doc_submission_date);
          expect(claim.benefit, card.claim_id).toBe(card.benefit);
          expect(claim.status_history.at(0)?.changed_at, card.claim_id).toBe(card.created_at);
          expect(claim.status_history.at(-1)?.status_code, card.claim_id).toBe(code);
          // Only claims that wait for the customer are incomplete; nothing seeded is auto-submitted on load.
          const waiting = ['initiated', 'document_pending', 'document_reprocess'].includes(code);
          expect(shouldAutoFinalSubmit(claim), card.claim_id).toBe(false);
          expect(
            claim.forms.every((form) => form.is_valid),
            card.claim_id,
          ).toBe(!waiting);
          expect(claim.benefit_id, card.claim_id).toMatch(/\S/);
          expect(claim.policy_id, card.claim_id).toMatch(/\S/);
          if (code === 'document_reprocess') {
            // Customer service says why, and names the documents to upload again; they are empty now.
            expect(claim.reprocess_comment, card.claim_id).toMatch(/unggah ulang/);
            expect(claim.invalid_documents?.length, card.claim_id).toBeGreaterThan(0);
            const documents = claim.forms.find((form) => form.slug === 'claim-documents');
            for (const name of claim.invalid_documents ?? []) {
              const value = documents?.attributes.find((entry) => entry.name === name)?.value;
              expect(value === null || (Array.isArray(value) && value.length === 0), name).toBe(true);
            }
          } else {
            expect(claim.invalid_documents, card.claim_id).toBeUndefined();
          }
        }
      }
    });

    it('answer 404 to another user, for reading and for every write', async () => {
      expect(
        readError(await call(app, 'GET', `${DETAILS}?claim_id=clm_1101`, { token: siti }), 404).code,
      ).toBe('not_found');
      const writes: [string, object][] = [
        [
          '/api/v3/claims/save-form/',
          { claim_id: 'clm_1101', form_slug: 'claim-information', attributes: [] },
        ],
        [
          '/api/v3/claims/save-payment-form/',
          { claim_id: 'clm_1101', form_slug: 'service-center', attributes: [] },
        ],
        [
          '/api/v2/claim/save-form-attribute/',
          { claim_id: 'clm_1101', form_slug: 'claim-documents', name: 'imei_photo', value: 'x' },
        ],
        ['/api/v3/claims/submit/', { claim_id: 'clm_1101' }],
      ];
      for (const [path, payload] of writes) {
        expect(readError(await post(path, payload, siti), 404), path).toEqual({
          error: 'Not found',
          code: 'not_found',
        });
      }
    });
  });

  describe('family and questions', () => {
    it('lists the eligible family members and the remaining sum insured', async () => {
      const response = await call(
        app,
        'GET',
        '/api/v1/claim/eligible-users/?application_no=APP-2026-001004&benefit_id=ben_1004_2',
        { token: budi },
      );
      const body = readResponse('eligibleUsers', response);
      expect(body.users.map((user) => user.name)).toEqual([
        'Budi Santoso',
        'Rina Santoso',
        'Bima Santoso',
        'Citra Santoso',
      ]);
      expect(body.benefit_remaining_TSI).toBe(1_000_000);
    });

    it("lists the family policy's claims, including one made for a member", async () => {
      const claimId = await createClaim('APP-2026-001004', 'ben_1004_2', 'fam_1004_2');
      const response = await call(
        app,
        'GET',
        '/api/v1/claim/user-family-claims/?application_no=APP-2026-001004',
        { token: budi },
      );
      const cards = readResponse('userFamilyClaims', response).data;
      expect(cards.map((card) => card.claim_id)).toEqual(['clm_1102', claimId]);
      // The member it was filed for is named; a claim for the holder names nobody.
      expect(cards.map((card) => card.claimant_name)).toEqual([undefined, 'Bima Santoso']);
      const details = await call(app, 'GET', `/api/v3/claims/details/?claim_id=${claimId}`, { token: budi });
      expect(readResponse('claimDetails', details).claimant_name).toBe('Bima Santoso');
    });

    it('asks the questions of the benefit and refuses answers to unknown ones', async () => {
      const questions = readResponse(
        'getQuestions',
        await post('/api/v1/claim/get-questions/', {
          application_no: 'APP-2026-001008',
          benefit_id: 'ben_1008_1',
        }),
      );
      expect(questions.data.map((question) => question.id)).toEqual(['q_device_power', 'q_damage_cause']);
      const response = await post('/api/v4/claim/create/', {
        application_no: 'APP-2026-001008',
        benefit_id: 'ben_1008_1',
        source: 'portal',
        user_id: 'usr_0001',
        question_data: [{ question_id: 'q_unknown', answer: true }],
      });
      expect(readError(response, 400).code).toBe('unknown_question');
    });
  });
});
