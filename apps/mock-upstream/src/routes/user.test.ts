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
      profile_picture_url: budi.profile_picture_url,
    });
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

  const updatePhone = (token: string, phone: string) =>
    call(app, 'POST', '/api/v1/user/update-phone/', { token, payload: { country_code: '62', phone } });

  it('changes the phone and ends every session of the user (spec: forces sign-out)', async () => {
    app = createTestApp();
    const first = await login(app, budi.phone);
    const second = await login(app, budi.phone);
    const other = await login(app, siti.phone);

    expect(readResponse('updatePhone', await updatePhone(first, '081299990077'))).toEqual({ result: true });

    expect(readError(await call(app, 'GET', PROFILE, { token: first }), 401).code).toBe('unauthorized');
    expect(readError(await call(app, 'GET', PROFILE, { token: second }), 401).code).toBe('unauthorized');
    expect((await call(app, 'GET', PROFILE, { token: other })).statusCode).toBe(200);

    // The new number (trunk 0 dropped) logs in to the same account.
    const newPhone = '6281299990077';
    const operationId = await sendOtp(app, newPhone);
    const code = (await call(app, 'GET', `/__admin/otp/${newPhone}`)).json().code as string;
    const token = readResponse(
      'verifyOtpAndGetSession',
      await verifyOtp(app, newPhone, operationId, code),
    ).token;
    const profile = readResponse('userProfile', await call(app, 'GET', PROFILE, { token }));
    expect(profile).toMatchObject({ name: 'Budi Santoso', phone: '81299990077', country_code: '62' });
  });

  it("refuses the current number and another user's number, keeping the session", async () => {
    app = createTestApp();
    const token = await login(app, budi.phone);
    expect(readError(await updatePhone(token, '81200000001'), 400).code).toBe('phone_unchanged');
    const taken = readError(await updatePhone(token, '81200000002'), 409);
    expect(taken).toMatchObject({ code: 'phone_in_use', error: expect.any(String) });
    expect((await call(app, 'GET', PROFILE, { token })).statusCode).toBe(200);
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
    for (const payload of [{}, { email: '' }, { email: 'budi@' }, { email: 'not an email' }]) {
      const error = readError(await post('update-email', token, payload), 400);
      expect(error.code).toBe('invalid_request');
      expect(error.issues?.map((issue) => issue.path)).toEqual(['body.email']);
    }
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
