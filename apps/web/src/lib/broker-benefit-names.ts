import { m } from '@portal/i18n/messages';
import { brokerText, type BrokerTexts } from './broker-text.ts';

/**
 * Benefit names by the broker's exact Indonesian name: a benefit's id is one policy's (`ben_<policy>_<n>`),
 * not the benefit's, and claims carry only the name.
 */
export const BENEFIT_NAMES: BrokerTexts = {
  'Perbaikan Layar Retak': m.broker_benefit_perbaikan_layar_retak,
  'Kerusakan Gadget': m.broker_benefit_kerusakan_gadget,
  'Pencurian Gadget': m.broker_benefit_pencurian_gadget,
  'Kerusakan Akibat Cairan': m.broker_benefit_kerusakan_akibat_cairan,
  'Layar Retak': m.broker_benefit_layar_retak,
  'Kerusakan Kendaraan': m.broker_benefit_kerusakan_kendaraan,
  'Kehilangan Kendaraan': m.broker_benefit_kehilangan_kendaraan,
  'Kehilangan Motor': m.broker_benefit_kehilangan_motor,
  'Santunan Rawat Inap per Hari': m.broker_benefit_santunan_rawat_inap_per_hari,
  'Santunan ICU per Hari': m.broker_benefit_santunan_icu_per_hari,
  'Santunan Diagnosa Kanker': m.broker_benefit_santunan_diagnosa_kanker,
  'Santunan Meninggal Dunia akibat Kecelakaan': m.broker_benefit_santunan_meninggal_dunia_akibat_kecelakaan,
  'Biaya Pengobatan akibat Kecelakaan': m.broker_benefit_biaya_pengobatan_akibat_kecelakaan,
  'Keterlambatan Penerbangan': m.broker_benefit_keterlambatan_penerbangan,
  'Kehilangan Bagasi': m.broker_benefit_kehilangan_bagasi,
  'Biaya Medis selama Perjalanan': m.broker_benefit_biaya_medis_selama_perjalanan,
  'Santunan Kecelakaan Penumpang': m.broker_benefit_santunan_kecelakaan_penumpang,
  'Santunan Meninggal Dunia': m.broker_benefit_santunan_meninggal_dunia,
  'Kerusakan atau Kehilangan Barang Kiriman': m.broker_benefit_kerusakan_atau_kehilangan_barang_kiriman,
  'Santunan Rawat Inap': m.broker_benefit_santunan_rawat_inap,
  'Santunan Kecelakaan Pengemudi': m.broker_benefit_santunan_kecelakaan_pengemudi,
  'Biaya Perawatan Medis': m.broker_benefit_biaya_perawatan_medis,
  'Santunan Kehilangan Pendapatan': m.broker_benefit_santunan_kehilangan_pendapatan,
  'Santunan Cacat Tetap Total': m.broker_benefit_santunan_cacat_tetap_total,
  'Kerusakan Sebagian': m.broker_benefit_kerusakan_sebagian,
  'Kehilangan Total': m.broker_benefit_kehilangan_total,
  'Tanggung Jawab Hukum Pihak Ketiga': m.broker_benefit_tanggung_jawab_hukum_pihak_ketiga,
  'Biaya Medis di Luar Negeri': m.broker_benefit_biaya_medis_di_luar_negeri,
  'Perbaikan Kerusakan Elektronik': m.broker_benefit_perbaikan_kerusakan_elektronik,
  'Santunan Rawat Jalan': m.broker_benefit_santunan_rawat_jalan,
};

/** A benefit's name in the user's language: ours for a known name, else the broker's. */
export function benefitName(brokerName: string): string {
  return brokerText(BENEFIT_NAMES, brokerName, brokerName);
}
