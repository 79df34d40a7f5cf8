import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import {
  call,
  createTestApp,
  login,
  readError,
  readResponse,
  sendOtp,
  verifyOtp,
} from '../testing/harness.ts';

const PROFILE = '/api/v1/user/profile/';
const DETAILS = '/api/v1/user/details/';
const { budi, siti, rizky } = DEMO_USERS;
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('profile', () => {
  let app: FastifyInstance;
  let token: string;

  beforeEach(async () => {
    app = createTestApp();
    token = await login(app, budi.phone);
  });
  afterEach(() => app.close());

  it('answers the seeded profile, phone split into country code and national number', async () => {
    const profile = readResponse('userProfile', await call(app, 'GET', PROFILE, { token }));
    expect(profile).toEqual({
      name: 'Budi Santoso',
      email: 'budi.santoso@example.com',
      phone: '81200000001',
      country_code: '62',
      date_of_birth: '1985-03-12',
      gender: 'male',
      profile_picture_url: expect.stringMatching(/\/__storage\/seed\/avatars\/usr_0001\.png$/),
    });
  });

  it('serves the seeded photo at the address it answers, and keeps it when the profile is saved unchanged', async () => {
    const profile = readResponse('userProfile', await call(app, 'GET', PROFILE, { token }));
    expect(budi.profile_picture_url).toMatch(/^https:\/\/storage\.broker\.test\//);
    const photo = await app.inject({ method: 'GET', url: new URL(profile.profile_picture_url!).pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const saved = await call(app, 'PUT', PROFILE, {
      token,
      payload: { name: 'Budi Santoso', profile_picture_url: profile.profile_picture_url },
    });
    expect(saved.statusCode).toBe(200);
    expect(readResponse('updateUserProfile', saved).profile_picture_url).toBe(profile.profile_picture_url);
  });

  it('persists an update: the next read, the user details and the session profile show it', async () => {
    const payload = { name: 'Budi S. Wibowo', date_of_birth: '1985-04-01', profile_picture_url: null };
    const updated = readResponse('updateUserProfile', await call(app, 'PUT', PROFILE, { token, payload }));
    expect(updated).toMatchObject({ name: 'Budi S. Wibowo', date_of_birth: '1985-04-01', gender: 'male' });

    const again = readResponse('userProfile', await call(app, 'GET', PROFILE, { token }));
    expect(again).toEqual(updated);
    expect(again.profile_picture_url).toBeNull();
    const details = readResponse('userDetails', await call(app, 'GET', DETAILS, { token }));
    expect(details).toMatchObject({ name: 'Budi S. Wibowo', profile: { profile_picture_url: null } });
    const session = await call(app, 'GET', '/api/v1/auth/verify-session/', { token });
    expect(session.json().profile.name).toBe('Budi S. Wibowo');
  });

  it('refuses a date of birth that is not a real past date, and changes nothing', async () => {
    for (const date_of_birth of ['1985-02-30', '2999-01-01', '12-03-1985']) {
      const response = await call(app, 'PUT', PROFILE, { token, payload: { name: 'X', date_of_birth } });
      expect(readError(response, 400).code).toBe('invalid_date_of_birth');
    }
    expect(readResponse('userProfile', await call(app, 'GET', PROFILE, { token })).name).toBe('Budi Santoso');
  });

  it('takes a picture the user uploaded to the bucket as the new photo, and refuses any other address', async () => {
    const request = new FormData();
    request.append('file_name', 'me.png');
    request.append('content_type', 'image/png');
    request.append('size', String(PNG.length));
    request.append('extension', 'png');
    const signed = readResponse(
      'generateSignedUrl',
      await call(app, 'POST', '/api/v1/file/generate-signed-url/', { token, payload: request }),
    );
    const notYetStored = await call(app, 'PUT', PROFILE, {
      token,
      payload: { profile_picture_url: signed.gcp_url },
    });
    expect(readError(notYetStored, 400).code).toBe('invalid_profile_picture');
    const put = await app.inject({
      method: 'PUT',
      url: new URL(signed.signed_url).pathname + new URL(signed.signed_url).search,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(put.statusCode).toBe(200);
    const updated = await call(app, 'PUT', PROFILE, {
      token,
      payload: { profile_picture_url: signed.gcp_url },
    });
    expect(readResponse('updateUserProfile', updated).profile_picture_url).toBe(signed.gcp_url);
    const session = await call(app, 'GET', '/api/v1/auth/verify-session/', { token });
    expect(session.json().profile.profile.profile_picture_url).toBe(signed.gcp_url);

    for (const profile_picture_url of ['https://elsewhere.test/me.png', 'not a url']) {
      const refused = await call(app, 'PUT', PROFILE, { token, payload: { profile_picture_url } });
      expect(readError(refused, 400).code).toBe('invalid_profile_picture');
    }
    // Another user cannot take Budi's picture.
    const sitiToken = await login(app, siti.phone);
    const foreign = await call(app, 'PUT', PROFILE, {
      token: sitiToken,
      payload: { profile_picture_url: signed.gcp_url },
    });
    expect(readError(foreign, 400).code).toBe('invalid_profile_picture');
  });

  it('refuses an empty name at the route layer', async () => {
    const response = await call(app, 'PUT', PROFILE, { token, payload: { name: '   ' } });
    expect(readError(response, 400).code).toBe('invalid_request');
  });

  it('edit-user renames the user', async () => {
    const response = await call(app, 'POST', '/api/v1/user/edit-user/', {
      token,
      payload: { name: ' Budi ' },
    });
    expect(readResponse('editUser', response)).toEqual({ result: true });
    expect(readResponse('userDetails', await call(app, 'GET', DETAILS, { token })).name).toBe('Budi');
    const blank = await call(app, 'POST', '/api/v1/user/edit-user/', { token, payload: { name: '  ' } });
    expect(readError(blank, 400).code).toBe('invalid_name');
  });

  it('lists the saved locations of the caller only', async () => {
    const mine = readResponse('userLocations', await call(app, 'GET', '/api/v1/user/locations/', { token }));
    expect(mine.data.map((location) => location.id)).toEqual(['loc_0001', 'loc_0002']);
    const rizkyToken = await login(app, rizky.phone);
    const theirs = await call(app, 'GET', '/api/v1/user/locations/', { token: rizkyToken });
    expect(readResponse('userLocations', theirs).data).toEqual([]);
  });

  it('needs a session', async () => {
    expect(readError(await call(app, 'GET', PROFILE), 401).code).toBe('unauthorized');
  });
});

describe('phone update', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  const sendChangeOtp = (token: string, phone: string) =>
    call(app, 'POST', '/api/v1/user/update-phone/send_otp/', {
      token,
      payload: { country_code: '62', phone, medium: 'sms', language_code: 'id' },
    });
  const updatePhone = (token: string, phone: string, operationId: string, otp: string) =>
    call(app, 'POST', '/api/v1/user/update-phone/', {
      token,
      payload: { country_code: '62', phone, operation_id: operationId, otp },
    });
  const sentCode = async (phone: string) =>
    (await call(app, 'GET', `/__admin/otp/${phone}`)).json().code as string;

  it('sends a code to the new number; with it the phone changes and every session of the user ends (spec §4)', async () => {
    app = createTestApp();
    const first = await login(app, budi.phone);
    const second = await login(app, budi.phone);
    const other = await login(app, siti.phone);

    const newPhone = '6281299990077';
    const { operation_id } = readResponse('sendPhoneChangeOtp', await sendChangeOtp(first, '081299990077'));
    const code = await sentCode(newPhone);
    expect(code).toMatch(/^\d{6}$/);
    expect(readResponse('updatePhone', await updatePhone(first, '081299990077', operation_id, code))).toEqual(
      {
        result: true,
      },
    );

    expect(readError(await call(app, 'GET', PROFILE, { token: first }), 401).code).toBe('unauthorized');
    expect(readError(await call(app, 'GET', PROFILE, { token: second }), 401).code).toBe('unauthorized');
    expect((await call(app, 'GET', PROFILE, { token: other })).statusCode).toBe(200);

    // The new number (trunk 0 dropped) logs in to the same account.
    const operationId = await sendOtp(app, newPhone);
    const token = readResponse(
      'verifyOtpAndGetSession',
      await verifyOtp(app, newPhone, operationId, await sentCode(newPhone)),
    ).token;
    const profile = readResponse('userProfile', await call(app, 'GET', PROFILE, { token }));
    expect(profile).toMatchObject({ name: 'Budi Santoso', phone: '81299990077', country_code: '62' });
    expect(readResponse('userDetails', await call(app, 'GET', DETAILS, { token })).phone).toBe('81299990077');
  });

  it('a wrong code changes nothing and keeps the session; the code is bound to the number it was sent to', async () => {
    app = createTestApp();
    const token = await login(app, budi.phone);
    const { operation_id } = readResponse('sendPhoneChangeOtp', await sendChangeOtp(token, '81299990077'));
    const code = await sentCode('6281299990077');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(readError(await updatePhone(token, '81299990077', operation_id, wrong), 400).code).toBe(
      'otp_invalid',
    );
    // The same operation and code for another number: not this operation.
    expect(readError(await updatePhone(token, '81299990088', operation_id, code), 400).code).toBe(
      'otp_operation_unknown',
    );
    const profile = readResponse('userProfile', await call(app, 'GET', PROFILE, { token }));
    expect(profile.phone).toBe('81200000001');
  });

  it("refuses the current number and another user's number before sending, keeping the session", async () => {
    app = createTestApp();
    const token = await login(app, budi.phone);
    expect(readError(await sendChangeOtp(token, '81200000001'), 400).code).toBe('phone_unchanged');
    const taken = readError(await sendChangeOtp(token, '081200000002'), 409);
    expect(taken).toMatchObject({
      code: 'phone_in_use',
      error: 'Nomor telepon sudah terdaftar di akun lain',
    });
    expect(readError(await sendChangeOtp(token, '0000001'), 400).code).toBe('invalid_phone');
    expect((await call(app, 'GET', PROFILE, { token })).statusCode).toBe(200);
  });

  it('a number taken between the code and the confirmation is refused at the confirmation', async () => {
    app = createTestApp();
    const token = await login(app, budi.phone);
    const { operation_id } = readResponse('sendPhoneChangeOtp', await sendChangeOtp(token, '81299990077'));
    const code = await sentCode('6281299990077');
    // Someone else logs in with that number first, which creates their account.
    const theirs = await sendOtp(app, '6281299990077');
    expect((await verifyOtp(app, '6281299990077', theirs, await sentCode('6281299990077'))).statusCode).toBe(
      200,
    );
    expect(readError(await updatePhone(token, '81299990077', operation_id, code), 409).code).toBe(
      'phone_in_use',
    );
  });
});

describe('e-mail', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = createTestApp();
  });
  afterEach(() => app.close());

  const post = (path: 'update-email' | 'add-email', token: string, payload: unknown) =>
    call(app, 'POST', `/api/v1/user/${path}/`, { token, payload: payload as object });

  it('is required and must be valid: 400 with the field named', async () => {
    const token = await login(app, budi.phone);
    const invalid = [
      {},
      { email: '' },
      { email: 'budi@' },
      { email: 'not an email' },
      { email: 'budi@example-.com' },
    ];
    for (const payload of invalid) {
      for (const path of ['update-email', 'add-email'] as const) {
        const error = readError(await post(path, token, payload), 400);
        expect(error.code).toBe('invalid_request');
        expect(error.issues?.map((issue) => issue.path)).toEqual(['body.email']);
      }
    }
    // Nothing was stored: the profile still reads (and still has the old address).
    const profile = readResponse('userProfile', await call(app, 'GET', PROFILE, { token }));
    expect(profile.email).toBe('budi.santoso@example.com');
  });

  it('update changes the address the user details show', async () => {
    const token = await login(app, budi.phone);
    const response = await post('update-email', token, { email: 'Budi.Baru@Example.com' });
    expect(readResponse('updateEmail', response)).toEqual({ result: true });
    const details = readResponse('userDetails', await call(app, 'GET', DETAILS, { token }));
    expect(details.email).toBe('budi.baru@example.com');
  });

  it('update refuses the same address, an address of another user, and a user without one', async () => {
    const token = await login(app, budi.phone);
    expect(
      readError(await post('update-email', token, { email: 'BUDI.SANTOSO@example.com' }), 400).code,
    ).toBe('email_unchanged');
    const taken = readError(await post('update-email', token, { email: 'siti.rahmawati@example.com' }), 409);
    expect(taken).toEqual({ error: 'Email sudah digunakan akun lain', code: 'email_in_use' });
    const rizkyToken = await login(app, rizky.phone);
    expect(readError(await post('update-email', rizkyToken, { email: 'rizky@example.com' }), 409).code).toBe(
      'email_not_set',
    );
  });

  it('add works once for a user without an address', async () => {
    const token = await login(app, rizky.phone);
    expect(readResponse('addEmail', await post('add-email', token, { email: 'rizky@example.com' }))).toEqual({
      result: true,
    });
    expect(readResponse('userDetails', await call(app, 'GET', DETAILS, { token })).email).toBe(
      'rizky@example.com',
    );
    expect(readError(await post('add-email', token, { email: 'rizky2@example.com' }), 409).code).toBe(
      'email_already_set',
    );
  });
});

describe('file upload', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mock-user-upload-'));
    app = createTestApp({ dataDir });
    token = await login(app, budi.phone);
  });
  afterEach(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function upload(purpose: string, name: string, bytes: Buffer | number, type = '') {
    const form = new FormData();
    form.append('purpose', purpose);
    const data = typeof bytes === 'number' ? Buffer.alloc(bytes, 7) : bytes;
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    return call(app, 'POST', '/api/v1/file/upload/', { token, payload: form });
  }

  it('stores the bytes under the data folder and serves them at the returned URL', async () => {
    const bytes = Buffer.from('%PDF-1.7 mock document');
    const { file_url } = readResponse(
      'fileUpload',
      await upload('document', 'KTP scan.PDF', bytes, 'application/pdf'),
    );
    const key = new URL(file_url).pathname.replace('/__storage/', '');
    expect(key).toMatch(/^user-files\/usr_0001\/file_\d+\.pdf$/);
    const onDisk = join(dataDir, 'storage', key);
    expect(existsSync(onDisk)).toBe(true);
    expect(readFileSync(onDisk).equals(bytes)).toBe(true);
    const served = await app.inject({ method: 'GET', url: new URL(file_url).pathname });
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('takes the five formats and refuses others with 415', async () => {
    for (const name of ['a.jpg', 'b.jpeg', 'c.png', 'd.mp4', 'e.pdf']) {
      expect((await upload('document', name, 10)).statusCode, name).toBe(201);
    }
    for (const name of ['evil.exe', 'doc.docx', 'noextension', 'photo.jpg.gif']) {
      expect(readError(await upload('document', name, 10), 415).code, name).toBe('file_type_unsupported');
    }
    // A content type that contradicts the extension is refused too.
    expect(readError(await upload('document', 'x.png', 10, 'application/pdf'), 415).code).toBe(
      'file_type_unsupported',
    );
  });

  it('takes only pictures for a profile photo', async () => {
    expect((await upload('profile_picture', 'me.png', 10, 'image/png')).statusCode).toBe(201);
    expect(readError(await upload('profile_picture', 'me.pdf', 10), 415).code).toBe('file_type_unsupported');
  });

  it('takes exactly 25 MB and refuses one byte more with the spec message; refuses an empty file', async () => {
    expect((await upload('document', 'big.mp4', UPLOAD_MAX_BYTES)).statusCode).toBe(201);
    expect(readError(await upload('document', 'bigger.mp4', UPLOAD_MAX_BYTES + 1), 413)).toEqual({
      error: 'max 25 MB',
      code: 'file_too_large',
    });
    expect(readError(await upload('document', 'empty.pdf', 0), 400).code).toBe('file_empty');
  });

  it('refuses a request without a file, and an unknown purpose', async () => {
    const form = new FormData();
    form.append('purpose', 'document');
    const response = await call(app, 'POST', '/api/v1/file/upload/', { token, payload: form });
    expect(readError(response, 400).code).toBe('file_missing');
    expect(readError(await upload('selfie', 'a.jpg', 10), 400).code).toBe('invalid_request');
  });
});
