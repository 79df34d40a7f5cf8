import { allEndpoints } from '@portal/contracts/catalogue';
import { buildPath } from '@portal/contracts/endpoint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError } from '../testing/harness.ts';
import { mockHandlers } from './handlers.ts';

/** A value for every `:param` of a path, so the URL is concrete. */
function samplePath(path: string): string {
  const names = [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] as string);
  return buildPath(path, Object.fromEntries(names.map((name) => [name, 'sample-1'])));
}

describe('catalogue routes', () => {
  let app: FastifyInstance;
  let token: string;

  beforeEach(async () => {
    app = createTestApp();
    token = await login(app, DEMO_USERS.budi.phone);
  });
  afterEach(() => app.close());

  it.each(allEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s has a route',
    async (_id, endpoint) => {
      const response = await call(app, endpoint.method, samplePath(endpoint.path), { token });
      expect(response.statusCode).not.toBe(500);
      if (response.statusCode === 404) expect(response.json().code).not.toBe('route_not_found');
    },
  );

  it.each(
    allEndpoints.filter((endpoint) => endpoint.auth).map((endpoint) => [endpoint.id, endpoint] as const),
  )('%s refuses an unknown token with 401', async (_id, endpoint) => {
    const response = await call(app, endpoint.method, samplePath(endpoint.path), { token: 'not-a-session' });
    expect(readError(response, 401)).toEqual({ error: 'Invalid or expired token', code: 'unauthorized' });
  });

  it('refuses a call without an Authorization header', async () => {
    expect(readError(await call(app, 'GET', '/api/v1/policy/policies/'), 401).code).toBe('unauthorized');
  });

  it('answers 501 not_implemented for endpoints without a handler (once their input is valid)', async () => {
    const unimplemented = allEndpoints.filter((endpoint) => !Object.hasOwn(mockHandlers, endpoint.id));
    const statuses = await Promise.all(
      unimplemented.map(async (endpoint) => {
        const response = await call(app, endpoint.method, samplePath(endpoint.path), { token });
        // The sample input may not satisfy the endpoint's schemas; then validation answers first.
        expect([400, 501], `${endpoint.id}: ${response.body}`).toContain(response.statusCode);
        if (response.statusCode === 501) {
          expect(response.json()).toEqual({
            error: 'Not implemented by the mock yet',
            code: 'not_implemented',
          });
        }
        return response.statusCode;
      }),
    );
    if (unimplemented.length > 0) expect(statuses).toContain(501);
  });

  describe('bad input answers 400 invalid_request with issues', () => {
    it('a query value of the wrong type', async () => {
      const body = readError(await call(app, 'GET', '/api/v1/policy/policies/?limit=abc', { token }), 400);
      expect(body.code).toBe('invalid_request');
      expect(body.error).toBe('Invalid request');
      expect(body.issues?.map((issue) => issue.path)).toEqual(['query.limit']);
    });

    it('a body missing fields', async () => {
      const body = readError(
        await call(app, 'POST', '/api/v1/user/send_otp/', { payload: { medium: 'sms' } }),
        400,
      );
      expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['body.language_code', 'body.phone']);
    });

    it('no body at all', async () => {
      const body = readError(await call(app, 'POST', '/api/v1/user/send_otp/'), 400);
      expect(body.issues?.[0]?.path).toBe('body');
    });

    it('malformed JSON', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/user/send_otp/',
        headers: { 'content-type': 'application/json' },
        payload: '{"phone":',
      });
      expect(readError(response, 400).code).toBe('invalid_request');
    });

    it('an enum value outside the list', async () => {
      const body = readError(await call(app, 'GET', '/api/v1/claim/list/?filter=everything', { token }), 400);
      expect(body.issues?.[0]?.path).toBe('query.filter');
    });
  });

  it('answers route_not_found for a path outside the catalogue', async () => {
    expect(readError(await call(app, 'GET', '/api/v9/nothing/'), 404).code).toBe('route_not_found');
  });

  it('accepts paths with or without the trailing slash', async () => {
    const response = await call(app, 'GET', '/api/v1/policy/policies', { token });
    expect(response.statusCode).toBe(200);
  });
});
