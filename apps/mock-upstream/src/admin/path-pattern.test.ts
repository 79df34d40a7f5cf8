import { describe, expect, it } from 'vitest';
import { compilePathPattern, pathOf, pathPatternProblem } from './path-pattern.ts';

const matches = (pattern: string, path: string) => compilePathPattern(pattern).test(path);

describe('path patterns', () => {
  it('* matches within one segment, with or without the trailing slash', () => {
    expect(matches('/api/v1/policy/*', '/api/v1/policy/policies/')).toBe(true);
    expect(matches('/api/v1/policy/*', '/api/v1/policy/policies')).toBe(true);
    expect(matches('/api/v1/policy/*/', '/api/v1/policy/policies')).toBe(true);
    expect(matches('/api/v1/policy/*', '/api/v1/policy/pol_1001/endorse-policy/')).toBe(false);
    expect(matches('/api/v*/claim*/**', '/api/v3/claims/details/')).toBe(true);
  });

  it('** matches across segments', () => {
    expect(matches('/api/v1/policy/**', '/api/v1/policy/pol_1001/endorse-policy/')).toBe(true);
    expect(matches('/api/**', '/__admin/faults')).toBe(false);
  });

  it('treats everything else literally, dots included', () => {
    expect(matches('/api/v1/app/pre/', '/api/v1/app/pre/')).toBe(true);
    expect(matches('/a.b', '/axb')).toBe(false);
    expect(matches('/api/v1/app/pre/', '/api/v1/app/pre/extra')).toBe(false);
  });

  it('reads a pattern starting with ^ as a regular expression', () => {
    expect(matches('^/api/v[34]/claim', '/api/v4/claim/create/')).toBe(true);
    expect(matches('^/api/v[34]/claim', '/api/v1/claim/list/')).toBe(false);
    expect(pathPatternProblem('^(')).toMatch(/Invalid regular expression/);
    expect(pathPatternProblem('/api/*')).toBeUndefined();
  });

  it('pathOf drops the query string', () => {
    expect(pathOf('/api/v1/claim/list/?filter=all')).toBe('/api/v1/claim/list/');
    expect(pathOf('/api/v1/app/pre/')).toBe('/api/v1/app/pre/');
  });
});
