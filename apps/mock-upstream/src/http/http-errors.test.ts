import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, readError } from '../testing/harness.ts';

describe("Fastify's own errors in the broker's error shape", () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = createTestApp();
  });
  afterEach(() => app.close());

  it('answers a path parameter over 100 characters with 414 uri_too_long', async () => {
    const response = await call(app, 'GET', `/api/v1/language/${'a'.repeat(101)}/messages/`);
    expect(readError(response, 414)).toMatchObject({ code: 'uri_too_long' });
    expect(response.body).not.toMatch(/FST_|statusCode/);
    // 100 characters still reach the route, whose schema decides (at most 8 for a language id).
    expect(readError(await call(app, 'GET', `/api/v1/language/${'a'.repeat(100)}/messages/`), 400).code).toBe(
      'invalid_request',
    );
  });

  it('answers a malformed %-escape with 400 invalid_request', async () => {
    for (const url of ['/api/v1/language/%E0%A4%A/messages/', '/api/v1/user/documents/%zz/']) {
      const response = await call(app, 'DELETE', url);
      expect(readError(response, 400)).toMatchObject({ code: 'invalid_request' });
      expect(response.body).not.toMatch(/FST_|statusCode/);
    }
  });

  it('answers a wrong method on a known path with 405 and the methods it takes', async () => {
    const profile = await call(app, 'DELETE', '/api/v1/user/profile/');
    expect(readError(profile, 405).code).toBe('method_not_allowed');
    expect(profile.headers.allow).toBe('GET, HEAD, PUT');

    // A concrete value in a path parameter, with or without the trailing slash.
    for (const url of ['/api/v1/user/documents/42/', '/api/v1/user/documents/42']) {
      const document = await call(app, 'GET', url);
      expect(readError(document, 405).code).toBe('method_not_allowed');
      expect(document.headers.allow).toBe('DELETE, PUT');
    }
    expect((await call(app, 'POST', '/api/v1/app/pre/')).headers.allow).toBe('GET, HEAD');
    expect((await call(app, 'GET', '/__admin/reset')).headers.allow).toBe('POST');
  });

  it('keeps 404 route_not_found for a path no route has', async () => {
    for (const url of ['/api/v9/nothing/', '/api/v1/user/documents/42/extra/', '/']) {
      const response = await call(app, 'GET', url);
      expect(readError(response, 404).code).toBe('route_not_found');
      expect(response.headers.allow).toBeUndefined();
    }
  });

  it('does not offer admin routes as allowed methods when the admin API is off', async () => {
    await app.close();
    app = createTestApp({ adminEnabled: false });
    expect(readError(await call(app, 'GET', '/__admin/reset'), 404).code).toBe('route_not_found');
  });
});
