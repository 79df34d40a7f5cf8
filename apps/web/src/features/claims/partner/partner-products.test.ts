import { describe, expect, it } from 'vitest';
import { PARTNER_CLAIM_PRODUCTS } from '@portal/contracts/constants';
import { PARTNER_PRODUCTS, partnerProductOf } from './partner-products.ts';

describe('partnerProductOf', () => {
  it('finds each product by its path segment', () => {
    for (const key of PARTNER_CLAIM_PRODUCTS) expect(partnerProductOf(key)?.key).toBe(key);
  });

  it('names no product for other segments', () => {
    expect(partnerProductOf('policydetail')).toBeNull();
    expect(partnerProductOf('tokopedia')).toBeNull();
    expect(partnerProductOf('')).toBeNull();
  });

  it('completes ride-hailing claims in the flow and GoLife claims from the claim detail (spec §2)', () => {
    expect(PARTNER_PRODUCTS['gojek-passenger'].hasClaimForm).toBe(true);
    expect(PARTNER_PRODUCTS['go-driver'].hasClaimForm).toBe(true);
    expect(PARTNER_PRODUCTS['go-life'].hasClaimForm).toBe(false);
  });
});
