import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, type CountryCode } from '@portal/contracts/constants';
import type { UserDocument } from '@portal/contracts/entities/document';
import { isValidEmail, normalizeEmail } from '@portal/contracts/entities/email-rule';
import type { UserDetails, UserProfile } from '@portal/contracts/entities/profile';
import { isPastDate } from '../store/calendar.ts';
import { storeUploadedFile } from '../store/file-vault.ts';
import type { MockStore } from '../store/mock-store.ts';
import { servedFileUrl, servedPictureUrl } from '../store/seed-files.ts';
import { BANKS, isKnownBank } from '../store/reference-data.ts';
import { issueOtp, verifyOtp } from '../store/otp.ts';
import type { UserRecord } from '../store/types.ts';
import { assertSmsGatewayUp, otpError, toProfile } from './auth.ts';
import { STORAGE_PREFIX } from '../store/file-storage.ts';
import type { HandlerMap } from './handler.ts';
import { MockHttpError, notFound } from '../http/mock-error.ts';
import { acceptUpload, IMAGE_FORMATS } from './upload-rules.ts';

const WRONG_FORMAT = 'Nilai yang diberikan bukan format yang benar';

/** Country codes are prefix-free, so an international number splits one way only. */
export function splitPhone(international: string): { country_code: CountryCode; phone: string } {
  const code = COUNTRY_CODES.find((candidate) => international.startsWith(candidate));
  return code
    ? { country_code: code, phone: international.slice(code.length) }
    : { country_code: DEFAULT_COUNTRY_CODE as CountryCode, phone: international };
}

function profileOf(user: UserRecord, store: MockStore, origin: string): UserProfile {
  const extras = store.userData.profileExtras(user.id);
  return {
    name: user.name,
    email: extras.email,
    ...splitPhone(user.phone),
    date_of_birth: extras.date_of_birth,
    gender: extras.gender,
    profile_picture_url: servedPictureUrl(user.profile_picture_url, origin, STORAGE_PREFIX),
  };
}

function detailsOf(user: UserRecord, store: MockStore, origin: string): UserDetails {
  return {
    ...toProfile(user, origin),
    email: store.userData.profileExtras(user.id).email,
    ...splitPhone(user.phone),
  };
}

const fail = (status: number, error: string, code: string) => new MockHttpError(status, { error, code });

/** A document as answered: a seeded file's address points at the sample the mock's bucket serves. */
const served = (document: UserDocument, origin: string): UserDocument => ({
  ...document,
  file_url: servedFileUrl(document.file_url, origin, STORAGE_PREFIX),
});

/**
 * The address to store: normalized and checked by the contracts' one e-mail rule, so what is stored is always
 * an address the profile and details answers can carry (the route's request schema checks the same rule).
 */
function acceptedEmail(input: string): string {
  const email = normalizeEmail(input);
  if (!isValidEmail(email)) throw fail(400, 'Masukkan email yang valid', 'invalid_email');
  return email;
}

/** The e-mail rules shared by add and update: one account per address, compared without case. */
function assertEmailFree(store: MockStore, userId: string, email: string): void {
  const owner = store.userData.emailOwner(email);
  if (owner !== undefined && owner !== userId) {
    throw fail(409, 'Email sudah digunakan akun lain', 'email_in_use');
  }
}

/** The new number of a phone change, international, checked: well formed, not the current one, not in use. */
function newPhoneOf(
  request: { country_code: CountryCode; phone: string },
  user: UserRecord,
  store: MockStore,
): string {
  // People type the national number with its trunk 0 (0812…); the broker stores it without.
  const national = request.phone.replace(/^0+/, '');
  if (national.length < 6) throw fail(400, WRONG_FORMAT, 'invalid_phone');
  const phone = `${request.country_code}${national}`;
  if (phone === user.phone) throw fail(400, 'Nomor telepon sama dengan nomor saat ini', 'phone_unchanged');
  if (store.userByPhone(phone)) throw fail(409, 'Nomor telepon sudah terdaftar di akun lain', 'phone_in_use');
  return phone;
}

/**
 * A new profile photo must be a picture this user stored in the broker's bucket (a signed upload or a
 * profile_picture file upload) in one of the image formats.
 */
function assertOwnPicture(store: MockStore, user: UserRecord, url: string): void {
  const refused = fail(400, 'Foto profil harus berupa gambar jpg, jpeg atau png', 'invalid_profile_picture');
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    throw refused;
  }
  if (!path.startsWith(STORAGE_PREFIX)) throw refused;
  const key = path.slice(STORAGE_PREFIX.length);
  const upload = store.claimFlow.upload(key);
  const signed = upload?.owner_id === user.id && upload.stored ? upload.extension : undefined;
  const posted = store.userData.filesOf(user.id).find((file) => file.storage_key === key)?.extension;
  const extension = signed ?? posted;
  if (!extension || !(IMAGE_FORMATS as readonly string[]).includes(extension)) throw refused;
}

export const userHandlers = {
  userProfile: ({ auth, store, origin }) => ({ body: profileOf(auth.user, store, origin) }),

  updateUserProfile: ({ body, auth, store, now, origin }) => {
    const { user } = auth;
    if (body.date_of_birth != null && !isPastDate(body.date_of_birth, now)) {
      throw fail(400, WRONG_FORMAT, 'invalid_date_of_birth');
    }
    const picture = body.profile_picture_url || null;
    // The photo as answered (a seeded one at the mock's own address) is the photo the user already has.
    const current = servedPictureUrl(user.profile_picture_url, origin, STORAGE_PREFIX);
    const changed = picture !== user.profile_picture_url && picture !== current;
    if (picture !== null && changed) assertOwnPicture(store, user, picture);
    if (body.name !== undefined) user.name = body.name;
    if (body.profile_picture_url !== undefined && changed) user.profile_picture_url = picture;
    store.userData.updateProfileExtras(user.id, {
      ...(body.date_of_birth !== undefined && { date_of_birth: body.date_of_birth }),
      ...(body.gender !== undefined && { gender: body.gender }),
    });
    return { body: profileOf(user, store, origin) };
  },

  userDetails: ({ auth, store, origin }) => ({ body: detailsOf(auth.user, store, origin) }),

  userLocations: ({ auth, store }) => ({ body: { data: store.userData.locationsOf(auth.user.id) } }),

  editUser: ({ body, auth }) => {
    const name = body.name.trim();
    if (name === '') throw fail(400, 'Nama harus diisi', 'invalid_name');
    auth.user.name = name;
    return { body: { result: true } };
  },

  /** A phone change starts like a login: a code goes to the new number (resent through resend_otp). */
  sendPhoneChangeOtp: ({ body, auth, store, now, devMode }) => {
    const phone = newPhoneOf(body, auth.user, store);
    assertSmsGatewayUp(store, phone);
    const operation = issueOtp(store, { phone, medium: body.medium }, { devMode, now });
    return { body: { result: true, operation_id: operation.id } };
  },

  /**
   * The code sent to the new number confirms it. Spec §4: a successful phone update forces sign-out, so every
   * session of the user ends here.
   */
  updatePhone: ({ body, auth, store, now }) => {
    const phone = newPhoneOf(body, auth.user, store);
    const outcome = verifyOtp(store, { operationId: body.operation_id, phone, code: body.otp }, now);
    if (!outcome.ok) throw otpError(outcome.failure);
    auth.user.phone = phone;
    store.closeSessionsOf(auth.user.id);
    return { body: { result: true } };
  },

  updateEmail: ({ body, auth, store }) => {
    const email = acceptedEmail(body.email);
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
    const email = acceptedEmail(body.email);
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

  documents: ({ auth, store, origin }) => ({
    body: { data: store.userData.documentsOf(auth.user.id).map((document) => served(document, origin)) },
  }),

  addDocument: ({ body, auth, store, now, origin }) => {
    const documentType = body.document_type.trim();
    if (documentType === '') throw fail(400, 'Jenis dokumen harus diisi', 'invalid_document_type');
    const input = { ...body, document_type: documentType, name: body.name.trim() || documentType };
    const added = store.userData.addDocument(auth.user.id, input, now.toISOString());
    return { status: 201, body: served(added, origin) };
  },

  updateDocument: ({ params, body, auth, store, now, origin }) => {
    const documentType = body.document_type.trim();
    if (documentType === '') throw fail(400, 'Jenis dokumen harus diisi', 'invalid_document_type');
    const input = { ...body, document_type: documentType, name: body.name.trim() || documentType };
    const updated = store.userData.updateDocument(auth.user.id, params.id, input, now.toISOString());
    if (!updated) throw notFound();
    return { body: served(updated, origin) };
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
