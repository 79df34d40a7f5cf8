import {
  ENDORSEMENT_DOCUMENT_FIELD,
  isEndorsementFieldName,
  type EndorsementFieldName,
} from '@portal/contracts/endorsement-table';
import { m } from '@portal/i18n/messages';
import { getLocale } from '@portal/i18n/runtime';
import { telemetry } from '../../lib/telemetry-setup.ts';

/**
 * Every endorsement field's label in the user's language. The broker labels fields in Indonesian; the page
 * shows the translation of the field's name, and the broker's label only for a name the table does not know
 * (a generic product's field). The Record type makes a field added to the table fail the typecheck here.
 */
const FIELD_LABELS: Record<EndorsementFieldName, () => string> = {
  policyholder_name: () => m.endorse_field_policyholder_name(),
  insured_name: () => m.endorse_field_insured_name(),
  id_number: () => m.endorse_field_id_number(),
  date_of_birth: () => m.endorse_field_date_of_birth(),
  nationality_code: () => m.endorse_field_nationality_code(),
  occupation: () => m.endorse_field_occupation(),
  beneficiary: () => m.endorse_field_beneficiary(),
  address: () => m.endorse_field_address(),
  province_code: () => m.endorse_field_province_code(),
  city_code: () => m.endorse_field_city_code(),
  district_code: () => m.endorse_field_district_code(),
  town_code: () => m.endorse_field_town_code(),
  brand: () => m.endorse_field_brand(),
  model: () => m.endorse_field_model(),
  imei: () => m.endorse_field_imei(),
  serial_number: () => m.endorse_field_serial_number(),
  purchase_date: () => m.endorse_field_purchase_date(),
  device_price: () => m.endorse_field_device_price(),
  plate_number: () => m.endorse_field_plate_number(),
  brand_code: () => m.endorse_field_brand_code(),
  model_code: () => m.endorse_field_model_code(),
  chassis_number: () => m.endorse_field_chassis_number(),
  engine_number: () => m.endorse_field_engine_number(),
  year: () => m.endorse_field_year(),
  shop_name: () => m.endorse_field_shop_name(),
  product_category: () => m.endorse_field_product_category(),
  airline: () => m.endorse_field_airline(),
  courier: () => m.endorse_field_courier(),
  vehicle_brand: () => m.endorse_field_vehicle_brand(),
  vehicle_model: () => m.endorse_field_vehicle_model(),
  booking_code: () => m.endorse_field_booking_code(),
  hotel: () => m.endorse_field_hotel(),
  customer_no: () => m.endorse_field_customer_no(),
  contract_no: () => m.endorse_field_contract_no(),
  seller_id: () => m.endorse_field_seller_id(),
  order_id: () => m.endorse_field_order_id(),
  invoice_no: () => m.endorse_field_invoice_no(),
  route: () => m.endorse_field_route(),
  service: () => m.endorse_field_service(),
};

/** A field's label: its translation, else what the broker called it. */
export function fieldLabel(name: string, brokerLabel: string): string {
  if (name === ENDORSEMENT_DOCUMENT_FIELD.name) return m.endorse_field_supporting_documents();
  if (isEndorsementFieldName(name)) return FIELD_LABELS[name]();
  // A field the broker added that has no translation yet: its own label, reported (spec §8).
  telemetry.reportMissingTranslation(`endorse_field_${name}`, getLocale());
  return brokerLabel;
}
