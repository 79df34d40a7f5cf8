import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS, DEV_OTP_CODE, RESERVED_PHONES } from '../store/seed-users.ts';
import { call, createTestApp, readError, readResponse, sendOtp, verifyOtp } from '../testing/harness.ts';

const budi = DEMO_USERS.budi.phone;
const siti = DEMO_USERS.siti.phone;

function setScenario(app: FastifyInstance, payload: Record<string, unknown>) {
  return call(app, 'PUT', '/__admin/scenarios/otp', { payload });
}

const sendStatus = async (app: FastifyInstance, phone: string) =>
  (
    await call(app, 'POST', '/api/v1/user/send_otp/', {
      payload: { phone, medium: 'whatsapp', language_code: 'id' },
    })
  ).statusCode;

async function whatsappStatus(app: FastifyInstance, operationId: string): Promise<string> {
  const response = await call(app, 'GET', `/api/v1/user/check_whatsapp_status/?operation_id=${operationId}`);
  return readResponse('checkWhatsappStatus', response).status;
}

describe('OTP scenarios (/__admin/scenarios/otp)', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('send_fails: sending and resending to that phone answer 502 otp_send_failed; others still work', async () => {
    app = createTestApp();
    const operationId = await sendOtp(app, budi);
    expect((await setScenario(app, { phone: budi, scenario: 'send_fails' })).statusCode).toBe(200);

    const send = await call(app, 'POST', '/api/v1/user/send_otp/', {
      payload: { phone: budi, medium: 'sms', language_code: 'id' },
    });
    expect(readError(send, 502).code).toBe('otp_send_failed');
    const resend = await call(app, 'POST', '/api/v1/user/resend_otp/', {
      payload: { mobile_no: budi, operation_id: operationId, language_code: 'id' },
    });
    expect(readError(resend, 502).code).toBe('otp_send_failed');
    expect(await sendStatus(app, siti)).toBe(200);

    await setScenario(app, { phone: budi, scenario: 'normal' });
    expect(await sendStatus(app, budi)).toBe(200);
  });

  it('verify_fails: the right code is refused with otp_invalid, and the operation never locks', async () => {
    app = createTestApp();
    await setScenario(app, { phone: budi, scenario: 'verify_fails' });
    const operationId = await sendOtp(app, budi);
    for (let attempt = 0; attempt < 7; attempt += 1) {
      expect(readError(await verifyOtp(app, budi, operationId, DEV_OTP_CODE), 400).code).toBe('otp_invalid');
    }
    await setScenario(app, { phone: budi, scenario: 'normal' });
    readResponse('verifyOtpAndGetSession', await verifyOtp(app, budi, operationId, DEV_OTP_CODE));
  });

  it('whatsapp_unreachable: the delivery status is failed for that phone only', async () => {
    app = createTestApp();
    await setScenario(app, { phone: siti, scenario: 'whatsapp_unreachable' });
    expect(await whatsappStatus(app, await sendOtp(app, siti))).toBe('failed');
    expect(await whatsappStatus(app, await sendOtp(app, budi))).toBe('delivered');
  });

  it('without a phone, applies to every phone that has no scenario of its own', async () => {
    app = createTestApp();
    await setScenario(app, { phone: siti, scenario: 'normal' });
    const response = await setScenario(app, { scenario: 'send_fails' });
    expect(response.json()).toMatchObject({ everyPhone: 'send_fails', phones: { [siti]: 'normal' } });
    expect(await sendStatus(app, budi)).toBe(502);
    expect(await sendStatus(app, '6281377770000')).toBe(502);
    expect(await sendStatus(app, siti)).toBe(200);
  });

  it('can make a reserved phone normal until the next reset', async () => {
    app = createTestApp();
    expect(await sendStatus(app, RESERVED_PHONES.sendFails)).toBe(502);
    await setScenario(app, { phone: RESERVED_PHONES.sendFails, scenario: 'normal' });
    expect(await sendStatus(app, RESERVED_PHONES.sendFails)).toBe(200);

    await setScenario(app, { phone: budi, scenario: 'send_fails' });
    await call(app, 'POST', '/__admin/reset');
    expect(await sendStatus(app, RESERVED_PHONES.sendFails)).toBe(502);
    expect(await sendStatus(app, budi)).toBe(200);
  });

  it('lists the scenarios in force, the reserved phones included', async () => {
    app = createTestApp();
    expect((await call(app, 'GET', '/__admin/scenarios/otp')).json()).toEqual({
      everyPhone: 'normal',
      phones: {
        [RESERVED_PHONES.sendFails]: 'send_fails',
        [RESERVED_PHONES.verifyFails]: 'verify_fails',
        [RESERVED_PHONES.whatsappUnreachable]: 'whatsapp_unreachable',
      },
    });
  });

  it('refuses an unknown scenario or a malformed phone', async () => {
    app = createTestApp();
    expect(readError(await setScenario(app, { scenario: 'slow' }), 400).code).toBe('invalid_request');
    expect(readError(await setScenario(app, { phone: '+62 812', scenario: 'normal' }), 400).code).toBe(
      'invalid_request',
    );
  });
});
