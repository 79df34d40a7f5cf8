import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS, DEV_OTP_CODE } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, sendOtp } from '../testing/harness.ts';

describe('admin routes', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('GET /__admin/otp/:phone returns the last code sent to the phone', async () => {
    app = createTestApp();
    const operationId = await sendOtp(app, DEMO_USERS.siti.phone);
    const response = await call(app, 'GET', `/__admin/otp/${DEMO_USERS.siti.phone}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phone: DEMO_USERS.siti.phone,
      code: DEV_OTP_CODE,
      operation_id: operationId,
      medium: 'sms',
    });
  });

  it('GET /__admin/otp/:phone answers 404 for a phone that got no code', async () => {
    app = createTestApp();
    expect(readError(await call(app, 'GET', '/__admin/otp/6281299990000'), 404).code).toBe('not_found');
  });

  it('POST /__admin/reset goes back to the seed: sessions and codes are forgotten', async () => {
    app = createTestApp();
    const token = await login(app, DEMO_USERS.budi.phone);
    const reset = await call(app, 'POST', '/__admin/reset');
    expect(reset.statusCode).toBe(204);
    expect(readError(await call(app, 'GET', '/api/v1/auth/verify-session/', { token }), 401).code).toBe(
      'unauthorized',
    );
    expect((await call(app, 'GET', `/__admin/otp/${DEMO_USERS.budi.phone}`)).statusCode).toBe(404);
  });

  it('is not mounted when the admin API is disabled', async () => {
    app = createTestApp({ adminEnabled: false });
    expect(readError(await call(app, 'POST', '/__admin/reset'), 404).code).toBe('route_not_found');
    expect(readError(await call(app, 'GET', '/__admin/otp/6281200000001'), 404).code).toBe('route_not_found');
  });
});
