import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

const DOCUMENTS = '/api/v1/user/documents/';
const ACCOUNTS = '/api/v1/user/bank-account/';
const { budi, siti, agus } = DEMO_USERS;

describe('documents', () => {
  let app: FastifyInstance;
  let token: string;

  beforeEach(async () => {
    app = createTestApp();
    token = await login(app, budi.phone);
  });
  afterEach(() => app.close());

  const list = async (as = token) =>
    readResponse('documents', await call(app, 'GET', DOCUMENTS, { token: as })).data;
  const input = { document_type: 'passport', name: 'Paspor', file_url: 'https://files.test/passport.pdf' };

  it('lists the seeded documents of the caller only', async () => {
    expect((await list()).map((document) => document.id)).toEqual(['doc_0001', 'doc_0002', 'doc_0003']);
    expect((await list(await login(app, siti.phone))).map((document) => document.id)).toEqual(['doc_0004']);
  });

  it("answers seeded documents with addresses in its own bucket, where a sample of the file's kind is served", async () => {
    const [card, , familyCard] = await list();
    expect(card?.file_url).toBe('http://localhost:80/__storage/seed/documents/usr_0001/doc_0001.png');
    const picture = await app.inject({ method: 'GET', url: new URL(card!.file_url).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    const pdf = await app.inject({ method: 'GET', url: new URL(familyCard!.file_url).pathname });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
    const unknown = await app.inject({ method: 'GET', url: '/__storage/seed/documents/usr_0001/nope.png' });
    expect(unknown.statusCode).toBe(404);
  });

  it('adds, updates and deletes a document', async () => {
    const added = readResponse('addDocument', await call(app, 'POST', DOCUMENTS, { token, payload: input }));
    expect(added).toMatchObject({ ...input, uploaded_at: expect.any(String) });
    expect((await list()).map((document) => document.id)).toContain(added.id);

    const changes = { ...input, name: 'Paspor baru', file_url: 'https://files.test/passport-2.pdf' };
    const url = `${DOCUMENTS}${added.id}/`;
    const updated = readResponse('updateDocument', await call(app, 'PUT', url, { token, payload: changes }));
    expect(updated).toMatchObject({ id: added.id, name: 'Paspor baru', file_url: changes.file_url });
    expect((await list()).find((document) => document.id === added.id)?.name).toBe('Paspor baru');

    expect((await call(app, 'DELETE', url, { token })).statusCode).toBe(204);
    expect((await list()).map((document) => document.id)).not.toContain(added.id);
    expect(readError(await call(app, 'DELETE', url, { token }), 404).code).toBe('not_found');
  });

  it("answers 404 for another user's document, and leaves it untouched", async () => {
    const sitiDocument = `${DOCUMENTS}doc_0004/`;
    expect(readError(await call(app, 'PUT', sitiDocument, { token, payload: input }), 404)).toEqual({
      error: 'Not found',
      code: 'not_found',
    });
    expect(readError(await call(app, 'DELETE', sitiDocument, { token }), 404).code).toBe('not_found');
    const sitiDocuments = await list(await login(app, siti.phone));
    expect(sitiDocuments).toEqual([expect.objectContaining({ id: 'doc_0004', name: 'KTP Siti Rahmawati' })]);
  });

  it('names a document after its type when the name is blank; refuses a blank type or file', async () => {
    const added = await call(app, 'POST', DOCUMENTS, { token, payload: { ...input, name: '  ' } });
    expect(readResponse('addDocument', added).name).toBe('passport');
    const blankType = await call(app, 'POST', DOCUMENTS, {
      token,
      payload: { ...input, document_type: ' ' },
    });
    expect(readError(blankType, 400).code).toBe('invalid_document_type');
    const noFile = await call(app, 'POST', DOCUMENTS, { token, payload: { ...input, file_url: '' } });
    expect(readError(noFile, 400).code).toBe('invalid_request');
  });
});

describe('bank accounts', () => {
  let app: FastifyInstance;
  let token: string;

  beforeEach(async () => {
    app = createTestApp();
    token = await login(app, budi.phone);
  });
  afterEach(() => app.close());

  const list = async (as = token) =>
    readResponse('bankAccounts', await call(app, 'GET', ACCOUNTS, { token: as })).data;
  const preferredIds = async (as = token) =>
    (await list(as)).filter((account) => account.is_preferred).map((account) => account.id);
  const account = { holder_name: 'Budi Santoso', account_no: '8880012345', bank_code: 'BNI' };
  const add = (payload: object, as = token) => call(app, 'POST', ACCOUNTS, { token: as, payload });

  it('lists the seeded accounts with exactly one preferred', async () => {
    expect((await list()).map((entry) => entry.id)).toEqual(['bank_0001', 'bank_0002']);
    expect(await preferredIds()).toEqual(['bank_0001']);
  });

  it('adds an account; making it preferred clears the other preferred one', async () => {
    const plain = readResponse('addBankAccount', await add(account));
    expect(plain).toMatchObject({ ...account, is_preferred: false, branch_name: null });
    expect(await preferredIds()).toEqual(['bank_0001']);

    const preferred = readResponse(
      'addBankAccount',
      await add({ ...account, account_no: '8880099999', is_preferred: true }),
    );
    expect(await preferredIds()).toEqual([preferred.id]);

    const url = `${ACCOUNTS}bank_0002/`;
    const updated = readResponse(
      'updateBankAccount',
      await call(app, 'PUT', url, {
        token,
        payload: { ...account, account_no: '1270009876543', bank_code: 'MANDIRI', is_preferred: true },
      }),
    );
    expect(updated).toMatchObject({ id: 'bank_0002', is_preferred: true, holder_name: 'Budi Santoso' });
    expect(await preferredIds()).toEqual(['bank_0002']);
  });

  it('keeps the preferred account preferred when an edit sends is_preferred false', async () => {
    const url = `${ACCOUNTS}bank_0001/`;
    const payload = {
      holder_name: 'Budi Santoso W',
      account_no: '5270123456',
      bank_code: 'BCA',
      is_preferred: false,
    };
    const updated = readResponse('updateBankAccount', await call(app, 'PUT', url, { token, payload }));
    expect(updated).toMatchObject({ holder_name: 'Budi Santoso W', is_preferred: true });
    expect(await preferredIds()).toEqual(['bank_0001']);
  });

  it('hands the preference to the oldest remaining account when the preferred one is deleted', async () => {
    expect((await call(app, 'DELETE', `${ACCOUNTS}bank_0001/`, { token })).statusCode).toBe(204);
    expect(await list()).toEqual([expect.objectContaining({ id: 'bank_0002', is_preferred: true })]);
    expect((await call(app, 'DELETE', `${ACCOUNTS}bank_0002/`, { token })).statusCode).toBe(204);
    expect(await list()).toEqual([]);
  });

  it("makes a user's first account preferred whatever was asked", async () => {
    const agusToken = await login(app, agus.phone);
    const first = readResponse(
      'addBankAccount',
      await add({ ...account, holder_name: 'Agus Wijaya' }, agusToken),
    );
    expect(first.is_preferred).toBe(true);
  });

  it('needs holder name, account number and bank (spec §5); the bank must be known; no duplicates', async () => {
    for (const payload of [
      { account_no: '8880012345', bank_code: 'BNI' },
      { holder_name: '  ', account_no: '8880012345', bank_code: 'BNI' },
      { holder_name: 'Budi', account_no: '12ab', bank_code: 'BNI' },
      { holder_name: 'Budi', account_no: '8880012345' },
    ]) {
      expect(readError(await add(payload), 400).code).toBe('invalid_request');
    }
    expect(readError(await add({ ...account, bank_code: 'NOPE' }), 400).code).toBe('bank_unknown');
    const duplicate = { ...account, account_no: '5270123456', bank_code: 'BCA' };
    expect(readError(await add(duplicate), 409).code).toBe('bank_account_exists');
    expect(await list()).toHaveLength(2);
  });

  it("answers 404 for another user's account and leaves it untouched", async () => {
    const sitiAccount = `${ACCOUNTS}bank_0003/`;
    const payload = { ...account, is_preferred: true };
    expect(readError(await call(app, 'PUT', sitiAccount, { token, payload }), 404).code).toBe('not_found');
    expect(readError(await call(app, 'DELETE', sitiAccount, { token }), 404).code).toBe('not_found');
    const sitiAccounts = await list(await login(app, siti.phone));
    expect(sitiAccounts).toEqual([
      expect.objectContaining({ id: 'bank_0003', bank_code: 'BNI', is_preferred: true }),
    ]);
    expect(await preferredIds()).toEqual(['bank_0001']);
  });

  it('serves the bank master data the accounts are checked against', async () => {
    const banks = readResponse(
      'masterDataBanks',
      await call(app, 'GET', '/api/v1/master-data/banks/', { token }),
    );
    expect(banks.data.map((bank) => bank.bank_code)).toEqual(
      expect.arrayContaining(['BCA', 'MANDIRI', 'BNI', 'BRI']),
    );
  });
});
