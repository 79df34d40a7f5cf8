import { describe, expect, it } from 'vitest';
import { PARTNER_CLAIM_PRODUCTS } from '@portal/contracts/constants';
import { partnerProductOf } from './partner-products.ts';

describe('partnerProductOf', () => {
  it('finds each product by its path segment', () => {
    for (const key of PARTNER_CLAIM_PRODUCTS) expect(partnerProductOf(key)?.key).toBe(key);
  });

  it('names no product for other segments', () => {
    expect(partnerProductOf('policydetail')).toBeNull();
    expect(partnerProductOf('tokopedia')).toBeNull();
    expect(partnerProductOf('')).toBeNull();
  });
});
