import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

describe('claim admin controls', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = createTestApp();
  });
  afterEach(() => app.close());

  const transition = (claimId: string, payload: unknown) =>
    call(app, 'POST', `/__admin/claims/${claimId}/transition`, { payload: payload as object });

  it('moves any claim to any status code; group and display name follow', async () => {
    const response = await transition('clm_2101', { status_code: 'workshop_in_repair' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      claim_id: 'clm_2101',
      status_code: 'workshop_in_repair',
      status_group: 'document_received',
      status_display_name: 'Dalam Perbaikan',
      max_doc_submission_date: null,
    });
    const siti = await login(app, DEMO_USERS.siti.phone);
    const details = readResponse(
      'claimDetails',
      await call(app, 'GET', '/api/v3/claims/details/?claim_id=clm_2101', { token: siti }),
    );
    expect(details.status).toEqual({
      status_code: 'workshop_in_repair',
      status_group: 'document_received',
      display_name: 'Dalam Perbaikan',
    });
    const rejected = (await transition('clm_2101', { status_code: 'claim_rejected' })).json();
    expect(rejected).toMatchObject({ status_group: 'claim_rejected', status_display_name: 'Ditolak' });
  });

  it('a move back to a group that waits for documents sets a deadline again', async () => {
    const card = (await transition('clm_1106', { status_code: 'document_pending' })).json();
    expect(card.status_group).toBe('document_pending');
    expect(card.max_doc_submission_date).toMatch(/\+07:00$/);
  });

  it('sends a claim back for documents with a comment and the documents to upload again', async () => {
    await transition('clm_1106', {
      status_code: 'document_reprocess',
      reprocess_comment: 'Foto IMEI buram.',
      invalid_documents: ['imei_photo'],
    });
    const { details } = (await call(app, 'GET', '/__admin/claims/clm_1106')).json();
    expect(details).toMatchObject({
      reprocess_comment: 'Foto IMEI buram.',
      invalid_documents: ['imei_photo'],
    });
    const documents = details.forms.find((form: { slug: string }) => form.slug === 'claim-documents');
    expect(
      documents.attributes.find((entry: { name: string }) => entry.name === 'imei_photo').value,
    ).toBeNull();

    await transition('clm_1103', { status_code: 'document_reprocess' });
    const plain = (await call(app, 'GET', '/__admin/claims/clm_1103')).json().details;
    expect(plain.reprocess_comment).toMatch(/unggah ulang/);
    expect(plain.invalid_documents).toHaveLength(1);
  });

  it('refuses an unknown status code and an unknown claim', async () => {
    expect(
      readError(await transition('clm_1101', { status_code: 'teleported' }), 400).issues?.[0]?.path,
    ).toBe('body.status_code');
    expect(readError(await transition('clm_0000', { status_code: 'settled' }), 404).code).toBe('not_found');
  });

  it('shows a claim with owner, card and details', async () => {
    const response = await call(app, 'GET', '/__admin/claims/clm_7005');
    expect(response.json()).toMatchObject({
      owner_id: 'usr_0004',
      card: { claim_no: 'AGC-2026-007005' },
      details: { claim_id: 'clm_7005' },
    });
  });

  it('sets and lists the OCR and bank-verification scenarios, and refuses unknown ones', async () => {
    expect((await call(app, 'GET', '/__admin/scenarios')).json()).toMatchObject({
      ocr: { scenario: 'success', polls: 2 },
      bank_verification: { scenario: 'success' },
    });
    expect(
      (
        await call(app, 'PUT', '/__admin/scenarios/ocr', { payload: { scenario: 'unsuccessful', polls: 4 } })
      ).json(),
    ).toEqual({
      scenario: 'unsuccessful',
      polls: 4,
    });
    await call(app, 'PUT', '/__admin/scenarios/bank-verification', {
      payload: { scenario: 'account_not_found' },
    });
    expect((await call(app, 'GET', '/__admin/scenarios')).json()).toMatchObject({
      ocr: { scenario: 'unsuccessful', polls: 4 },
      bank_verification: { scenario: 'account_not_found' },
    });
    expect(
      readError(await call(app, 'PUT', '/__admin/scenarios/ocr', { payload: { scenario: 'maybe' } }), 400)
        .code,
    ).toBe('invalid_request');
    expect(
      readError(
        await call(app, 'PUT', '/__admin/scenarios/ocr', { payload: { scenario: 'success', polls: 0 } }),
        400,
      ).code,
    ).toBe('invalid_request');
    expect(
      readError(await call(app, 'PUT', '/__admin/scenarios/bank-verification', { payload: {} }), 400).code,
    ).toBe('invalid_request');
  });

  it('reset brings back claims, forms, agency claims and scenarios', async () => {
    const budi = await login(app, DEMO_USERS.budi.phone);
    const created = await call(app, 'POST', '/api/v4/claim/create/', {
      token: budi,
      payload: {
        application_no: 'APP-2026-001010',
        benefit_id: 'ben_1010_1',
        source: 'portal',
        user_id: 'usr_0001',
      },
    });
    const { claim_id } = readResponse('createClaim', created);
    await transition('clm_1101', { status_code: 'settled' });
    await call(app, 'PUT', '/__admin/scenarios/ocr', { payload: { scenario: 'never_finishes' } });
    await call(app, 'PUT', '/__admin/scenarios/bank-verification', {
      payload: { scenario: 'holder_name_mismatch' },
    });

    expect((await call(app, 'POST', '/__admin/reset')).statusCode).toBe(204);

    expect((await call(app, 'GET', `/__admin/claims/${claim_id}`)).statusCode).toBe(404);
    expect((await call(app, 'GET', '/__admin/claims/clm_1101')).json().card.status_code).toBe('initiated');
    expect((await call(app, 'GET', '/__admin/scenarios')).json()).toMatchObject({
      ocr: { scenario: 'success', polls: 2 },
      bank_verification: { scenario: 'success' },
    });
    // Claim numbering starts over too.
    const again = await login(app, DEMO_USERS.budi.phone);
    const recreated = await call(app, 'POST', '/api/v4/claim/create/', {
      token: again,
      payload: {
        application_no: 'APP-2026-001010',
        benefit_id: 'ben_1010_1',
        source: 'portal',
        user_id: 'usr_0001',
      },
    });
    expect(readResponse('createClaim', recreated).claim_id).toBe(claim_id);
  });

  it('is not mounted without the admin API', async () => {
    await app.close();
    app = createTestApp({ adminEnabled: false });
    expect((await transition('clm_1101', { status_code: 'settled' })).statusCode).toBe(404);
    expect((await call(app, 'GET', '/__admin/scenarios')).statusCode).toBe(404);
  });
});
