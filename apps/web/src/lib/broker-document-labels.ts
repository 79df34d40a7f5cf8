import type { Locale } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { brokerText, type BrokerTexts } from './broker-text.ts';

/**
 * Document labels by the document type, the name of the claim's file field (`damage_photos`): the same type
 * may carry a wording per product category, so ours is worded to fit every product that asks for it.
 */
export const DOCUMENT_LABELS: BrokerTexts = {
  damage_photos: m.broker_document_damage_photos,
  imei_photo: m.broker_document_imei_photo,
  purchase_receipt: m.broker_document_purchase_receipt,
  vehicle_registration: m.broker_document_vehicle_registration,
  driving_license: m.broker_document_driving_license,
  police_report: m.broker_document_police_report,
  hospital_receipts: m.broker_document_hospital_receipts,
  medical_resume: m.broker_document_medical_resume,
  identity_card: m.broker_document_identity_card,
  medical_receipts: m.broker_document_medical_receipts,
  boarding_pass: m.broker_document_boarding_pass,
  airline_statement: m.broker_document_airline_statement,
  receipts: m.broker_document_receipts,
  death_certificate: m.broker_document_death_certificate,
  heir_identity_card: m.broker_document_heir_identity_card,
  family_card: m.broker_document_family_card,
  item_photos: m.broker_document_item_photos,
  invoice: m.broker_document_invoice,
  package_photo: m.broker_document_package_photo,
};

/** A document's label in the user's language: ours for a known document type, else the broker's. */
export function documentLabel(
  documentType: string | null | undefined,
  brokerLabel: string,
  locale?: Locale,
): string {
  return brokerText(DOCUMENT_LABELS, documentType, brokerLabel, locale);
}
