import { m } from '@portal/i18n/messages';
import { brokerText, type BrokerTexts } from './broker-text.ts';

/**
 * Package names by the broker's exact Indonesian name: the policy answers carry no package code the portal
 * reads (the package's code slug, marked unread, is only the product key and this name made a slug), so the
 * name is the key.
 */
export const PACKAGE_NAMES: BrokerTexts = {
  'Paket Basic': m.broker_package_paket_basic,
  'Paket Premium': m.broker_package_paket_premium,
  'Paket Standar': m.broker_package_paket_standar,
  'Paket Hemat': m.broker_package_paket_hemat,
  'Paket Comprehensive': m.broker_package_paket_comprehensive,
  'Paket TLO': m.broker_package_paket_tlo,
  'Paket Keluarga': m.broker_package_paket_keluarga,
  'Paket Individu': m.broker_package_paket_individu,
  'Paket Perjalanan Domestik': m.broker_package_paket_perjalanan_domestik,
  'Paket Perjalanan Internasional': m.broker_package_paket_perjalanan_internasional,
  'Paket Bronze': m.broker_package_paket_bronze,
  'Paket Silver': m.broker_package_paket_silver,
  'Paket Gold': m.broker_package_paket_gold,
  'Paket Platinum': m.broker_package_paket_platinum,
  'Paket Motor Aman': m.broker_package_paket_motor_aman,
  'Paket Jiwa Basic': m.broker_package_paket_jiwa_basic,
  'Perlindungan Perjalanan': m.broker_package_perlindungan_perjalanan,
  'Proteksi Pengiriman': m.broker_package_proteksi_pengiriman,
};

/** A package's name in the user's language: ours for a known name, else the broker's. */
export function packageName(brokerName: string): string {
  return brokerText(PACKAGE_NAMES, brokerName, brokerName);
}
