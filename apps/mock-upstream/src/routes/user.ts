import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, type CountryCode } from '@portal/contracts/constants';
import type { UserDetails, UserProfile } from '@portal/contracts/entities/profile';
import { isPastDate } from '../store/calendar.ts';
import { storeUploadedFile } from '../store/file-vault.ts';
import type { MockStore } from '../store/mock-store.ts';
import { BANKS, isKnownBank } from '../store/reference-data.ts';
import type { UserRecord } from '../store/types.ts';
import { toProfile } from './auth.ts';
import { STORAGE_PREFIX } from './claim-uploads.ts';
import type { HandlerMap } from './handler.ts';
import { MockHttpError, notFound } from './mock-error.ts';
import { acceptUpload, IMAGE_FORMATS } from './upload-rules.ts';

const WRONG_FORMAT = 'Nilai yang diberikan bukan format yang benar';

/** Country codes are prefix-free, so an international number splits one way only. */
export function splitPhone(international: string): { country_code: CountryCode; phone: string } {
  const code = COUNTRY_CODES.find((candidate) => international.startsWith(candidate));
  return code
    ? { country_code: code, phone: international.slice(code.length) }
    : { country_code: DEFAULT_COUNTRY_CODE as CountryCode, phone: international };
}

function profileOf(user: UserRecord, store: MockStore): UserProfile {
  const extras = store.userData.profileExtras(user.id);
  return {
    name: user.name,
    email: extras.email,
    ...splitPhone(user.phone),
    date_of_birth: extras.date_of_birth,
    gender: extras.gender,
    profile_picture_url: user.profile_picture_url,
  };
}

function detailsOf(user: UserRecord, store: MockStore): UserDetails {
  return {
    ...toProfile(user),
    email: store.userData.profileExtras(user.id).email,
    ...splitPhone(user.phone),
  };
}

const fail = (status: number, error: string, code: string) => new MockHttpError(status, { error, code });

/** The e-mail rules shared by add and update: one account per address, compared without case. */
function assertEmailFree(store: MockStore, userId: string, email: string): void {
  const owner = store.userData.emailOwner(email);
  if (owner !== undefined && owner !== userId) {
    throw fail(409, 'Email sudah digunakan akun lain', 'email_in_use');
  }
}

export const userHandlers = {
  userProfile: ({ auth, store }) => ({ body: profileOf(auth.user, store) }),

  updateUserProfile: ({ body, auth, store, now }) => {
    const { user } = auth;
    if (body.date_of_birth != null && !isPastDate(body.date_of_birth, now)) {
      throw fail(400, WRONG_FORMAT, 'invalid_date_of_birth');
    }
    if (body.name !== undefined) user.name = body.name;
    if (body.profile_picture_url !== undefined) user.profile_picture_url = body.profile_picture_url || null;
    store.userData.updateProfileExtras(user.id, {
      ...(body.date_of_birth !== undefined && { date_of_birth: body.date_of_birth }),
      ...(body.gender !== undefined && { gender: body.gender }),
    });
    return { body: profileOf(user, store) };
  },

  userDetails: ({ auth, store }) => ({ body: detailsOf(auth.user, store) }),

  userLocations: ({ auth, store }) => ({ body: { data: store.userData.locationsOf(auth.user.id) } }),

  editUser: ({ body, auth }) => {
    const name = body.name.trim();
    if (name === '') throw fail(400, 'Nama harus diisi', 'invalid_name');
    auth.user.name = name;
    return { body: { result: true } };
  },

  /** Spec §4: a successful phone update forces sign-out, so every session of the user ends here. */
  updatePhone: ({ body, auth, store }) => {
    // People type the national number with its trunk 0 (0812…); the broker stores it without.
    const national = body.phone.replace(/^0+/, '');
    if (national.length < 6) throw fail(400, WRONG_FORMAT, 'invalid_phone');
    const phone = `${body.country_code}${national}`;
    if (phone === auth.user.phone) {
      throw fail(400, 'Nomor telepon sama dengan nomor saat ini', 'phone_unchanged');
    }
    if (store.userByPhone(phone))
      throw fail(409, 'Nomor telepon sudah terdaftar di akun lain', 'phone_in_use');
    auth.user.phone = phone;
    store.closeSessionsOf(auth.user.id);
    return { body: { result: true } };
  },

  updateEmail: ({ body, auth, store }) => {
    const email = body.email.toLowerCase();
    const current = store.userData.profileExtras(auth.user.id).email;
    if (current === null) {
      throw fail(409, 'Belum ada email. Tambahkan email terlebih dahulu.', 'email_not_set');
    }
    if (current.toLowerCase() === email)
      throw fail(400, 'Email sama dengan email saat ini', 'email_unchanged');
    assertEmailFree(store, auth.user.id, email);
    store.userData.updateProfileExtras(auth.user.id, { email });
    return { body: { result: true } };
  },

  addEmail: ({ body, auth, store }) => {
    const email = body.email.toLowerCase();
    if (store.userData.profileExtras(auth.user.id).email !== null) {
      throw fail(409, 'Email sudah ditambahkan. Gunakan ubah email.', 'email_already_set');
    }
    assertEmailFree(store, auth.user.id, email);
    store.userData.updateProfileExtras(auth.user.id, { email });
    return { status: 201, body: { result: true } };
  },

  fileUpload: ({ body, files, auth, store, now, origin }) => {
    const { file, extension } = acceptUpload(
      files,
      body.purpose === 'profile_picture' ? IMAGE_FORMATS : undefined,
    );
    const id = store.userData.newId('file');
    const storageKey = storeUploadedFile(store.files, {
      area: 'user-files',
      ownerId: auth.user.id,
      id,
      extension,
      data: file.data,
    });
    const fileUrl = `${origin}${STORAGE_PREFIX}${storageKey}`;
    store.userData.recordFile({
      id,
      owner_id: auth.user.id,
      purpose: body.purpose,
      original_name: file.filename,
      extension,
      mimetype: file.mimetype,
      size: file.data.length,
      file_url: fileUrl,
      storage_key: storageKey,
      uploaded_at: now.toISOString(),
    });
    return { status: 201, body: { file_url: fileUrl } };
  },

  documents: ({ auth, store }) => ({ body: { data: store.userData.documentsOf(auth.user.id) } }),

  addDocument: ({ body, auth, store, now }) => {
    const documentType = body.document_type.trim();
    if (documentType === '') throw fail(400, 'Jenis dokumen harus diisi', 'invalid_document_type');
    const input = { ...body, document_type: documentType, name: body.name.trim() || documentType };
    return { status: 201, body: store.userData.addDocument(auth.user.id, input, now.toISOString()) };
  },

  updateDocument: ({ params, body, auth, store, now }) => {
    const documentType = body.document_type.trim();
    if (documentType === '') throw fail(400, 'Jenis dokumen harus diisi', 'invalid_document_type');
    const input = { ...body, document_type: documentType, name: body.name.trim() || documentType };
    const updated = store.userData.updateDocument(auth.user.id, params.id, input, now.toISOString());
    if (!updated) throw notFound();
    return { body: updated };
  },

  deleteDocument: ({ params, auth, store }) => {
    if (!store.userData.deleteDocument(auth.user.id, params.id)) throw notFound();
    return { status: 204, body: undefined };
  },

  bankAccounts: ({ auth, store }) => ({ body: { data: store.userData.bankAccountsOf(auth.user.id) } }),

  addBankAccount: ({ body, auth, store }) => {
    const input = { ...body, branch_name: body.branch_name?.trim() || null };
    if (!isKnownBank(input.bank_code)) throw fail(400, 'Bank tidak dikenal', 'bank_unknown');
    if (store.userData.duplicateAccount(auth.user.id, input)) {
      throw fail(409, 'Rekening sudah terdaftar', 'bank_account_exists');
    }
    return { status: 201, body: store.userData.addBankAccount(auth.user.id, input) };
  },

  updateBankAccount: ({ params, body, auth, store }) => {
    const input = { ...body, branch_name: body.branch_name?.trim() || null };
    // Ownership first: someone else's account is missing, whatever the body says.
    if (!store.userData.hasBankAccount(auth.user.id, params.id)) throw notFound();
    if (!isKnownBank(input.bank_code)) throw fail(400, 'Bank tidak dikenal', 'bank_unknown');
    if (store.userData.duplicateAccount(auth.user.id, input, params.id)) {
      throw fail(409, 'Rekening sudah terdaftar', 'bank_account_exists');
    }
    const updated = store.userData.updateBankAccount(auth.user.id, params.id, input);
    if (!updated) throw notFound();
    return { body: updated };
  },

  deleteBankAccount: ({ params, auth, store }) => {
    if (!store.userData.deleteBankAccount(auth.user.id, params.id)) throw notFound();
    return { status: 204, body: undefined };
  },

  masterDataBanks: () => ({ body: { data: BANKS.map((bank) => ({ ...bank })) } }),
} satisfies HandlerMap;
