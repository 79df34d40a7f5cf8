import type { Bank } from '@portal/contracts/entities/bank';
import type { BikeModel, TagOption } from '@portal/contracts/entities/endorsement';
import type { Region } from '@portal/contracts/entities/region';

/**
 * Read-only lists the broker serves as master data: banks, regions (Indonesian administrative codes, digits
 * only: province `31`, city `3174`, district `317401`, town `3174011001`), motorbike brands and models, and
 * nationalities. Endorsement values are checked against them, so a form fed from these lists always passes.
 */

export const BANKS: readonly Bank[] = [
  { bank_code: 'BCA', name: 'Bank Central Asia (BCA)' },
  { bank_code: 'MANDIRI', name: 'Bank Mandiri' },
  { bank_code: 'BNI', name: 'Bank Negara Indonesia (BNI)' },
  { bank_code: 'BRI', name: 'Bank Rakyat Indonesia (BRI)' },
  { bank_code: 'BSI', name: 'Bank Syariah Indonesia (BSI)' },
  { bank_code: 'BTN', name: 'Bank Tabungan Negara (BTN)' },
  { bank_code: 'CIMB', name: 'CIMB Niaga' },
  { bank_code: 'PERMATA', name: 'Bank Permata' },
  { bank_code: 'DANAMON', name: 'Bank Danamon' },
  { bank_code: 'JAGO', name: 'Bank Jago' },
  { bank_code: 'SEABANK', name: 'SeaBank Indonesia' },
];

export const isKnownBank = (bankCode: string): boolean => BANKS.some((bank) => bank.bank_code === bankCode);

const region = (code: string, name: string, parent: string | null): Region => ({
  code,
  name,
  parent_code: parent,
});

export const PROVINCES: readonly Region[] = [
  region('11', 'Aceh', null),
  region('12', 'Sumatera Utara', null),
  region('31', 'DKI Jakarta', null),
  region('32', 'Jawa Barat', null),
  region('33', 'Jawa Tengah', null),
  region('34', 'DI Yogyakarta', null),
  region('35', 'Jawa Timur', null),
  region('36', 'Banten', null),
  region('51', 'Bali', null),
  region('73', 'Sulawesi Selatan', null),
];

export const CITIES: readonly Region[] = [
  region('1171', 'Kota Banda Aceh', '11'),
  region('1275', 'Kota Medan', '12'),
  region('3171', 'Kota Jakarta Pusat', '31'),
  region('3172', 'Kota Jakarta Utara', '31'),
  region('3173', 'Kota Jakarta Barat', '31'),
  region('3174', 'Kota Jakarta Selatan', '31'),
  region('3175', 'Kota Jakarta Timur', '31'),
  region('3273', 'Kota Bandung', '32'),
  region('3275', 'Kota Bekasi', '32'),
  region('3276', 'Kota Depok', '32'),
  region('3374', 'Kota Semarang', '33'),
  region('3471', 'Kota Yogyakarta', '34'),
  region('3578', 'Kota Surabaya', '35'),
  region('3671', 'Kota Tangerang', '36'),
  region('5171', 'Kota Denpasar', '51'),
  region('7371', 'Kota Makassar', '73'),
];

export const DISTRICTS: readonly Region[] = [
  region('317101', 'Gambir', '3171'),
  region('317102', 'Sawah Besar', '3171'),
  region('317103', 'Kemayoran', '3171'),
  region('317401', 'Tebet', '3174'),
  region('317402', 'Setiabudi', '3174'),
  region('317403', 'Mampang Prapatan', '3174'),
  region('317404', 'Pasar Minggu', '3174'),
  region('317405', 'Kebayoran Lama', '3174'),
  region('327301', 'Sukasari', '3273'),
  region('327302', 'Coblong', '3273'),
  region('327303', 'Bandung Wetan', '3273'),
  region('357801', 'Genteng', '3578'),
  region('357802', 'Gubeng', '3578'),
  region('357803', 'Wonokromo', '3578'),
  region('517101', 'Denpasar Selatan', '5171'),
  region('517102', 'Denpasar Timur', '5171'),
];

export const TOWNS: readonly Region[] = [
  region('3174011001', 'Tebet Barat', '317401'),
  region('3174011002', 'Tebet Timur', '317401'),
  region('3174011003', 'Kebon Baru', '317401'),
  region('3174021001', 'Kuningan Timur', '317402'),
  region('3174021002', 'Karet Kuningan', '317402'),
  region('3174021003', 'Menteng Atas', '317402'),
  region('3273021001', 'Dago', '327302'),
  region('3273021002', 'Lebak Siliwangi', '327302'),
  region('3578021001', 'Airlangga', '357802'),
  region('3578021002', 'Gubeng', '357802'),
  region('5171011001', 'Sanur', '517101'),
  region('5171011002', 'Sidakarya', '517101'),
];

export const BIKE_BRANDS: readonly TagOption[] = [
  { code: 'honda', name: 'Honda' },
  { code: 'yamaha', name: 'Yamaha' },
  { code: 'suzuki', name: 'Suzuki' },
  { code: 'kawasaki', name: 'Kawasaki' },
  { code: 'vespa', name: 'Vespa' },
];

export const BIKE_MODELS: readonly BikeModel[] = [
  { code: 'honda-beat', name: 'Beat', brand_code: 'honda' },
  { code: 'honda-vario-160', name: 'Vario 160', brand_code: 'honda' },
  { code: 'honda-pcx-160', name: 'PCX 160', brand_code: 'honda' },
  { code: 'honda-scoopy', name: 'Scoopy', brand_code: 'honda' },
  { code: 'yamaha-nmax-155', name: 'NMAX 155', brand_code: 'yamaha' },
  { code: 'yamaha-aerox-155', name: 'Aerox 155', brand_code: 'yamaha' },
  { code: 'yamaha-mio-m3', name: 'Mio M3', brand_code: 'yamaha' },
  { code: 'suzuki-nex-ii', name: 'Nex II', brand_code: 'suzuki' },
  { code: 'suzuki-address', name: 'Address', brand_code: 'suzuki' },
  { code: 'kawasaki-w175', name: 'W175', brand_code: 'kawasaki' },
  { code: 'kawasaki-ninja-250', name: 'Ninja 250', brand_code: 'kawasaki' },
  { code: 'vespa-sprint-150', name: 'Sprint 150', brand_code: 'vespa' },
  { code: 'vespa-primavera-150', name: 'Primavera 150', brand_code: 'vespa' },
];

export const NATIONALITIES: readonly TagOption[] = [
  { code: 'ID', name: 'Indonesia' },
  { code: 'MY', name: 'Malaysia' },
  { code: 'SG', name: 'Singapura' },
  { code: 'TH', name: 'Thailand' },
  { code: 'VN', name: 'Vietnam' },
  { code: 'PH', name: 'Filipina' },
  { code: 'AU', name: 'Australia' },
  { code: 'JP', name: 'Jepang' },
  { code: 'KR', name: 'Korea Selatan' },
  { code: 'CN', name: 'Tiongkok' },
  { code: 'IN', name: 'India' },
  { code: 'NL', name: 'Belanda' },
  { code: 'GB', name: 'Inggris' },
  { code: 'US', name: 'Amerika Serikat' },
];

export const regionByCode = (list: readonly Region[], code: string): Region | undefined =>
  list.find((entry) => entry.code === code);

export const childrenOf = (list: readonly Region[], parentCode: string): Region[] =>
  list.filter((entry) => entry.parent_code === parentCode);
