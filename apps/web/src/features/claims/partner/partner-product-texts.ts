import type { PartnerClaimProduct } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';

/** What each partner product is called, and where its order id is found (told under the order field). */
export const PARTNER_PRODUCT_TEXTS: {
  readonly [K in PartnerClaimProduct]: { name: () => string; orderHint: () => string };
} = {
  'gojek-passenger': {
    name: () => m.partner_product_passenger(),
    orderHint: () => m.partner_order_hint_ride(),
  },
  'go-driver': {
    name: () => m.partner_product_driver(),
    orderHint: () => m.partner_order_hint_ride(),
  },
  'go-life': {
    name: () => m.partner_product_life(),
    orderHint: () => m.partner_order_hint_life(),
  },
};
