import { describe, expect, it } from 'vitest';
import { pngImage } from './fixtures.ts';
import { DEMO, sentCode, stackPerFile } from './stack.ts';
import { createTrpcHttp, type TrpcResult } from './trpc-http.ts';

const stack = stackPerFile();

/** Rizky: the seeded user without an e-mail address (add-email), and whom no other test file changes. */
const RIZKY = { countryCode: '62', phone: '81200000005', code: DEMO.code };

const errorData = (result: TrpcResult) =>
  result.error?.data as
    | {
        code: string;
        errorKey: string;
        serverMessage: string | null;
        serverCode: string | null;
        fieldProblems: Record<string, string> | null;
      }
    | undefined;

interface Profile {
  name: string;
  email: string | null;
  phone: string;
  country_code: string;
  date_of_birth: string | null;
  gender: string | null;
  profile_picture_url: string | null;
}

const codeSentTo = (phone: string) => sentCode(stack.mockUrl, phone);
/** The phone change's first step, by SMS in Indonesian, to an Indonesian number. */
const sendPhoneCode = (client: ReturnType<typeof createTrpcHttp>, phone: string) =>
  client.mutate('user.sendPhoneOtp', { countryCode: '62', phone, medium: 'sms', languageCode: 'id' });

describe('profile', () => {
  it('reads the profile and the details with the photo as a file ref, never the broker URL', async () => {
    const budi = await stack.login();
    const profile = await budi.query('user.profile');
    expect(profile.status, JSON.stringify(profile.error)).toBe(200);
    const data = profile.data as Profile;
    expect(data).toMatchObject({
      name: 'Budi Santoso',
      email: 'budi.santoso@example.com',
      phone: '81200000001',
      country_code: '62',
      date_of_birth: '1985-03-12',
      gender: 'male',
    });
    expect(data.profile_picture_url).toMatch(/^\/files\//);
    const details = await budi.query('user.details');
    expect(details.data).toMatchObject({
      name: 'Budi Santoso',
      email: 'budi.santoso@example.com',
      profile: { profile_picture_url: data.profile_picture_url },
    });
    const session = await budi.query('auth.session');
    expect(session.data).toMatchObject({
      user: { profile: { profile_picture_url: data.profile_picture_url } },
    });
    expect(JSON.stringify([profile.data, details.data, session.data])).not.toContain('broker.test');
  });

  it('saves name, date of birth and gender; the header name (session) follows at once', async () => {
    const budi = await stack.login();
    const saved = await budi.mutate('user.updateProfile', {
      name: '  Budi S. Wibowo ',
      dateOfBirth: '1986-01-31',
      gender: null,
    });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data).toMatchObject({ name: 'Budi S. Wibowo', date_of_birth: '1986-01-31', gender: null });
    expect((await budi.query('user.profile')).data).toMatchObject({
      name: 'Budi S. Wibowo',
      date_of_birth: '1986-01-31',
      gender: null,
      email: 'budi.santoso@example.com',
    });
    expect((await budi.query('auth.session')).data).toMatchObject({ user: { name: 'Budi S. Wibowo' } });
  });

  it('a date of birth the broker refuses names the field; nothing is saved', async () => {
    const budi = await stack.login();
    const refused = await budi.mutate('user.updateProfile', { name: 'Budi Baru', dateOfBirth: '2999-01-01' });
    expect(refused.status).toBe(400);
    expect(errorData(refused)).toMatchObject({
      errorKey: 'profile_save_failed',
      fieldProblems: { date_of_birth: 'format' },
    });
    expect((await budi.query('user.profile')).data).toMatchObject({ name: 'Budi Santoso' });

    const notADate = await budi.mutate('user.updateProfile', { dateOfBirth: '1985-02-30' });
    expect(errorData(notADate)?.errorKey).toBe('invalid_input');
    const nothing = await budi.mutate('user.updateProfile', {});
    expect(errorData(nothing)?.errorKey).toBe('invalid_input');
  });

  it('a broker failure on save is profile_save_failed (the photo: profile_photo_failed)', async () => {
    const budi = await stack.login();
    await fetch(`${stack.mockUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'PUT', path: '/api/v1/user/profile/', status: 500, times: 2 }),
    });
    const failed = await budi.mutate('user.updateProfile', { name: 'Budi Baru' });
    expect(errorData(failed)?.errorKey).toBe('profile_save_failed');
    const photo = await stack.uploadPhoto(budi, pngImage());
    const photoFailed = await budi.mutate('user.updateProfile', { photo });
    expect(errorData(photoFailed)?.errorKey).toBe('profile_photo_failed');
  });

  it('changes the photo: the upload ref is unsealed for the broker and the page gets a ref it can show', async () => {
    const budi = await stack.login();
    const bytes = pngImage(64, 64);
    const photo = await stack.uploadPhoto(budi, bytes);
    const saved = await budi.mutate('user.updateProfile', { photo });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    const ref = (saved.data as Profile).profile_picture_url;
    expect(ref).toMatch(/^\/files\//);

    // The broker stored its own URL, not the ref.
    const journal = await fetch(
      `${stack.mockUrl}/__admin/journal?path=${encodeURIComponent('/api/v1/user/profile/')}&method=PUT`,
    );
    const { entries } = (await journal.json()) as { entries: { body: { profile_picture_url?: string } }[] };
    expect(entries.at(-1)?.body.profile_picture_url).toMatch(/^http:\/\/.+\/__storage\//);

    const cookie = [...budi.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const served = await fetch(`${stack.baseUrl}${ref}`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    expect((await budi.query('user.profile')).data).toMatchObject({ profile_picture_url: ref });
    expect((await budi.query('auth.session')).data).toMatchObject({
      user: { profile: { profile_picture_url: ref } },
    });
  });

  it("refuses a changed ref and another user's ref as the photo", async () => {
    const budi = await stack.login();
    const siti = await stack.login({ ...DEMO, phone: '81200000002' });
    const sitiPhoto = await stack.uploadPhoto(siti, pngImage());
    const foreign = await budi.mutate('user.updateProfile', { photo: sitiPhoto });
    expect(foreign.status).toBe(400);
    expect(errorData(foreign)?.errorKey).toBe('profile_photo_failed');
    const forged = await budi.mutate('user.updateProfile', { photo: '/files/not-a-ref' });
    expect(errorData(forged)?.errorKey).toBe('profile_photo_failed');
  });

  it('lists the saved locations', async () => {
    const budi = await stack.login();
    const locations = await budi.query('user.locations');
    expect(locations.status).toBe(200);
    expect((locations.data as { id: string }[]).map((location) => location.id)).toEqual([
      'loc_0001',
      'loc_0002',
    ]);
    const rizky = await stack.login(RIZKY);
    expect((await rizky.query('user.locations')).data).toEqual([]);
  });

  it('needs a session', async () => {
    const anonymous = createTrpcHttp(stack.baseUrl);
    expect(errorData(await anonymous.query('user.profile'))?.code).toBe('UNAUTHORIZED');
  });
});

describe('e-mail (spec §4, §5)', () => {
  it('updates the address; the details show it normalized', async () => {
    const budi = await stack.login();
    const updated = await budi.mutate('user.updateEmail', { email: '  Budi.Baru@Example.COM ' });
    expect(updated.status, JSON.stringify(updated.error)).toBe(200);
    expect(updated.data).toEqual({ email: 'budi.baru@example.com' });
    expect((await budi.query('user.details')).data).toMatchObject({ email: 'budi.baru@example.com' });
  });

  it('refuses budi@example-.com before the broker sees it', async () => {
    const budi = await stack.login();
    for (const email of ['budi@example-.com', '', '   ', 'budi@']) {
      const refused = await budi.mutate('user.updateEmail', { email });
      expect(refused.status).toBe(400);
      expect(errorData(refused)?.errorKey).toBe('invalid_input');
    }
    expect(await stack.journalCount('/api/v1/user/update-email/')).toBe(0);
  });

  it('the round trip cannot break: every address either is refused or comes back readable', async () => {
    const budi = await stack.login();
    const addresses = [
      'budi@example-.com',
      'budi@-example.com',
      'budi@example..com',
      'budi.@example.com',
      'budi@example.c',
      'bü@example.com',
      "O'Neil+Klaim@Sub-Domain.Example.CO.ID",
      'b@x.io',
      `${'a'.repeat(64)}@example.com`,
    ];
    for (const email of addresses) {
      const result = await budi.mutate('user.updateEmail', { email });
      const profile = await budi.query('user.profile');
      const details = await budi.query('user.details');
      expect(profile.status, `${email}: ${JSON.stringify(profile.error)}`).toBe(200);
      expect(details.status, `${email}: ${JSON.stringify(details.error)}`).toBe(200);
      if (result.status === 200) {
        expect((details.data as { email: string }).email).toBe(email.toLowerCase());
        expect((profile.data as Profile).email).toBe(email.toLowerCase());
      } else {
        expect(errorData(result)?.errorKey, email).toBe('invalid_input');
      }
    }
    // The valid ones went through (the last one stays).
    expect((await budi.query('user.details')).data).toMatchObject({ email: `${'a'.repeat(64)}@example.com` });
  });

  it("a known refusal of the broker comes as the portal's key, without the broker's Indonesian text (0030)", async () => {
    const budi = await stack.login();
    const taken = await budi.mutate('user.updateEmail', { email: 'siti.rahmawati@example.com' });
    expect(taken.status).toBe(409);
    expect(errorData(taken)).toMatchObject({
      errorKey: 'email_in_use',
      serverMessage: null,
      serverCode: null,
    });
    const same = await budi.mutate('user.updateEmail', { email: 'budi.santoso@example.com' });
    expect(errorData(same)).toMatchObject({ errorKey: 'email_unchanged', serverMessage: null });
  });

  it('adds an address to a profile without one, once', async () => {
    const rizky = await stack.login(RIZKY);
    expect((await rizky.query('user.details')).data).toMatchObject({ email: null });
    const added = await rizky.mutate('user.addEmail', { email: 'rizky@example.com' });
    expect(added.status, JSON.stringify(added.error)).toBe(200);
    expect((await rizky.query('user.details')).data).toMatchObject({ email: 'rizky@example.com' });
    const again = await rizky.mutate('user.addEmail', { email: 'rizky2@example.com' });
    expect(errorData(again)).toMatchObject({
      errorKey: 'email_update_failed',
      serverCode: 'email_already_set',
    });
    const invalid = await rizky.mutate('user.addEmail', { email: 'rizky@example-.com' });
    expect(errorData(invalid)?.errorKey).toBe('invalid_input');
  });
});

describe('phone change (spec §4: success forces sign-out)', () => {
  const NEW = { countryCode: '62', phone: '81299990077', international: '6281299990077' };

  it('a code to the new number confirms it; the session ends and the new number logs in', async () => {
    const budi = await stack.login();
    const sent = await sendPhoneCode(budi, '0812-9999-0077');
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    const { operationId, phone } = sent.data as { operationId: string; phone: string };
    expect(phone).toBe(NEW.international);

    // Sent again the way a login's code is.
    const resent = await budi.mutate('auth.resendOtp', { operationId, phone, languageCode: 'id' });
    expect(resent.status, JSON.stringify(resent.error)).toBe(200);
    const code = await codeSentTo(NEW.international);

    const changed = await budi.mutate('user.updatePhone', {
      countryCode: '62',
      phone: NEW.phone,
      operationId,
      otp: code,
    });
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);
    expect(changed.data).toEqual({ signedOut: true, phone: NEW.international });
    // The gateway cleared the cookie: no session is left in the browser.
    expect(changed.setCookie.join('\n')).toMatch(/portal_session=;/);
    expect(budi.jar.size).toBe(0);
    expect((await budi.query('auth.session')).data).toBeNull();
    expect(errorData(await budi.query('user.profile'))?.code).toBe('UNAUTHORIZED');

    const again = createTrpcHttp(stack.baseUrl);
    const sentLogin = await again.mutate('auth.sendOtp', {
      countryCode: '62',
      phone: NEW.phone,
      medium: 'sms',
      languageCode: 'id',
    });
    const login = sentLogin.data as { operationId: string; phone: string };
    const verified = await again.mutate('auth.verifyOtp', {
      operationId: login.operationId,
      phone: login.phone,
      otp: await codeSentTo(NEW.international),
    });
    expect(verified.status).toBe(200);
    expect((await again.query('user.profile')).data).toMatchObject({
      name: 'Budi Santoso',
      phone: NEW.phone,
    });
  });

  it('a wrong code keeps the session and the number, with the broker text', async () => {
    const budi = await stack.login();
    const sent = await sendPhoneCode(budi, NEW.phone);
    const { operationId } = sent.data as { operationId: string };
    const code = await codeSentTo(NEW.international);
    const wrong = await budi.mutate('user.updatePhone', {
      countryCode: '62',
      phone: NEW.phone,
      operationId,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(errorData(wrong)).toMatchObject({ errorKey: 'otp_verify_failed', serverMessage: null });
    expect(wrong.setCookie).toEqual([]);
    expect((await budi.query('user.profile')).data).toMatchObject({ phone: '81200000001' });
  });

  it("refuses the current number and another user's before any code is sent", async () => {
    const budi = await stack.login();
    const taken = await sendPhoneCode(budi, '81200000002');
    expect(taken.status).toBe(409);
    expect(errorData(taken)).toMatchObject({
      errorKey: 'phone_in_use',
      serverMessage: null,
      serverCode: null,
    });
    const same = await sendPhoneCode(budi, '081200000001');
    expect(errorData(same)).toMatchObject({ errorKey: 'phone_unchanged', serverMessage: null });
    expect(await stack.journalCount('/api/v1/user/update-phone/')).toBe(0);
    expect((await budi.query('user.profile')).status).toBe(200);
  });

  it('a code the broker cannot send is told as such: nothing was changed yet', async () => {
    const budi = await stack.login();
    // The mock's reserved number whose codes fail to send (502 otp_send_failed).
    const failed = await sendPhoneCode(budi, '81299999001');
    expect(failed.status).toBe(502);
    expect(errorData(failed)).toMatchObject({ errorKey: 'otp_send_failed', serverMessage: null });
  });
});
