import type { ShippingClaimType } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';

interface ShippingClaimTypeView {
  /** The page's address (spec §2). */
  path: '/tokopedia/shipping' | '/tokopedia/shipping/return';
  title: () => string;
  intro: () => string;
  descriptionLabel: () => string;
  descriptionHint: () => string;
  photosHint: () => string;
}

/** What differs between a shipping claim and a return claim: words and address only; the form is one. */
export const SHIPPING_CLAIM_VIEWS: Record<ShippingClaimType, ShippingClaimTypeView> = {
  shipping: {
    path: '/tokopedia/shipping',
    title: () => m.shipping_title_shipping(),
    intro: () => m.shipping_intro_shipping(),
    descriptionLabel: () => m.shipping_description_label_shipping(),
    descriptionHint: () => m.shipping_description_hint_shipping(),
    photosHint: () => m.shipping_photos_hint_shipping(),
  },
  return: {
    path: '/tokopedia/shipping/return',
    title: () => m.shipping_title_return(),
    intro: () => m.shipping_intro_return(),
    descriptionLabel: () => m.shipping_description_label_return(),
    descriptionHint: () => m.shipping_description_hint_return(),
    photosHint: () => m.shipping_photos_hint_return(),
  },
};
