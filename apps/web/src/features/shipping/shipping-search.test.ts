import { describe, expect, it } from 'vitest';
import { shippingSearchSchema } from './shipping-search.ts';

describe('shippingSearchSchema', () => {
  it('keeps ids the router read as numbers as their digits, and drops empty or overlong text', () => {
    expect(shippingSearchSchema.parse({ id: 'INV/2026/1', claim: 1042 })).toEqual({
      id: 'INV/2026/1',
      claim: '1042',
    });
    expect(shippingSearchSchema.parse({ id: '', claim: 'x'.repeat(65) })).toEqual({});
  });
});
