import { describe, expect, it } from 'vitest';
import type { BankAccount as Account } from '@portal/contracts/entities/bank';
import { pngImage } from './fixtures.ts';
import { DEMO, stackPerFile } from './stack.ts';
import type { createTrpcHttp, TrpcResult } from './trpc-http.ts';

const stack = stackPerFile();
const SITI = { ...DEMO, phone: '81200000002' };
const DOCUMENTS = '/api/v1/user/documents/';
const ACCOUNTS = '/api/v1/user/bank-account/';

type Client = ReturnType<typeof createTrpcHttp>;

interface PageDocument {
  id: string;
  documentType: string;
  name: string;
  fileRef: string;
  uploadedAt: string;
}

const errorKey = (result: TrpcResult) => result.error?.data.errorKey;
const cookieOf = (client: Client) => [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');

async function injectFault(fault: { method: string; path: string; status: number; times?: number }) {
  const response = await fetch(`${stack.mockUrl}/__admin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ times: 1, ...fault }),
  });
  expect(response.ok).toBe(true);
}

/** The bodies the mock received on a path, newest first. */
async function sentBodies(path: string, method: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(
    `${stack.mockUrl}/__admin/journal?path=${encodeURIComponent(path)}&method=${method}`,
  );
  const { entries } = (await response.json()) as { entries: { body: Record<string, unknown> }[] };
  return entries.map((entry) => entry.body);
}

async function documents(client: Client): Promise<PageDocument[]> {
  const listed = await client.query('documents.list');
  expect(listed.status, JSON.stringify(listed.error)).toBe(200);
  return listed.data as PageDocument[];
}

async function accounts(client: Client): Promise<Account[]> {
  const listed = await client.query('payout.bankAccounts');
  expect(listed.status, JSON.stringify(listed.error)).toBe(200);
  return listed.data as Account[];
}

const openFile = (client: Client, fileRef: string) =>
  fetch(`${stack.baseUrl}${fileRef}`, { headers: { cookie: cookieOf(client) } });

describe('documents', () => {
  it('lists the seeded documents newest first, each as a file ref that opens through the gateway', async () => {
    const budi = await stack.login();
    const listed = await documents(budi);
    expect(listed.map((document) => [document.id, document.documentType, document.name])).toEqual([
      ['doc_0003', 'kk', 'Kartu Keluarga'],
      ['doc_0002', 'npwp', 'NPWP Budi Santoso'],
      ['doc_0001', 'ktp', 'KTP Budi Santoso'],
    ]);
    expect(JSON.stringify(listed)).not.toContain('http');
    const [familyCard, , card] = listed;
    expect(card?.fileRef).toMatch(/^\/files\//);
    const picture = await openFile(budi, card!.fileRef);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const pdf = await openFile(budi, familyCard!.fileRef);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF')).toBe(true);

    // Another user gets nothing from Budi's ref.
    const siti = await stack.login(SITI);
    expect((await openFile(siti, card!.fileRef)).status).toBe(404);
  });

  it('adds an uploaded file as a document: the broker gets its own URL, the page a ref that opens the same bytes', async () => {
    const budi = await stack.login();
    const bytes = pngImage(64, 48);
    const fileRef = await stack.uploadPhoto(budi, bytes);
    const added = await budi.mutate('documents.add', { documentType: 'passport', name: ' Paspor ', fileRef });
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    const document = added.data as PageDocument;
    expect(document).toMatchObject({ documentType: 'passport', name: 'Paspor', fileRef });

    const [sent] = await sentBodies(DOCUMENTS, 'POST');
    expect(sent).toMatchObject({ document_type: 'passport', name: 'Paspor' });
    expect(String(sent?.file_url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__storage\/claims\//);

    expect((await documents(budi))[0]).toEqual(document);
    const opened = await openFile(budi, document.fileRef);
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("refuses a changed ref, another user's ref or an unknown type, and sends nothing", async () => {
    const budi = await stack.login();
    const fileRef = await stack.uploadPhoto(budi, pngImage());
    const changed = await budi.mutate('documents.add', {
      documentType: 'ktp',
      name: 'KTP',
      fileRef: `${fileRef.slice(0, -2)}xx`,
    });
    expect([changed.status, errorKey(changed)]).toEqual([400, 'invalid_input']);
    const siti = await stack.login(SITI);
    const foreign = await siti.mutate('documents.add', { documentType: 'ktp', name: 'KTP', fileRef });
    expect(errorKey(foreign)).toBe('invalid_input');
    const unknownType = await budi.mutate('documents.add', { documentType: 'visa', name: 'Visa', fileRef });
    expect(errorKey(unknownType)).toBe('invalid_input');
    expect(await stack.journalCount(DOCUMENTS)).toBe(0);
  });

  it('replaces the file of a document and keeps its type and name', async () => {
    const budi = await stack.login();
    const bytes = pngImage(48, 64);
    const fileRef = await stack.uploadPhoto(budi, bytes);
    const replaced = await budi.mutate('documents.replace', { id: 'doc_0001', fileRef });
    expect(replaced.status, JSON.stringify(replaced.error)).toBe(200);
    expect(replaced.data).toMatchObject({
      id: 'doc_0001',
      documentType: 'ktp',
      name: 'KTP Budi Santoso',
      fileRef,
    });
    const listed = await documents(budi);
    expect(listed[0]).toMatchObject({ id: 'doc_0001', fileRef });
    expect(Buffer.from(await (await openFile(budi, fileRef)).arrayBuffer()).equals(bytes)).toBe(true);

    const renamed = await budi.mutate('documents.replace', {
      id: 'doc_0002',
      fileRef,
      documentType: 'other',
      name: 'NPWP lama',
    });
    expect(renamed.data).toMatchObject({ documentType: 'other', name: 'NPWP lama' });
  });

  it("deletes a document; a document that is gone, or another user's, is document_not_found", async () => {
    const budi = await stack.login();
    const removed = await budi.mutate('documents.remove', { id: 'doc_0002' });
    expect(removed.status, JSON.stringify(removed.error)).toBe(200);
    expect((await documents(budi)).map((document) => document.id)).toEqual(['doc_0003', 'doc_0001']);

    const again = await budi.mutate('documents.remove', { id: 'doc_0002' });
    expect([again.status, errorKey(again)]).toEqual([404, 'document_not_found']);
    const sitis = await budi.mutate('documents.remove', { id: 'doc_0004' });
    expect(errorKey(sitis)).toBe('document_not_found');
    const fileRef = await stack.uploadPhoto(budi, pngImage());
    const replaceGone = await budi.mutate('documents.replace', { id: 'doc_0002', fileRef });
    expect(errorKey(replaceGone)).toBe('document_not_found');
  });

  it('says which document call failed', async () => {
    const budi = await stack.login();
    await injectFault({ method: 'GET', path: DOCUMENTS, status: 500 });
    expect(errorKey(await budi.query('documents.list'))).toBe('documents_load_failed');

    const fileRef = await stack.uploadPhoto(budi, pngImage());
    await injectFault({ method: 'POST', path: DOCUMENTS, status: 500 });
    const add = await budi.mutate('documents.add', { documentType: 'sim', name: 'SIM', fileRef });
    expect(errorKey(add)).toBe('document_save_failed');

    await injectFault({ method: 'PUT', path: `${DOCUMENTS}*`, status: 503 });
    const replace = await budi.mutate('documents.replace', { id: 'doc_0001', fileRef });
    expect(errorKey(replace)).toBe('document_save_failed');

    await injectFault({ method: 'DELETE', path: `${DOCUMENTS}*`, status: 500 });
    expect(errorKey(await budi.mutate('documents.remove', { id: 'doc_0001' }))).toBe(
      'document_delete_failed',
    );
    expect((await documents(budi)).map((document) => document.id)).toContain('doc_0001');
  });
});

describe('bank accounts', () => {
  const newAccount = {
    holder_name: 'Budi Santoso',
    account_no: '8880012345',
    bank_code: 'BNI',
    branch_name: null,
    is_preferred: false,
  };

  it('lists the accounts preferred first, and the banks of the master list', async () => {
    const budi = await stack.login();
    const listed = await accounts(budi);
    expect(listed.map((account) => [account.id, account.is_preferred])).toEqual([
      ['bank_0001', true],
      ['bank_0002', false],
    ]);
    const banks = await budi.query('payout.banks');
    expect(banks.data).toEqual(expect.arrayContaining([{ value: 'BCA', label: 'Bank Central Asia (BCA)' }]));
  });

  it('adds an account; a duplicate or an unknown bank has its own key; a bad number never reaches the broker', async () => {
    const budi = await stack.login();
    const added = await budi.mutate('payout.addBankAccount', newAccount);
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    expect((await accounts(budi)).map((account) => account.account_no)).toContain('8880012345');

    const duplicate = await budi.mutate('payout.addBankAccount', newAccount);
    expect([duplicate.status, errorKey(duplicate)]).toEqual([409, 'bank_account_exists']);
    const unknownBank = await budi.mutate('payout.addBankAccount', {
      ...newAccount,
      account_no: '8880099999',
      bank_code: 'NOPE',
    });
    expect(errorKey(unknownBank)).toBe('bank_unknown');

    const posts = await stack.journalCount(ACCOUNTS);
    const badNumber = await budi.mutate('payout.addBankAccount', { ...newAccount, account_no: '12ab' });
    expect(errorKey(badNumber)).toBe('invalid_input');
    const noHolder = await budi.mutate('payout.addBankAccount', { ...newAccount, holder_name: '  ' });
    expect(errorKey(noHolder)).toBe('invalid_input');
    expect(await stack.journalCount(ACCOUNTS)).toBe(posts);
  });

  it('edits an account and leaves which one is preferred as it was', async () => {
    const budi = await stack.login();
    const edited = await budi.mutate('payout.updateBankAccount', {
      id: 'bank_0002',
      holder_name: '  Budi  Santoso W ',
      account_no: '1270009876000',
      bank_code: 'BRI',
      branch_name: ' KCP Kuningan ',
    });
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    expect(edited.data).toMatchObject({
      id: 'bank_0002',
      is_preferred: false,
      account_no: '1270009876000',
      bank_code: 'BRI',
      branch_name: 'KCP Kuningan',
    });
    const preferredEdit = await budi.mutate('payout.updateBankAccount', {
      id: 'bank_0001',
      holder_name: 'Budi Santoso',
      account_no: '5270123456',
      bank_code: 'BCA',
      branch_name: '',
    });
    expect(preferredEdit.data).toMatchObject({ is_preferred: true, branch_name: null });
    expect(
      (await accounts(budi)).filter((account) => account.is_preferred).map((account) => account.id),
    ).toEqual(['bank_0001']);

    const sitis = await budi.mutate('payout.updateBankAccount', {
      id: 'bank_0003',
      holder_name: 'Budi',
      account_no: '5270123456',
      bank_code: 'BCA',
    });
    expect([sitis.status, errorKey(sitis)]).toEqual([404, 'bank_account_not_found']);
  });

  it('sets the preferred account: exactly one, listed first; the payout picker sees the same order', async () => {
    const budi = await stack.login();
    const set = await budi.mutate('payout.setPreferredBankAccount', { id: 'bank_0002' });
    expect(set.status, JSON.stringify(set.error)).toBe(200);
    expect((set.data as Account[]).map((account) => [account.id, account.is_preferred])).toEqual([
      ['bank_0002', true],
      ['bank_0001', false],
    ]);
    expect((await accounts(budi))[0]?.id).toBe('bank_0002');
    const [sent] = await sentBodies(`${ACCOUNTS}bank_0002/`, 'PUT');
    expect(sent).toMatchObject({ account_no: '1270009876543', bank_code: 'MANDIRI', is_preferred: true });

    // Already preferred: nothing to send.
    const puts = await stack.journalCount(`${ACCOUNTS}bank_0002/`);
    await budi.mutate('payout.setPreferredBankAccount', { id: 'bank_0002' });
    expect(await stack.journalCount(`${ACCOUNTS}bank_0002/`)).toBe(puts);
  });

  it('deletes an account; the preference passes on; a gone account is bank_account_not_found', async () => {
    const budi = await stack.login();
    const deleted = await budi.mutate('payout.deleteBankAccount', { id: 'bank_0001' });
    expect(deleted.status, JSON.stringify(deleted.error)).toBe(200);
    expect(await accounts(budi)).toEqual([expect.objectContaining({ id: 'bank_0002', is_preferred: true })]);
    const again = await budi.mutate('payout.deleteBankAccount', { id: 'bank_0001' });
    expect([again.status, errorKey(again)]).toEqual([404, 'bank_account_not_found']);
    const preferGone = await budi.mutate('payout.setPreferredBankAccount', { id: 'bank_0001' });
    expect(errorKey(preferGone)).toBe('bank_account_not_found');
  });

  it('says which bank account call failed, and changes nothing', async () => {
    const budi = await stack.login();
    await injectFault({ method: 'GET', path: ACCOUNTS, status: 500 });
    expect(errorKey(await budi.query('payout.bankAccounts'))).toBe('bank_accounts_load_failed');
    await injectFault({ method: 'GET', path: '/api/v1/master-data/banks/', status: 502 });
    expect(errorKey(await budi.query('payout.banks'))).toBe('bank_list_failed');

    await injectFault({ method: 'POST', path: ACCOUNTS, status: 500 });
    expect(errorKey(await budi.mutate('payout.addBankAccount', newAccount))).toBe('bank_account_save_failed');
    await injectFault({ method: 'PUT', path: `${ACCOUNTS}*`, status: 500 });
    const edit = await budi.mutate('payout.updateBankAccount', {
      id: 'bank_0002',
      holder_name: 'Budi',
      account_no: '1270009876543',
      bank_code: 'MANDIRI',
    });
    expect(errorKey(edit)).toBe('bank_account_save_failed');
    await injectFault({ method: 'PUT', path: `${ACCOUNTS}*`, status: 500 });
    const prefer = await budi.mutate('payout.setPreferredBankAccount', { id: 'bank_0002' });
    expect(errorKey(prefer)).toBe('bank_account_preferred_failed');
    await injectFault({ method: 'DELETE', path: `${ACCOUNTS}*`, status: 500 });
    const removal = await budi.mutate('payout.deleteBankAccount', { id: 'bank_0002' });
    expect(errorKey(removal)).toBe('bank_account_delete_failed');

    expect(
      (await accounts(budi)).map((account) => [account.id, account.is_preferred, account.holder_name]),
    ).toEqual([
      ['bank_0001', true, 'Budi Santoso'],
      ['bank_0002', false, 'Budi Santoso'],
    ]);
  });
});
