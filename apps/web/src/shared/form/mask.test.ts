import { describe, expect, it } from 'vitest';
import { maskSensitive } from './mask.ts';

describe('maskSensitive', () => {
  it('shows only the last four characters', () => {
    expect(maskSensitive('3174091201990001')).toBe('************0001');
    expect(maskSensitive('LP/123/V/2026')).toBe('*********2026');
  });

  it('shows short values as they are and nothing for no value', () => {
    expect(maskSensitive('123')).toBe('123');
    expect(maskSensitive('1234')).toBe('1234');
    expect(maskSensitive('')).toBe('');
    expect(maskSensitive(null)).toBe('');
    expect(maskSensitive(undefined)).toBe('');
    expect(maskSensitive(true)).toBe('');
  });

  it('ignores surrounding spaces and reads numbers as text', () => {
    expect(maskSensitive('  ABCDEFG  ')).toBe('***DEFG');
    expect(maskSensitive(123456)).toBe('**3456');
  });
});
