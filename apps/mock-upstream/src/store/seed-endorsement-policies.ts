import { policy, PRODUCTS, type PolicySeed } from './seed-policies.ts';
import { DEMO_USERS } from './seed-users.ts';
import type { PolicyRecord } from './types.ts';

type Product = PolicySeed['product'];

const product = (
  product_key: string,
  product_display_name: string,
  partner: string,
  partner_code: string,
  category: [code: string, name: string],
  benefits: Product['benefits'],
): Product => ({
  product_key,
  product_display_name,
  partner,
  partner_code,
  category_code: category[0],
  category_name: category[1],
  benefits,
});

const GADGET: [string, string] = ['gadget', 'Gadget'];
const HEALTH: [string, string] = ['health', 'Kesehatan'];
const ACCIDENT: [string, string] = ['personal-accident', 'Kecelakaan Diri'];

/** The products of the partner endorsement routes (spec §2) the default seed has no policy of. */
export const ENDORSEMENT_PRODUCTS = {
  lazadaFullGadget: product(
    'lazada-full-gadget-protection',
    'Proteksi Gadget Menyeluruh Lazada',
    'lazada',
    'LZD',
    GADGET,
    [['Kerusakan Gadget', 7_000_000]],
  ),
  govietHotel: product(
    'goviet-hotel-stay-protection',
    'GoViet Proteksi Menginap Hotel',
    'goviet',
    'GVT',
    ['travel', 'Perjalanan'],
    [['Pembatalan Menginap', 3_000_000]],
  ),
  shopeeVnFullGadget: product(
    'shopeevn-full-gadget',
    'Shopee VN Bảo hiểm Toàn diện Thiết bị',
    'shopeevn',
    'SVN',
    GADGET,
    [['Kerusakan Gadget', 6_000_000]],
  ),
  shopeeVnMobile: product(
    'shopeevn-mobile-insurance',
    'Shopee VN Bảo hiểm Điện thoại',
    'shopeevn',
    'SVN',
    GADGET,
    [['Kerusakan Ponsel', 4_000_000]],
  ),
  shopeeThaiElectronics: product(
    'shopeethai-electronics',
    'Shopee TH ประกันเครื่องใช้ไฟฟ้า',
    'shopeethai',
    'STH',
    ['electronics', 'Elektronik'],
    [['Kerusakan Elektronik', 9_000_000]],
  ),
  shopeeCrackScreen: product(
    'shopee-crack-screen-protection',
    'Proteksi Layar Retak Shopee',
    'shopee',
    'SHP',
    GADGET,
    [['Perbaikan Layar Retak', 2_000_000]],
  ),
  gosureGamer: product('gosure-gamer-insurance', 'GoSure Asuransi Gamer', 'gosure', 'GSR', ACCIDENT, [
    ['Santunan Cedera saat Bermain', 10_000_000],
  ]),
  gosureSharia: product(
    'gosure-sharia-insurance',
    'GoSure Asuransi Syariah',
    'gosure',
    'GSR',
    ['life', 'Jiwa'],
    [['Santunan Meninggal Dunia', 25_000_000]],
  ),
  gosureCorona: product('gosure-corona', 'GoSure Proteksi Corona', 'gosure', 'GSR', HEALTH, [
    ['Santunan Rawat Inap COVID-19', 5_000_000],
  ]),
  lazadaCrackScreen: product('lazada-crack-screen', 'Proteksi Layar Retak Lazada', 'lazada', 'LZD', GADGET, [
    ['Perbaikan Layar Retak', 2_200_000],
  ]),
  tokopediaGadget: product(
    'tokopedia-gadget-protection',
    'Proteksi Gadget Tokopedia',
    'tokopedia',
    'TKP',
    GADGET,
    [['Kerusakan Gadget', 6_500_000]],
  ),
  firstmediaHome: product(
    'firstmedia-home-protection',
    'First Media Proteksi Rumah',
    'firstmedia',
    'FMD',
    ['property', 'Properti'],
    [['Kerusakan Perangkat Rumah', 15_000_000]],
  ),
  moladinCredit: product(
    'moladin-credit-insurance',
    'Moladin Asuransi Kredit Kendaraan',
    'moladin',
    'MLD',
    ['credit', 'Kredit'],
    [['Pelunasan Sisa Kredit', 60_000_000]],
  ),
  lazadaProductLiability: product(
    'lazada-product-liability',
    'Lazada Asuransi Tanggung Gugat Produk',
    'lazada',
    'LZD',
    ['liability', 'Tanggung Gugat'],
    [['Tuntutan Pihak Ketiga', 50_000_000]],
  ),
} as const satisfies Record<string, Product>;

const E = ENDORSEMENT_PRODUCTS;
const P = PRODUCTS;
const { endah } = DEMO_USERS;
const HOLDER = { Tertanggung: 'Endah Kusuma' };
const KTP = '3174054506920004';

/** An in-force policy of Endah's, started between January and October 2026, for a year. */
const active = (n: number, product: Product, packageName: string, insured: Record<string, string>) =>
  policy({
    n,
    owner: endah,
    product,
    packageName,
    state: 'COMPLETED',
    coverage: 'ACTIVE',
    start: `2026-${String(1 + (n % 10)).padStart(2, '0')}-15`,
    end: `2027-${String(1 + (n % 10)).padStart(2, '0')}-15`,
    insured,
  });

/**
 * Endah Kusuma's policies, `pol_7xxx`: one for each partner endorsement route of spec §2 (the README lists
 * which route opens which), a second Shopee gadget for the aggregate `agg_7001`, and a travel policy for the
 * generic /{productId}/endorse/{id}.
 */
export function seedEndorsementPolicies(): PolicyRecord[] {
  return [
    active(7001, P.lazadaHospitalCash, 'Paket Individu', { ...HOLDER, 'Nomor KTP': KTP }),
    active(7002, E.lazadaFullGadget, 'Paket Premium', {
      'Merek Perangkat': 'Samsung',
      'Model Perangkat': 'Galaxy S23',
      IMEI: '357881104523310',
    }),
    active(7003, E.govietHotel, 'Paket Menginap', {
      ...HOLDER,
      Hotel: 'Hotel Majestic Saigon',
      'Kode Pemesanan': 'GVH-82731',
    }),
    active(7004, P.shopeeFullGadget, 'Paket Premium', {
      'Merek Perangkat': 'Apple',
      'Model Perangkat': 'iPhone 14',
      IMEI: '353924108812345',
    }),
    active(7005, E.shopeeVnFullGadget, 'Gói Cao cấp', {
      'Merek Perangkat': 'OPPO',
      'Model Perangkat': 'Reno 11',
      IMEI: '862011053344556',
    }),
    active(7006, E.shopeeVnMobile, 'Gói Cơ bản', {
      'Merek Perangkat': 'Vivo',
      'Model Perangkat': 'Y36',
      IMEI: '864211059988771',
    }),
    active(7007, E.shopeeThaiElectronics, 'แพ็กเกจมาตรฐาน', {
      'Merek Perangkat': 'Sony',
      'Model Perangkat': 'Bravia 55X90L',
      'Nomor Seri': 'SNY55X90L7707',
    }),
    active(7008, E.shopeeCrackScreen, 'Paket Basic', {
      'Merek Perangkat': 'Xiaomi',
      'Model Perangkat': 'Redmi 13',
      IMEI: '868812045566778',
    }),
    active(7009, P.xiaomiGadget, 'Paket Standar', {
      'Merek Perangkat': 'Xiaomi',
      'Model Perangkat': 'Xiaomi 14',
      IMEI: '869912036677889',
    }),
    active(7010, E.gosureGamer, 'Paket Pro Player', {
      ...HOLDER,
      'Tanggal Lahir': '05-06-1992',
      'Ahli Waris': 'Rudi Kusuma (Suami)',
    }),
    active(7011, P.gosurePersonalAccident, 'Paket Gold', {
      ...HOLDER,
      Pekerjaan: 'Desainer Grafis',
      'Ahli Waris': 'Rudi Kusuma (Suami)',
    }),
    active(7012, E.gosureSharia, 'Paket Syariah', {
      ...HOLDER,
      'Tanggal Lahir': '05-06-1992',
      'Ahli Waris': 'Rudi Kusuma (Suami)',
    }),
    active(7013, P.gosureCancer, 'Paket Silver', { ...HOLDER, 'Tanggal Lahir': '05-06-1992' }),
    active(7014, E.gosureCorona, 'Paket Basic', {
      ...HOLDER,
      'Nomor KTP': KTP,
      'Tanggal Lahir': '05-06-1992',
    }),
    active(7015, P.rukitaVehicle, 'Paket Motor Aman', {
      'Nomor Polisi': 'B 5521 EKS',
      'Merek Kendaraan': 'Honda',
      'Model Kendaraan': 'Beat',
    }),
    active(7016, E.lazadaCrackScreen, 'Paket Basic', {
      'Merek Perangkat': 'Realme',
      'Model Perangkat': 'Realme 12',
      IMEI: '866512047788990',
    }),
    active(7017, P.lazadaVehicle, 'Paket Comprehensive', {
      'Nomor Polisi': 'B 3310 EKU',
      'Merek Kendaraan': 'Yamaha',
      'Model Kendaraan': 'Aerox 155',
    }),
    active(7018, E.tokopediaGadget, 'Paket Premium', {
      'Merek Perangkat': 'Samsung',
      'Model Perangkat': 'Galaxy Tab S9',
      IMEI: '352418106677001',
      'ID Pesanan': 'INV/20260715/TKP/7018001',
    }),
    active(7019, P.tokopediaCrackScreen, 'Paket Basic', {
      'Merek Perangkat': 'Apple',
      'Model Perangkat': 'iPhone 15 Pro',
      IMEI: '353219107788002',
      'ID Pesanan': 'INV/20260815/TKP/7019002',
    }),
    active(7020, E.firstmediaHome, 'Paket Rumah Aman', {
      'Nomor Pelanggan': 'FM-0007020-31',
      Alamat: 'Jl. Tebet Raya No. 12',
    }),
    active(7021, E.moladinCredit, 'Paket Kredit Motor', {
      ...HOLDER,
      'Nomor KTP': KTP,
      'Nomor Kontrak': 'MLD/2026/0007021',
      'Nomor Polisi': 'B 6610 EKM',
    }),
    active(7022, E.lazadaProductLiability, 'Paket Penjual', {
      'Nama Toko': 'Endah Craft Store',
      'ID Penjual': 'LZ-SELLER-77022',
      'Kategori Produk': 'Kerajinan Tangan',
    }),
    active(7023, P.shopeeFullGadget, 'Paket Basic', {
      'Merek Perangkat': 'Samsung',
      'Model Perangkat': 'Galaxy Watch 6',
      IMEI: '355110108899023',
    }),
    active(7024, P.tiketTravel, 'Paket Perjalanan Domestik', {
      Rute: 'Jakarta (CGK) - Labuan Bajo (LBJ)',
      'Kode Pemesanan': 'TKT7E2QD',
      Maskapai: 'Batik Air',
    }),
  ];
}
