import { describe, expect, it } from 'vitest';
import { buildPath, isPlainPathSegment, UnsafeUrlValueError } from './endpoint.ts';

describe('buildPath', () => {
  it('fills every placeholder with the URI-encoded value', () => {
    expect(buildPath('/api/v1/image-processor/:category/extract-info/', { category: 'ktp' })).toBe(
      '/api/v1/image-processor/ktp/extract-info/',
    );
    expect(buildPath('/api/v1/policy/token-endorse/:internal_id/', { internal_id: 'a b+ü😀' })).toBe(
      '/api/v1/policy/token-endorse/a%20b%2B%C3%BC%F0%9F%98%80/',
    );
    expect(buildPath('/api/v1/user/documents/:id/', { id: 42 })).toBe('/api/v1/user/documents/42/');
  });

  it('refuses a value that is not one plain segment, before any URL exists', () => {
    for (const id of [
      '',
      '.',
      '..',
      'a/b',
      'a\\b',
      'x?y',
      'x#y',
      '%2e%2e',
      'a\u0000',
      '\ud800',
      'a\udc00b',
    ]) {
      expect(() => buildPath('/api/v1/user/documents/:id/', { id }), JSON.stringify(id)).toThrow(
        UnsafeUrlValueError,
      );
    }
    expect(isPlainPathSegment('clm_1101')).toBe(true);
    expect(isPlainPathSegment('...')).toBe(true);
  });

  it('leaves a path without placeholders as it is', () => {
    expect(buildPath('/api/v1/auth/logout/', undefined)).toBe('/api/v1/auth/logout/');
  });

  it('throws on a missing parameter', () => {
    expect(() => buildPath('/api/v1/image-processor/:requestId/status/', {})).toThrow(/requestId/);
    expect(() => buildPath('/api/v1/user/documents/:id/', undefined)).toThrow(/Missing path parameter "id"/);
  });
});
