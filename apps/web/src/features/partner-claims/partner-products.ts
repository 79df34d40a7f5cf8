import { PARTNER_CLAIM_PRODUCTS, type PartnerClaimProduct } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';

/**
 * The partner claim products of spec §2 as data (habit 12): one row per product drives the same pages under
 * `/{product}/…`. The row says what the product is called, whether its claim is completed in the flow
 * (`/{product}/claim-form`; GoLife has no such page in spec §2, its documents follow from the claim detail)
 * and whether the broker validates a claim before opening it (shown to the user as a check, not a promise).
 */
export interface PartnerProduct {
  key: PartnerClaimProduct;
  name: () => string;
  /** Where the order id is found, told under the order field. */
  orderHint: () => string;
  hasClaimForm: boolean;
}

export const PARTNER_PRODUCTS: { readonly [K in PartnerClaimProduct]: PartnerProduct & { key: K } } = {
  'gojek-passenger': {
    key: 'gojek-passenger',
    name: () => m.partner_product_passenger(),
    orderHint: () => m.partner_order_hint_ride(),
    hasClaimForm: true,
  },
  'go-driver': {
    key: 'go-driver',
    name: () => m.partner_product_driver(),
    orderHint: () => m.partner_order_hint_ride(),
    hasClaimForm: true,
  },
  'go-life': {
    key: 'go-life',
    name: () => m.partner_product_life(),
    orderHint: () => m.partner_order_hint_life(),
    hasClaimForm: false,
  },
};

/** The product a path's first segment names, or null (the page is then not found). */
export function partnerProductOf(segment: string): PartnerProduct | null {
  return (PARTNER_CLAIM_PRODUCTS as readonly string[]).includes(segment)
    ? PARTNER_PRODUCTS[segment as PartnerClaimProduct]
    : null;
}
