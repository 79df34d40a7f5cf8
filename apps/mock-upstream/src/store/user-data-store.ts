import { BankAccount, type BankAccountInput } from '@portal/contracts/entities/bank';
import { UserDocument, type UserDocumentInput } from '@portal/contracts/entities/document';
import { UserLocation } from '@portal/contracts/entities/profile';
import { z } from 'zod';
import { StoredFileSchema, type StoredFile } from './file-vault.ts';
import {
  seedBankAccounts,
  seedDocuments,
  seedLocations,
  seedProfileExtras,
  type OwnedBankAccount,
  type OwnedDocument,
  type ProfileExtras,
} from './seed-user-data.ts';

const EMPTY_EXTRAS: ProfileExtras = { email: null, date_of_birth: null, gender: null };
/** New ids count on from the seeded ones. */
const FIRST_NEW_ID = 1001;

/** The profile area's data as a scenario document holds it; maps keyed by user id. */
export const UserDataSnapshot = z
  .object({
    profileExtras: z.record(
      z.string(),
      z
        .object({
          email: z.string().nullable(),
          date_of_birth: z.string().nullable(),
          gender: z.enum(['male', 'female']).nullable(),
        })
        .strict(),
    ),
    documents: z.array(z.object({ owner_id: z.string().min(1), document: UserDocument.strict() }).strict()),
    bankAccounts: z.array(z.object({ owner_id: z.string().min(1), account: BankAccount.strict() }).strict()),
    locations: z.record(z.string(), z.array(UserLocation.strict())),
    files: z.array(StoredFileSchema),
    nextId: z.number().int().min(1),
  })
  .strict();

/**
 * Per-user data of the profile area: the profile fields the user record does not hold, documents, bank
 * accounts, saved locations and uploaded files. Every record carries its owner; lookups take the caller's id,
 * so another user's record is never found.
 */
export class UserDataStore {
  private extras = seedProfileExtras();
  private documents = seedDocuments();
  private bankAccounts = seedBankAccounts();
  private locations = seedLocations();
  private files: StoredFile[] = [];
  private nextId = FIRST_NEW_ID;

  reset(): void {
    this.extras = seedProfileExtras();
    this.documents = seedDocuments();
    this.bankAccounts = seedBankAccounts();
    this.locations = seedLocations();
    this.files = [];
    this.nextId = FIRST_NEW_ID;
  }

  snapshot(): z.input<typeof UserDataSnapshot> {
    return structuredClone({
      profileExtras: Object.fromEntries(this.extras),
      documents: this.documents,
      bankAccounts: this.bankAccounts,
      locations: Object.fromEntries(this.locations),
      files: this.files,
      nextId: this.nextId,
    });
  }

  /** Takes the snapshot's objects as its own: give it a freshly parsed one. */
  restore(snapshot: z.output<typeof UserDataSnapshot>): void {
    this.extras = new Map(Object.entries(snapshot.profileExtras));
    this.documents = snapshot.documents;
    this.bankAccounts = snapshot.bankAccounts;
    this.locations = new Map(Object.entries(snapshot.locations));
    this.files = snapshot.files;
    this.nextId = snapshot.nextId;
  }

  newId(prefix: string): string {
    const id = `${prefix}_${this.nextId}`;
    this.nextId += 1;
    return id;
  }

  profileExtras(userId: string): ProfileExtras {
    return { ...(this.extras.get(userId) ?? EMPTY_EXTRAS) };
  }

  updateProfileExtras(userId: string, changes: Partial<ProfileExtras>): ProfileExtras {
    const next = { ...this.profileExtras(userId), ...changes };
    this.extras.set(userId, next);
    return { ...next };
  }

  /** The user who has this e-mail (compared without case), if any. */
  emailOwner(email: string): string | undefined {
    const wanted = email.toLowerCase();
    for (const [userId, extras] of this.extras) {
      if (extras.email?.toLowerCase() === wanted) return userId;
    }
    return undefined;
  }

  locationsOf(userId: string): UserLocation[] {
    return (this.locations.get(userId) ?? []).map((location) => ({ ...location }));
  }

  // Documents

  documentsOf(userId: string): UserDocument[] {
    return this.documents
      .filter((record) => record.owner_id === userId)
      .map((record) => ({ ...record.document }));
  }

  private ownedDocument(userId: string, id: string): OwnedDocument | undefined {
    return this.documents.find((record) => record.owner_id === userId && record.document.id === id);
  }

  addDocument(userId: string, input: UserDocumentInput, uploadedAt: string): UserDocument {
    const document: UserDocument = { id: this.newId('doc'), ...input, uploaded_at: uploadedAt };
    this.documents.push({ owner_id: userId, document });
    return { ...document };
  }

  /** Undefined when the caller owns no such document. */
  updateDocument(
    userId: string,
    id: string,
    input: UserDocumentInput,
    now: string,
  ): UserDocument | undefined {
    const record = this.ownedDocument(userId, id);
    if (!record) return undefined;
    const replacedFile = record.document.file_url !== input.file_url;
    record.document = {
      ...record.document,
      ...input,
      uploaded_at: replacedFile ? now : record.document.uploaded_at,
    };
    return { ...record.document };
  }

  deleteDocument(userId: string, id: string): boolean {
    const record = this.ownedDocument(userId, id);
    if (!record) return false;
    this.documents = this.documents.filter((entry) => entry !== record);
    return true;
  }

  // Bank accounts: a user with accounts always has exactly one preferred.

  bankAccountsOf(userId: string): BankAccount[] {
    return this.ownedAccounts(userId).map((record) => ({ ...record.account }));
  }

  private ownedAccounts(userId: string): OwnedBankAccount[] {
    return this.bankAccounts.filter((record) => record.owner_id === userId);
  }

  private ownedAccount(userId: string, id: string): OwnedBankAccount | undefined {
    return this.ownedAccounts(userId).find((record) => record.account.id === id);
  }

  /** Another account of the same user with this bank and number. */
  duplicateAccount(userId: string, input: BankAccountInput, exceptId?: string): boolean {
    return this.ownedAccounts(userId).some(
      (record) =>
        record.account.id !== exceptId &&
        record.account.bank_code === input.bank_code &&
        record.account.account_no === input.account_no,
    );
  }

  hasBankAccount(userId: string, id: string): boolean {
    return this.ownedAccount(userId, id) !== undefined;
  }

  /** The first account of a user is preferred whatever the caller asked. */
  addBankAccount(userId: string, input: BankAccountInput): BankAccount {
    const isFirst = this.ownedAccounts(userId).length === 0;
    const account: BankAccount = {
      id: this.newId('bank'),
      ...input,
      is_preferred: input.is_preferred || isFirst,
    };
    this.bankAccounts.push({ owner_id: userId, account });
    if (account.is_preferred) this.makePreferred(userId, account.id);
    return { ...account };
  }

  /**
   * `is_preferred: true` moves the preference here. `false` on the preferred account keeps it preferred: the
   * preference only moves by choosing another account, so there is never none.
   */
  updateBankAccount(userId: string, id: string, input: BankAccountInput): BankAccount | undefined {
    const record = this.ownedAccount(userId, id);
    if (!record) return undefined;
    record.account = { ...input, id, is_preferred: record.account.is_preferred || input.is_preferred };
    if (record.account.is_preferred) this.makePreferred(userId, id);
    return { ...record.account };
  }

  /** Deleting the preferred account hands the preference to the oldest remaining one. */
  deleteBankAccount(userId: string, id: string): boolean {
    const record = this.ownedAccount(userId, id);
    if (!record) return false;
    this.bankAccounts = this.bankAccounts.filter((entry) => entry !== record);
    const [oldest] = this.ownedAccounts(userId);
    if (record.account.is_preferred && oldest) this.makePreferred(userId, oldest.account.id);
    return true;
  }

  private makePreferred(userId: string, id: string): void {
    for (const record of this.ownedAccounts(userId)) {
      record.account = { ...record.account, is_preferred: record.account.id === id };
    }
  }

  // Uploaded files

  recordFile(file: StoredFile): void {
    this.files.push(file);
  }

  filesOf(userId: string): StoredFile[] {
    return this.files.filter((file) => file.owner_id === userId).map((file) => ({ ...file }));
  }
}
