import { describe, expect, it } from 'vitest';
import { isWebUrl } from './safe-url.ts';

describe('isWebUrl', () => {
  it('accepts http and https addresses only', () => {
    expect(isWebUrl('https://storage.broker.test/a.jpg')).toBe(true);
    expect(isWebUrl('http://example.test/a.pdf')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,hi')).toBe(false);
    expect(isWebUrl('/relative/path')).toBe(false);
    expect(isWebUrl('')).toBe(false);
  });
});
