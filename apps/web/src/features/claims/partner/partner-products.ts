import { PARTNER_CLAIM_PRODUCTS, type PartnerClaimProduct } from '@portal/contracts/constants';

/**
 * The partner claim products of spec §2 as data (habit 12): one row per product drives the same pages under
 * `/{product}/…`. The row says whether its claim is completed in the flow (`/{product}/claim-form`; GoLife has no
 * such page in spec §2, its documents follow from the claim detail). The routes read it before a page loads, so
 * it carries no texts: what a product is called and where its order id is found are in `partner-product-texts.ts`,
 * loaded with the partner pages only (record 0023).
 */
export interface PartnerProduct {
  key: PartnerClaimProduct;
  hasClaimForm: boolean;
}

export const PARTNER_PRODUCTS: { readonly [K in PartnerClaimProduct]: PartnerProduct & { key: K } } = {
  'gojek-passenger': { key: 'gojek-passenger', hasClaimForm: true },
  'go-driver': { key: 'go-driver', hasClaimForm: true },
  'go-life': { key: 'go-life', hasClaimForm: false },
};

/** The product a path's first segment names, or null (the page is then not found). */
export function partnerProductOf(segment: string): PartnerProduct | null {
  return (PARTNER_CLAIM_PRODUCTS as readonly string[]).includes(segment)
    ? PARTNER_PRODUCTS[segment as PartnerClaimProduct]
    : null;
}
