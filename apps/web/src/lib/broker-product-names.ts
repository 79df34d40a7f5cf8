import { m } from '@portal/i18n/messages';
import { brokerText, type BrokerTexts } from './broker-text.ts';

/**
 * Product names by the broker's product key (`product_key`). The partner claim products keep the one wording
 * their claim pages name them by.
 */
export const PRODUCT_NAMES: BrokerTexts = {
  'tokopedia-crack-screen': m.broker_product_tokopedia_crack_screen,
  'shopee-full-gadget': m.broker_product_shopee_full_gadget,
  'xiaomi-gadget-insurance': m.broker_product_xiaomi_gadget_insurance,
  'lazada-vehicle-protection': m.broker_product_lazada_vehicle_protection,
  'rukita-vehicle-insurance': m.broker_product_rukita_vehicle_insurance,
  'lazada-hospital-cash-plan': m.broker_product_lazada_hospital_cash_plan,
  'gosure-cancer-insurance': m.broker_product_gosure_cancer_insurance,
  'gosure-personal-accident-insurance': m.broker_product_gosure_personal_accident_insurance,
  'travel-protection': m.broker_product_travel_protection,
  'tokopedia-shipping': m.broker_product_tokopedia_shipping,
  'dana-gadget-protection': m.broker_product_dana_gadget_protection,
  'gojek-passenger': m.partner_product_passenger,
  'go-driver': m.partner_product_driver,
  'go-life': m.partner_product_life,
  'dana-health-protection': m.broker_product_dana_health_protection,
};

/** A product's name in the user's language: ours for a known product key, else the broker's. */
export function productName(productKey: string | null | undefined, brokerName: string): string {
  return brokerText(PRODUCT_NAMES, productKey, brokerName);
}
