import { PARTNER_CLAIM_PRODUCTS, type PartnerClaimProduct } from '@portal/contracts/constants';
import { PARTNER_CLAIM_TABLE, type PartnerClaimProductRow } from '@portal/contracts/partner-claims';

/**
 * The partner claim products of spec §2 (one table for the gateway and the pages: packages/contracts/src/
 * partner-claims.ts): one row per product drives the same pages under `/{product}/…`. The routes read it before a
 * page loads, so it carries no texts: what a product is called and where its order id is found are in
 * `partner-product-texts.ts`, loaded with the partner pages only (record 0023).
 */
export type PartnerProduct = PartnerClaimProductRow;
export const PARTNER_PRODUCTS = PARTNER_CLAIM_TABLE;

/** The product a path's first segment names, or null (the page is then not found). */
export function partnerProductOf(segment: string): PartnerProduct | null {
  return (PARTNER_CLAIM_PRODUCTS as readonly string[]).includes(segment)
    ? PARTNER_CLAIM_TABLE[segment as PartnerClaimProduct]
    : null;
}
