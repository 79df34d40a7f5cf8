import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OTP_MAX_WRONG_ATTEMPTS, OTP_TTL_MS } from '../store/otp.ts';
import { DEMO_USERS, DEV_OTP_CODE, RESERVED_PHONES, SSO_DEMO_TOKEN } from '../store/seed-users.ts';
import {
  call,
  createTestApp,
  createTestClock,
  login,
  readError,
  readResponse,
  sendOtp,
  verifyOtp,
} from '../testing/harness.ts';

const budi = DEMO_USERS.budi;
const WRONG_CODE = '000000';

async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const response = await call(app, 'GET', `/__admin/otp/${phone}`);
  expect(response.statusCode).toBe(200);
  return response.json().code;
}

describe('OTP login', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof createTestClock>;

  beforeEach(() => {
    clock = createTestClock();
    app = createTestApp({ now: clock.now });
  });
  afterEach(() => app.close());

  it('sends a code and exchanges it for a session with the profile and services', async () => {
    const operationId = await sendOtp(app, budi.phone);
    const grant = readResponse(
      'verifyOtpAndGetSession',
      await verifyOtp(app, budi.phone, operationId, DEV_OTP_CODE),
    );
    expect(grant.token).not.toBe('');
    expect(grant.profile).toMatchObject({ name: 'Budi Santoso', is_third_party_user: false, partner: null });
    expect(grant.user.services).toEqual(['b2b2c_user']);
  });

  it('gives every seeded role its services and flags', async () => {
    for (const user of Object.values(DEMO_USERS)) {
      const operationId = await sendOtp(app, user.phone);
      const grant = readResponse(
        'verifyOtpAndGetSession',
        await verifyOtp(app, user.phone, operationId, DEV_OTP_CODE),
      );
      expect(grant.user.services).toEqual(user.services);
      expect(grant.profile.is_third_party_user).toBe(user.is_third_party_user);
      expect(grant.profile.partner).toBe(user.partner);
    }
  });

  it('refuses a wrong code with otp_invalid', async () => {
    const operationId = await sendOtp(app, budi.phone);
    expect(readError(await verifyOtp(app, budi.phone, operationId, WRONG_CODE), 400)).toEqual({
      error: 'Kode OTP salah',
      code: 'otp_invalid',
    });
  });

  it('refuses a code after five minutes with otp_expired', async () => {
    const operationId = await sendOtp(app, budi.phone);
    clock.advance(OTP_TTL_MS + 1);
    expect(readError(await verifyOtp(app, budi.phone, operationId, DEV_OTP_CODE), 400).code).toBe(
      'otp_expired',
    );
  });

  it('accepts a code just before it expires', async () => {
    const operationId = await sendOtp(app, budi.phone);
    clock.advance(OTP_TTL_MS - 1000);
    expect((await verifyOtp(app, budi.phone, operationId, DEV_OTP_CODE)).statusCode).toBe(200);
  });

  it('accepts a code only once', async () => {
    const operationId = await sendOtp(app, budi.phone);
    expect((await verifyOtp(app, budi.phone, operationId, DEV_OTP_CODE)).statusCode).toBe(200);
    const again = readError(await verifyOtp(app, budi.phone, operationId, DEV_OTP_CODE), 400);
    expect(again.code).toBe('otp_operation_unknown');
  });

  it('locks the operation after five wrong codes, even for the right code', async () => {
    const operationId = await sendOtp(app, budi.phone);
    for (let attempt = 1; attempt <= OTP_MAX_WRONG_ATTEMPTS; attempt += 1) {
      expect(readError(await verifyOtp(app, budi.phone, operationId, WRONG_CODE), 400).code).toBe(
        'otp_invalid',
      );
    }
    expect(readError(await verifyOtp(app, budi.phone, operationId, DEV_OTP_CODE), 429).code).toBe(
      'otp_locked',
    );
    const resend = await call(app, 'POST', '/api/v1/user/resend_otp/', {
      payload: { mobile_no: budi.phone, operation_id: operationId, language_code: 'id' },
    });
    expect(readError(resend, 429).code).toBe('otp_locked');
  });

  it('refuses an unknown operation, or a phone that does not match it', async () => {
    expect(readError(await verifyOtp(app, budi.phone, 'otp_missing', DEV_OTP_CODE), 400).code).toBe(
      'otp_operation_unknown',
    );
    const operationId = await sendOtp(app, budi.phone);
    expect(readError(await verifyOtp(app, DEMO_USERS.siti.phone, operationId, DEV_OTP_CODE), 400).code).toBe(
      'otp_operation_unknown',
    );
  });

  it('resend issues a fresh code for the same operation and restarts the five minutes', async () => {
    const operationId = await sendOtp(app, budi.phone);
    clock.advance(OTP_TTL_MS - 1000);
    const resent = readResponse(
      'resendOtp',
      await call(app, 'POST', '/api/v1/user/resend_otp/', {
        payload: {
          mobile_no: budi.phone,
          operation_id: operationId,
          language_code: 'id',
          medium: 'whatsapp',
        },
      }),
    );
    expect(resent).toEqual({ result: true, operation_id: operationId });
    clock.advance(OTP_TTL_MS - 1000);
    expect((await verifyOtp(app, budi.phone, operationId, DEV_OTP_CODE)).statusCode).toBe(200);
  });

  it('creates a plain policyholder for a phone it has never seen', async () => {
    const phone = '6281377777777';
    const operationId = await sendOtp(app, phone);
    const code = await lastCode(app, phone);
    const grant = readResponse('verifyOtpAndGetSession', await verifyOtp(app, phone, operationId, code));
    expect(grant.user.services).toEqual(['b2b2c_user']);
    const policies = readResponse(
      'policyList',
      await call(app, 'GET', '/api/v1/policy/policies/', { token: grant.token }),
    );
    expect(policies.meta.total).toBe(0);
  });

  it('uses random codes outside dev mode, readable through the admin API', async () => {
    const strict = createTestApp({ devMode: false });
    const operationId = await sendOtp(strict, budi.phone);
    const code = await lastCode(strict, budi.phone);
    expect(code).toMatch(/^\d{6}$/);
    expect((await verifyOtp(strict, budi.phone, operationId, code)).statusCode).toBe(200);
    await strict.close();
  });

  describe('reserved phones', () => {
    it(`${RESERVED_PHONES.sendFails}: sending fails with 502 otp_send_failed`, async () => {
      const response = await call(app, 'POST', '/api/v1/user/send_otp/', {
        payload: { phone: RESERVED_PHONES.sendFails, medium: 'sms', language_code: 'id' },
      });
      expect(readError(response, 502)).toEqual({ error: 'SMS gateway unavailable', code: 'otp_send_failed' });
    });

    it(`${RESERVED_PHONES.verifyFails}: verifying always fails with otp_invalid`, async () => {
      const phone = RESERVED_PHONES.verifyFails;
      const operationId = await sendOtp(app, phone);
      const code = await lastCode(app, phone);
      for (let attempt = 0; attempt < OTP_MAX_WRONG_ATTEMPTS + 2; attempt += 1) {
        expect(readError(await verifyOtp(app, phone, operationId, code), 400).code).toBe('otp_invalid');
      }
    });

    it(`${RESERVED_PHONES.whatsappUnreachable}: WhatsApp status is failed; other phones delivered`, async () => {
      const unreachable = await sendOtp(app, RESERVED_PHONES.whatsappUnreachable);
      const failed = await call(
        app,
        'GET',
        `/api/v1/user/check_whatsapp_status/?operation_id=${unreachable}`,
      );
      expect(readResponse('checkWhatsappStatus', failed)).toEqual({
        operation_id: unreachable,
        status: 'failed',
      });

      const normal = await sendOtp(app, budi.phone);
      const delivered = await call(app, 'GET', `/api/v1/user/check_whatsapp_status/?operation_id=${normal}`);
      expect(readResponse('checkWhatsappStatus', delivered).status).toBe('delivered');
    });
  });
});

describe('sessions', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = createTestApp();
  });
  afterEach(() => app.close());

  it('verify-session returns the profile of a live token', async () => {
    const token = await login(app, budi.phone);
    const session = readResponse(
      'verifySession',
      await call(app, 'GET', '/api/v1/auth/verify-session/', { token }),
    );
    expect(session).toMatchObject({ valid: true, profile: { name: 'Budi Santoso' } });
  });

  it('logout answers 204 and the token stops working', async () => {
    const token = await login(app, budi.phone);
    const logout = await call(app, 'POST', '/api/v1/auth/logout/', { token });
    expect(logout.statusCode).toBe(204);
    expect(readResponse('logout', logout)).toBeNull();
    expect(readError(await call(app, 'GET', '/api/v1/auth/verify-session/', { token }), 401).code).toBe(
      'unauthorized',
    );
    expect(readError(await call(app, 'GET', '/api/v1/policy/policies/', { token }), 401).code).toBe(
      'unauthorized',
    );
  });

  it('logging out one session leaves the others alive', async () => {
    const first = await login(app, budi.phone);
    const second = await login(app, budi.phone);
    await call(app, 'POST', '/api/v1/auth/logout/', { token: first });
    expect((await call(app, 'GET', '/api/v1/auth/verify-session/', { token: second })).statusCode).toBe(200);
  });

  it('the SSO demo token opens a session for the dana user', async () => {
    const grant = readResponse(
      'verifySsoToken',
      await call(app, 'POST', '/api/v1/auth/verify-sso-token/', {
        payload: { access_token: SSO_DEMO_TOKEN },
      }),
    );
    expect(grant.profile).toMatchObject({ name: DEMO_USERS.putri.name, partner: 'dana' });
    const policies = readResponse(
      'policyList',
      await call(app, 'GET', '/api/v1/policy/policies/?partner=dana', { token: grant.token }),
    );
    expect(policies.data.length).toBeGreaterThan(0);
  });

  it('refuses an unknown SSO token with 401 sso_invalid', async () => {
    const response = await call(app, 'POST', '/api/v1/auth/verify-sso-token/', {
      payload: { access_token: 'forged' },
    });
    expect(readError(response, 401).code).toBe('sso_invalid');
  });
});

describe('language messages and app config', () => {
  let app: FastifyInstance;

  beforeEach(() => {
    app = createTestApp();
  });
  afterEach(() => app.close());

  it.each(['ind', 'en', 'th', 'vi'])('serves messages for %s', async (languageId) => {
    const messages = readResponse(
      'languageMessages',
      await call(app, 'GET', `/api/v1/language/${languageId}/messages/`),
    );
    expect(messages.policy_list_title).toBeTruthy();
  });

  it('answers 404 not_found for an unknown language', async () => {
    expect(readError(await call(app, 'GET', '/api/v1/language/xx/messages/'), 404)).toEqual({
      error: 'Not found',
      code: 'not_found',
    });
  });

  it('lists product configs with a broker host and a default variant', async () => {
    const { configs } = readResponse('appPre', await call(app, 'GET', '/api/v1/app/pre/'));
    expect(configs.find((config) => config.brand_variant === 'broker')?.host).toBe('portal.broker.test');
    expect(configs.some((config) => config.brand_variant === 'default')).toBe(true);
    expect(configs.some((config) => config.partner === 'dana')).toBe(true);
  });
});
