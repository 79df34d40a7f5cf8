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

  it('has a handler for every catalogue endpoint', () => {
    const unimplemented = allEndpoints.filter((endpoint) => !Object.hasOwn(mockHandlers, endpoint.id));
    expect(unimplemented.map((endpoint) => endpoint.id)).toEqual([]);
  });

  it('answers 501 not_implemented for an endpoint without a handler, once its input is valid', async () => {
    // Routes pick their handler when the app starts: take one away for a second app, then put it back.
    const saved = mockHandlers.languageMessages;
    const bare = createTestApp();
    try {
      delete mockHandlers.languageMessages;
      await bare.ready();
    } finally {
      mockHandlers.languageMessages = saved;
    }
    try {
      expect(readError(await call(bare, 'GET', '/api/v1/language/ind/messages/'), 501)).toEqual({
        error: 'The mock has no handler for this endpoint',
        code: 'not_implemented',
      });
      expect(readError(await call(bare, 'GET', '/api/v1/language/x/messages/'), 400).code).toBe(
        'invalid_request',
      );
    } finally {
      await bare.close();
    }
    // The handler is back for every app built after this one.
    expect(Object.hasOwn(mockHandlers, 'languageMessages')).toBe(true);
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
