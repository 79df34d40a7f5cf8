import type { CoverageStatus, PolicyDetail } from '@portal/contracts/entities/policy';
import { DEMO_USERS } from './seed-users.ts';
import type { PolicyRecord, PolicyState, UserRecord } from './types.ts';

interface Product {
  product_key: string;
  product_display_name: string;
  partner: string;
  partner_code: string;
  category_code: string;
  category_name: string;
  /** Benefit name and maximum claim payment in IDR. */
  benefits: readonly (readonly [string, number])[];
}

export const PRODUCTS = {
  tokopediaCrackScreen: {
    product_key: 'tokopedia-crack-screen',
    product_display_name: 'Proteksi Layar Retak Tokopedia',
    partner: 'tokopedia',
    partner_code: 'TKP',
    category_code: 'gadget',
    category_name: 'Gadget',
    benefits: [['Perbaikan Layar Retak', 2_500_000]],
  },
  shopeeFullGadget: {
    product_key: 'shopee-full-gadget',
    product_display_name: 'Proteksi Gadget Menyeluruh Shopee',
    partner: 'shopee',
    partner_code: 'SHP',
    category_code: 'gadget',
    category_name: 'Gadget',
    benefits: [
      ['Kerusakan Gadget', 8_000_000],
      ['Pencurian Gadget', 6_000_000],
    ],
  },
  xiaomiGadget: {
    product_key: 'xiaomi-gadget-insurance',
    product_display_name: 'Asuransi Gadget Xiaomi',
    partner: 'xiaomi',
    partner_code: 'XMI',
    category_code: 'gadget',
    category_name: 'Gadget',
    benefits: [
      ['Kerusakan Akibat Cairan', 3_500_000],
      ['Layar Retak', 2_000_000],
    ],
  },
  lazadaVehicle: {
    product_key: 'lazada-vehicle-protection',
    product_display_name: 'Proteksi Kendaraan Lazada',
    partner: 'lazada',
    partner_code: 'LZD',
    category_code: 'vehicle',
    category_name: 'Kendaraan',
    benefits: [
      ['Kerusakan Kendaraan', 15_000_000],
      ['Kehilangan Kendaraan', 20_000_000],
    ],
  },
  rukitaVehicle: {
    product_key: 'rukita-vehicle-insurance',
    product_display_name: 'Asuransi Motor Rukita',
    partner: 'rukita',
    partner_code: 'RKT',
    category_code: 'vehicle',
    category_name: 'Kendaraan',
    benefits: [['Kehilangan Motor', 12_000_000]],
  },
  lazadaHospitalCash: {
    product_key: 'lazada-hospital-cash-plan',
    product_display_name: 'Santunan Tunai Rawat Inap Lazada',
    partner: 'lazada',
    partner_code: 'LZD',
    category_code: 'health',
    category_name: 'Kesehatan',
    benefits: [
      ['Santunan Rawat Inap per Hari', 500_000],
      ['Santunan ICU per Hari', 1_000_000],
    ],
  },
  gosureCancer: {
    product_key: 'gosure-cancer-insurance',
    product_display_name: 'GoSure Asuransi Kanker',
    partner: 'gosure',
    partner_code: 'GSR',
    category_code: 'health',
    category_name: 'Kesehatan',
    benefits: [['Santunan Diagnosa Kanker', 100_000_000]],
  },
  gosurePersonalAccident: {
    product_key: 'gosure-personal-accident-insurance',
    product_display_name: 'GoSure Asuransi Kecelakaan Diri',
    partner: 'gosure',
    partner_code: 'GSR',
    category_code: 'personal-accident',
    category_name: 'Kecelakaan Diri',
    benefits: [
      ['Santunan Meninggal Dunia akibat Kecelakaan', 50_000_000],
      ['Biaya Pengobatan akibat Kecelakaan', 5_000_000],
    ],
  },
  tiketTravel: {
    product_key: 'travel-protection',
    product_display_name: 'Asuransi Perjalanan Domestik',
    partner: 'tiket',
    partner_code: 'TKT',
    category_code: 'travel',
    category_name: 'Perjalanan',
    benefits: [
      ['Keterlambatan Penerbangan', 750_000],
      ['Kehilangan Bagasi', 5_000_000],
      ['Biaya Medis selama Perjalanan', 50_000_000],
    ],
  },
  gojekPassenger: {
    product_key: 'gojek-passenger',
    product_display_name: 'Perlindungan Penumpang GoRide',
    partner: 'gojek',
    partner_code: 'GJK',
    category_code: 'personal-accident',
    category_name: 'Kecelakaan Diri',
    benefits: [['Santunan Kecelakaan Penumpang', 10_000_000]],
  },
  goLife: {
    product_key: 'go-life',
    product_display_name: 'GoLife Asuransi Jiwa',
    partner: 'gojek',
    partner_code: 'GJK',
    category_code: 'life',
    category_name: 'Jiwa',
    benefits: [['Santunan Meninggal Dunia', 50_000_000]],
  },
  tokopediaShipping: {
    product_key: 'tokopedia-shipping',
    product_display_name: 'Asuransi Pengiriman Tokopedia',
    partner: 'tokopedia',
    partner_code: 'TKP',
    category_code: 'e-commerce',
    category_name: 'E-commerce',
    benefits: [['Kerusakan atau Kehilangan Barang Kiriman', 3_000_000]],
  },
  danaGadget: {
    product_key: 'dana-gadget-protection',
    product_display_name: 'DANA Proteksi Gadget',
    partner: 'dana',
    partner_code: 'DNA',
    category_code: 'gadget',
    category_name: 'Gadget',
    benefits: [['Kerusakan Gadget', 4_000_000]],
  },
  danaHealth: {
    product_key: 'dana-health-protection',
    product_display_name: 'DANA Proteksi Kesehatan',
    partner: 'dana',
    partner_code: 'DNA',
    category_code: 'health',
    category_name: 'Kesehatan',
    benefits: [
      ['Santunan Rawat Inap', 2_000_000],
      ['Santunan Rawat Jalan', 500_000],
    ],
  },
} as const satisfies Record<string, Product>;

export interface PolicySeed {
  /** Numeric part of the internal id; also drives application and policy numbers. */
  n: number;
  owner: UserRecord;
  product: Product;
  packageName: string;
  state: PolicyState;
  coverage: CoverageStatus;
  /** Start and expiry dates, YYYY-MM-DD (Jakarta midnight). */
  start: string;
  end: string;
  insured: Record<string, string>;
  /** Amount already paid out on the first benefit. */
  claimed?: number;
  family?: readonly (readonly [string, string])[];
  additionalProtection?: boolean;
}

const jakartaMidnight = (date: string): string => `${date}T00:00:00+07:00`;

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function policy(seed: PolicySeed): PolicyRecord {
  const { n, product } = seed;
  const year = seed.start.slice(0, 4);
  const hasPolicyNumber = seed.state === 'COMPLETED' || seed.state === 'CANCELLED';
  const benefits = product.benefits.map(([name, max], index) => ({
    benefit_id: `ben_${n}_${index + 1}`,
    name,
    max_claim_payment: max,
    remaining_coverage: index === 0 ? Math.max(0, max - (seed.claimed ?? 0)) : max,
  }));
  const detail: PolicyDetail = {
    internal_id: `pol_${n}`,
    product_display_name: product.product_display_name,
    package_name: seed.packageName,
    application_no: `APP-${year}-${String(n).padStart(6, '0')}`,
    policy_number: hasPolicyNumber ? `${product.partner_code}/${year}/${String(n).padStart(7, '0')}` : null,
    category_code: product.category_code,
    category_name: product.category_name,
    policyholder_name: seed.owner.name,
    expiry_time: jakartaMidnight(seed.end),
    product_key: product.product_key,
    partner: product.partner,
    coverage_status: seed.coverage,
    package_code_slug: slug(`${product.product_key} ${seed.packageName}`),
    request: { is_family: Boolean(seed.family), additional_protection: seed.additionalProtection ?? false },
    start_time: jakartaMidnight(seed.start),
    insured_items: Object.entries(seed.insured).map(([label, value]) => ({ label, value })),
    benefits,
    family_members: (seed.family ?? []).map(([name, relation], index) => ({
      user_id: `fam_${n}_${index + 1}`,
      name,
      relation,
    })),
    total_remaining_coverage: benefits.reduce((sum, benefit) => sum + benefit.remaining_coverage, 0),
  };
  return { owner_id: seed.owner.id, policy_state: seed.state, detail };
}

const { budi, siti, rizky, putri } = DEMO_USERS;
const P = PRODUCTS;

/**
 * Budi has 15 policies under the default filter (two pages of 10) and three more in states it hides.
 * Policy ids are `pol_<n>`: 1xxx Budi, 2xxx Siti, 5xxx Rizky, 6xxx Putri.
 */
export function seedPolicies(): PolicyRecord[] {
  return [
    // Budi Santoso (b2b2c_user)
    policy({
      n: 1001,
      owner: budi,
      product: P.tokopediaCrackScreen,
      packageName: 'Paket Basic',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-10-10',
      end: '2027-10-10',
      insured: { 'Merek Perangkat': 'Samsung', 'Model Perangkat': 'Galaxy A55 5G', IMEI: '356789104522318' },
    }),
    policy({
      n: 1002,
      owner: budi,
      product: P.shopeeFullGadget,
      packageName: 'Paket Premium',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-09-05',
      end: '2027-09-05',
      insured: { 'Merek Perangkat': 'Apple', 'Model Perangkat': 'iPhone 15', IMEI: '353912110847265' },
      claimed: 1_750_000,
      additionalProtection: true,
    }),
    policy({
      n: 1003,
      owner: budi,
      product: P.lazadaVehicle,
      packageName: 'Paket Comprehensive',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-08-01',
      end: '2027-08-01',
      insured: { 'Nomor Polisi': 'B 1234 KJT', 'Merek Kendaraan': 'Honda', 'Model Kendaraan': 'Vario 160' },
    }),
    policy({
      n: 1004,
      owner: budi,
      product: P.lazadaHospitalCash,
      packageName: 'Paket Keluarga',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-07-15',
      end: '2027-07-15',
      insured: { Tertanggung: 'Budi Santoso', 'Nomor KTP': '3174051203850007' },
      family: [
        ['Rina Santoso', 'Istri'],
        ['Bima Santoso', 'Anak'],
        ['Citra Santoso', 'Anak'],
      ],
      claimed: 1_500_000,
    }),
    policy({
      n: 1005,
      owner: budi,
      product: P.tiketTravel,
      packageName: 'Paket Perjalanan Domestik',
      state: 'PENDING_DOCUMENT',
      coverage: 'ACTIVE',
      start: '2026-11-20',
      end: '2026-12-27',
      insured: {
        Rute: 'Jakarta (CGK) - Denpasar (DPS)',
        'Kode Pemesanan': 'TKT8R2QZ',
        Maskapai: 'Garuda Indonesia',
      },
    }),
    policy({
      n: 1006,
      owner: budi,
      product: P.gosureCancer,
      packageName: 'Paket Gold',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-06-01',
      end: '2027-06-01',
      insured: { Tertanggung: 'Budi Santoso', 'Tanggal Lahir': '12-03-1985' },
    }),
    policy({
      n: 1007,
      owner: budi,
      product: P.gojekPassenger,
      packageName: 'Perlindungan Perjalanan',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-05-18',
      end: '2027-05-18',
      insured: { 'ID Pesanan': 'RB-739201845', Layanan: 'GoRide' },
    }),
    policy({
      n: 1008,
      owner: budi,
      product: P.xiaomiGadget,
      packageName: 'Paket Standar',
      state: 'PENDING_DOCUMENT',
      coverage: 'ACTIVE',
      start: '2026-04-25',
      end: '2027-04-25',
      insured: {
        'Merek Perangkat': 'Xiaomi',
        'Model Perangkat': 'Redmi Note 13 Pro',
        IMEI: '868213054479102',
      },
    }),
    policy({
      n: 1009,
      owner: budi,
      product: P.tokopediaShipping,
      packageName: 'Proteksi Pengiriman',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-03-30',
      end: '2027-03-30',
      insured: { 'Nomor Invoice': 'INV/20260330/MPL/3819203', Kurir: 'JNE Reguler' },
    }),
    policy({
      n: 1010,
      owner: budi,
      product: P.gosurePersonalAccident,
      packageName: 'Paket Silver',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-02-01',
      end: '2027-02-01',
      insured: { Tertanggung: 'Budi Santoso', Pekerjaan: 'Karyawan Swasta' },
    }),
    policy({
      n: 1011,
      owner: budi,
      product: P.tokopediaCrackScreen,
      packageName: 'Paket Basic',
      state: 'COMPLETED',
      coverage: 'EXPIRED',
      start: '2025-05-12',
      end: '2026-05-12',
      insured: { 'Merek Perangkat': 'OPPO', 'Model Perangkat': 'Reno 10', IMEI: '861945032218774' },
      claimed: 2_500_000,
    }),
    policy({
      n: 1012,
      owner: budi,
      product: P.rukitaVehicle,
      packageName: 'Paket Motor Aman',
      state: 'COMPLETED',
      coverage: 'EXPIRED',
      start: '2024-04-01',
      end: '2025-04-01',
      insured: { 'Nomor Polisi': 'B 4821 PQR', 'Merek Kendaraan': 'Yamaha', 'Model Kendaraan': 'NMAX 155' },
    }),
    policy({
      n: 1013,
      owner: budi,
      product: P.tiketTravel,
      packageName: 'Paket Perjalanan Domestik',
      state: 'COMPLETED',
      coverage: 'EXPIRED',
      start: '2025-12-20',
      end: '2025-12-28',
      insured: {
        Rute: 'Jakarta (CGK) - Yogyakarta (YIA)',
        'Kode Pemesanan': 'TKT4M7XA',
        Maskapai: 'Citilink',
      },
      claimed: 750_000,
    }),
    policy({
      n: 1014,
      owner: budi,
      product: P.goLife,
      packageName: 'Paket Jiwa Basic',
      state: 'COMPLETED',
      coverage: 'INACTIVE',
      start: '2025-02-01',
      end: '2026-02-01',
      insured: { Tertanggung: 'Budi Santoso', 'Ahli Waris': 'Rina Santoso (Istri)' },
    }),
    policy({
      n: 1015,
      owner: budi,
      product: P.shopeeFullGadget,
      packageName: 'Paket Basic',
      state: 'PENDING_DOCUMENT',
      coverage: 'EXPIRED',
      start: '2023-11-11',
      end: '2024-11-11',
      insured: { 'Merek Perangkat': 'Vivo', 'Model Perangkat': 'V29', IMEI: '864502047719283' },
    }),
    // Hidden by the default policyState filter.
    policy({
      n: 1016,
      owner: budi,
      product: P.lazadaVehicle,
      packageName: 'Paket TLO',
      state: 'CANCELLED',
      coverage: 'INACTIVE',
      start: '2025-03-01',
      end: '2026-03-01',
      insured: { 'Nomor Polisi': 'B 9087 UYT', 'Merek Kendaraan': 'Toyota', 'Model Kendaraan': 'Avanza' },
    }),
    policy({
      n: 1017,
      owner: budi,
      product: P.gosureCancer,
      packageName: 'Paket Silver',
      state: 'PENDING_PAYMENT',
      coverage: 'INACTIVE',
      start: '2026-12-01',
      end: '2027-12-01',
      insured: { Tertanggung: 'Budi Santoso', 'Tanggal Lahir': '12-03-1985' },
    }),
    policy({
      n: 1018,
      owner: budi,
      product: P.tokopediaCrackScreen,
      packageName: 'Paket Premium',
      state: 'DRAFT',
      coverage: 'INACTIVE',
      start: '2026-12-15',
      end: '2027-12-15',
      insured: { 'Merek Perangkat': 'Samsung', 'Model Perangkat': 'Galaxy S24', IMEI: '352148117764590' },
    }),

    // Siti Rahmawati (tapinsurance_user)
    policy({
      n: 2001,
      owner: siti,
      product: P.gosureCancer,
      packageName: 'Paket Platinum',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-09-20',
      end: '2027-09-20',
      insured: { Tertanggung: 'Siti Rahmawati', 'Tanggal Lahir': '04-07-1990' },
    }),
    policy({
      n: 2002,
      owner: siti,
      product: P.tiketTravel,
      packageName: 'Paket Perjalanan Internasional',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-11-18',
      end: '2026-12-15',
      insured: {
        Rute: 'Jakarta (CGK) - Singapura (SIN)',
        'Kode Pemesanan': 'TKT9P3LW',
        Maskapai: 'Singapore Airlines',
      },
    }),
    policy({
      n: 2003,
      owner: siti,
      product: P.tokopediaCrackScreen,
      packageName: 'Paket Basic',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-07-10',
      end: '2027-07-10',
      insured: { 'Merek Perangkat': 'Apple', 'Model Perangkat': 'iPhone 13', IMEI: '353218097741562' },
    }),
    policy({
      n: 2004,
      owner: siti,
      product: P.lazadaHospitalCash,
      packageName: 'Paket Individu',
      state: 'COMPLETED',
      coverage: 'EXPIRED',
      start: '2024-06-01',
      end: '2025-06-01',
      insured: { Tertanggung: 'Siti Rahmawati', 'Nomor KTP': '3273014407900003' },
      claimed: 1_000_000,
    }),
    policy({
      n: 2005,
      owner: siti,
      product: P.rukitaVehicle,
      packageName: 'Paket Motor Aman',
      state: 'PENDING_DOCUMENT',
      coverage: 'EXPIRED',
      start: '2024-03-15',
      end: '2025-03-15',
      insured: { 'Nomor Polisi': 'D 3345 ABF', 'Merek Kendaraan': 'Honda', 'Model Kendaraan': 'Beat' },
    }),

    // Rizky Pratama (third-party user)
    policy({
      n: 5001,
      owner: rizky,
      product: P.gojekPassenger,
      packageName: 'Perlindungan Perjalanan',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-10-14',
      end: '2027-10-14',
      insured: { 'ID Pesanan': 'RB-841120937', Layanan: 'GoRide' },
    }),
    policy({
      n: 5002,
      owner: rizky,
      product: P.xiaomiGadget,
      packageName: 'Paket Standar',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-06-12',
      end: '2027-06-12',
      insured: { 'Merek Perangkat': 'Xiaomi', 'Model Perangkat': 'Xiaomi 14T', IMEI: '869412036658120' },
    }),
    policy({
      n: 5003,
      owner: rizky,
      product: P.gosurePersonalAccident,
      packageName: 'Paket Bronze',
      state: 'COMPLETED',
      coverage: 'EXPIRED',
      start: '2024-08-01',
      end: '2025-08-01',
      insured: { Tertanggung: 'Rizky Pratama', Pekerjaan: 'Mitra Pengemudi' },
    }),
    policy({
      n: 5004,
      owner: rizky,
      product: P.tokopediaShipping,
      packageName: 'Proteksi Pengiriman',
      state: 'COMPLETED',
      coverage: 'EXPIRED',
      start: '2025-01-09',
      end: '2025-04-09',
      insured: { 'Nomor Invoice': 'INV/20250109/MPL/1177420', Kurir: 'SiCepat' },
    }),

    // Putri Anggraini (partner dana)
    policy({
      n: 6001,
      owner: putri,
      product: P.danaGadget,
      packageName: 'Paket Hemat',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-10-02',
      end: '2027-10-02',
      insured: { 'Merek Perangkat': 'Samsung', 'Model Perangkat': 'Galaxy A35', IMEI: '357731119820457' },
    }),
    policy({
      n: 6002,
      owner: putri,
      product: P.danaHealth,
      packageName: 'Paket Keluarga',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-03-09',
      end: '2027-03-09',
      insured: { Tertanggung: 'Putri Anggraini', 'Nomor KTP': '3578026609950002' },
      family: [['Andi Wibowo', 'Suami']],
    }),
    policy({
      n: 6003,
      owner: putri,
      product: P.danaGadget,
      packageName: 'Paket Hemat',
      state: 'COMPLETED',
      coverage: 'EXPIRED',
      start: '2024-07-07',
      end: '2025-07-07',
      insured: { 'Merek Perangkat': 'Realme', 'Model Perangkat': 'Realme 11', IMEI: '866107045512983' },
    }),
    policy({
      n: 6004,
      owner: putri,
      product: P.shopeeFullGadget,
      packageName: 'Paket Basic',
      state: 'COMPLETED',
      coverage: 'ACTIVE',
      start: '2026-05-20',
      end: '2027-05-20',
      insured: { 'Merek Perangkat': 'Apple', 'Model Perangkat': 'iPad Air', 'Nomor Seri': 'DMPX41KLQ1GC' },
    }),
  ];
}
