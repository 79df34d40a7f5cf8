import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint.ts';

describe('buildPath', () => {
  it('fills every placeholder with the URI-encoded value', () => {
    expect(buildPath('/api/v1/image-processor/:category/extract-info/', { category: 'ktp' })).toBe(
      '/api/v1/image-processor/ktp/extract-info/',
    );
    expect(buildPath('/api/v1/policy/token-endorse/:internal_id/', { internal_id: 'a/b c?d' })).toBe(
      '/api/v1/policy/token-endorse/a%2Fb%20c%3Fd/',
    );
    expect(buildPath('/api/v1/user/documents/:id/', { id: 42 })).toBe('/api/v1/user/documents/42/');
  });

  it('leaves a path without placeholders as it is', () => {
    expect(buildPath('/api/v1/auth/logout/', undefined)).toBe('/api/v1/auth/logout/');
  });

  it('throws on a missing parameter', () => {
    expect(() => buildPath('/api/v1/image-processor/:requestId/status/', {})).toThrow(/requestId/);
    expect(() => buildPath('/api/v1/user/documents/:id/', undefined)).toThrow(/Missing path parameter "id"/);
  });
});
