import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import { PARTNER_CLAIM_PRODUCTS } from './constants.ts';
import { PARTNER_CLAIM_TABLE } from './partner-claims.ts';

describe('the partner claim table', () => {
  it('has one row per partner claim product, under its own key', () => {
    expect(Object.keys(PARTNER_CLAIM_TABLE).sort()).toEqual([...PARTNER_CLAIM_PRODUCTS].sort());
    for (const product of PARTNER_CLAIM_PRODUCTS) expect(PARTNER_CLAIM_TABLE[product].key).toBe(product);
  });

  it('names broker calls of the catalogue, each of its own product', () => {
    for (const { calls } of Object.values(PARTNER_CLAIM_TABLE)) {
      const ids = [calls.createOrder, calls.benefits, calls.validate, calls.create].filter(
        (id) => id !== null,
      );
      for (const id of ids) expect(catalogue[id].path).toMatch(/^\//);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('completes ride-hailing claims in the flow and GoLife claims from the claim detail (spec §2)', () => {
    expect(PARTNER_CLAIM_TABLE['gojek-passenger'].hasClaimForm).toBe(true);
    expect(PARTNER_CLAIM_TABLE['go-driver'].hasClaimForm).toBe(true);
    expect(PARTNER_CLAIM_TABLE['go-life'].hasClaimForm).toBe(false);
    expect(PARTNER_CLAIM_TABLE['go-life'].calls.validate).toBeNull();
  });
});
