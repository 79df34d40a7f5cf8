import type { ClaimBenefit } from '@portal/contracts/entities/benefit';
import type { ClaimQuestion, Diagnosis } from '@portal/contracts/entities/claim-creation';
import type { PolicyBenefit } from '@portal/contracts/entities/policy';
import type { ClaimCategory, PaymentMethod } from './claim-forms.ts';

/**
 * What the broker knows about claiming each product: which payment forms a benefit uses, whether several
 * benefits may be claimed, pre-claim questions, the diagnosis list, agency package benefits and the
 * ride-hailing and life products with their partner orders.
 */

/** A benefit as the claim flow sees it: the benefits-call fields plus how it is paid and which forms it uses. */
export interface ClaimableBenefit extends ClaimBenefit {
  category: ClaimCategory;
  payment_methods: readonly PaymentMethod[];
}

interface ProductClaimRule {
  multiBenefit: boolean;
  /** Payment methods per benefit index; bank transfer when absent. */
  payments?: readonly (readonly PaymentMethod[])[];
  /** Claims of this product are filed elsewhere (the Tokopedia shipping flow), so the benefits call is empty. */
  noClaimableBenefits?: boolean;
}

const PRODUCT_RULES: Record<string, ProductClaimRule> = {
  'tokopedia-crack-screen': { multiBenefit: false, payments: [['service_center']] },
  'shopee-full-gadget': {
    multiBenefit: false,
    payments: [['service_center', 'bank_transfer'], ['bank_transfer']],
  },
  'xiaomi-gadget-insurance': { multiBenefit: false, payments: [['service_center'], ['service_center']] },
  'dana-gadget-protection': { multiBenefit: false, payments: [['service_center', 'bank_transfer']] },
  'lazada-hospital-cash-plan': { multiBenefit: true },
  'gosure-personal-accident-insurance': { multiBenefit: true },
  'travel-protection': { multiBenefit: true },
  'dana-health-protection': { multiBenefit: true },
  'tokopedia-shipping': { multiBenefit: false, noClaimableBenefits: true },
};

/** Product keys whose benefits call answers an empty list ('Maaf, kami tidak dapat menampilkan benefit anda'). */
export const PRODUCTS_WITHOUT_CLAIMABLE_BENEFITS: readonly string[] = Object.entries(PRODUCT_RULES)
  .filter(([, rule]) => rule.noClaimableBenefits)
  .map(([productKey]) => productKey);

/** Rupiah with dots grouping thousands (spec §5). */
export const rupiah = (amount: number): string =>
  `Rp ${Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

export function isMultiBenefitClaimable(productKey: string): boolean {
  return PRODUCT_RULES[productKey]?.multiBenefit ?? false;
}

/** The claimable benefits of a product; `active` says whether the cover is running. */
export function claimableBenefits(
  productKey: string,
  category: ClaimCategory,
  benefits: readonly PolicyBenefit[],
  active: boolean,
): ClaimableBenefit[] {
  const rule = PRODUCT_RULES[productKey];
  if (rule?.noClaimableBenefits) return [];
  return benefits.map((benefit, index) => {
    const payments = rule?.payments?.[index] ?? ['bank_transfer'];
    return {
      ...benefit,
      description: `Penggantian hingga ${rupiah(benefit.max_claim_payment)} per kejadian.`,
      requires_service_center: payments.includes('service_center') && !payments.includes('bank_transfer'),
      is_claimable: active && benefit.remaining_coverage > 0,
      category,
      payment_methods: payments,
    };
  });
}

/** Strips the mock's own fields, leaving what the benefits call sends. */
export function toClaimBenefit({
  category: _category,
  payment_methods: _paymentMethods,
  ...benefit
}: ClaimableBenefit): ClaimBenefit {
  return benefit;
}

/** Family members who used up their individual amount on a benefit (spec §8: "an individual's amount was exceeded"). */
export const EXHAUSTED_FAMILY_MEMBERS: ReadonlySet<string> = new Set(['fam_1004_3']);

const question = (
  id: string,
  text: string,
  type: ClaimQuestion['type'],
  options: readonly (readonly [string, string])[] = [],
): ClaimQuestion => ({
  id,
  text,
  type,
  required: true,
  options: options.map(([value, label]) => ({ label, value })),
});

const QUESTIONS: Partial<Record<ClaimCategory, readonly ClaimQuestion[]>> = {
  gadget: [
    question('q_device_power', 'Apakah perangkat masih dapat menyala?', 'boolean'),
    question('q_damage_cause', 'Apa penyebab kerusakan?', 'choices', [
      ['drop', 'Terjatuh'],
      ['liquid', 'Terkena cairan'],
      ['other', 'Lainnya'],
    ]),
  ],
  vehicle: [
    question('q_vehicle_drivable', 'Apakah kendaraan masih dapat dikendarai?', 'boolean'),
    question('q_third_party', 'Apakah ada pihak ketiga yang terlibat?', 'boolean'),
  ],
  health: [question('q_hospital_name', 'Nama rumah sakit tempat dirawat', 'text')],
  travel: [
    question('q_trip_type', 'Jenis perjalanan', 'choices', [
      ['domestic', 'Domestik'],
      ['international', 'Internasional'],
    ]),
  ],
};

export function questionsFor(category: ClaimCategory): ClaimQuestion[] {
  return [...(QUESTIONS[category] ?? [])];
}

export const DIAGNOSES: readonly Diagnosis[] = [
  { code: 'A09', name: 'Diare dan gastroenteritis' },
  { code: 'A90', name: 'Demam berdarah dengue' },
  { code: 'A01.0', name: 'Demam tifoid' },
  { code: 'B34.2', name: 'Infeksi virus corona' },
  { code: 'C50', name: 'Kanker payudara' },
  { code: 'E11', name: 'Diabetes melitus tipe 2' },
  { code: 'I10', name: 'Hipertensi esensial' },
  { code: 'I21', name: 'Infark miokard akut' },
  { code: 'J18', name: 'Pneumonia' },
  { code: 'K35', name: 'Apendisitis akut' },
  { code: 'S52', name: 'Patah tulang lengan bawah' },
  { code: 'S82', name: 'Patah tulang kaki bawah' },
];

export function diagnosesMatching(search: string | undefined): Diagnosis[] {
  const needle = search?.trim().toLowerCase() ?? '';
  return DIAGNOSES.filter(
    (entry) =>
      needle === '' || entry.name.toLowerCase().includes(needle) || entry.code.toLowerCase().includes(needle),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Agency packages

interface AgencyPackageClaims {
  category: ClaimCategory;
  multiBenefit: boolean;
  /** Benefit name and maximum claim payment (IDR). */
  benefits: readonly (readonly [string, number])[];
}

const AGENCY_PACKAGE_CLAIMS: Record<string, AgencyPackageClaims> = {
  'garda-oto-comprehensive': {
    category: 'vehicle',
    multiBenefit: false,
    benefits: [
      ['Kerusakan Sebagian', 25_000_000],
      ['Kehilangan Total', 250_000_000],
      ['Tanggung Jawab Hukum Pihak Ketiga', 10_000_000],
    ],
  },
  'simas-mobil-tlo': {
    category: 'vehicle',
    multiBenefit: false,
    benefits: [['Kehilangan Total', 180_000_000]],
  },
  'zurich-travel-asia': {
    category: 'travel',
    multiBenefit: true,
    benefits: [
      ['Keterlambatan Penerbangan', 1_000_000],
      ['Kehilangan Bagasi', 7_500_000],
      ['Biaya Medis di Luar Negeri', 250_000_000],
    ],
  },
  'mag-extended-warranty': {
    category: 'gadget',
    multiBenefit: false,
    benefits: [['Perbaikan Kerusakan Elektronik', 5_000_000]],
  },
};

export function agencyPackageCategory(packageCode: string): ClaimCategory {
  return AGENCY_PACKAGE_CLAIMS[packageCode]?.category ?? 'e-commerce';
}

export function agencyPackageIsMultiBenefit(packageCode: string): boolean {
  return AGENCY_PACKAGE_CLAIMS[packageCode]?.multiBenefit ?? false;
}

/** Agency benefit ids are `agb_<package code>_<n>`; coverage is per package (the mock keeps no usage). */
export function agencyPackageBenefits(packageCode: string): PolicyBenefit[] {
  return (AGENCY_PACKAGE_CLAIMS[packageCode]?.benefits ?? []).map(([name, max], index) => ({
    benefit_id: `agb_${packageCode}_${index + 1}`,
    name,
    max_claim_payment: max,
    remaining_coverage: max,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Ride-hailing and life

export const RIDE_HAILING_KINDS = ['passenger', 'driver', 'life'] as const;
export type RideHailingKind = (typeof RIDE_HAILING_KINDS)[number];

export interface RideHailingProduct {
  product_key: string;
  product_display_name: string;
  partner: string;
  category: ClaimCategory;
  multiBenefit: boolean;
  benefits: readonly (readonly [string, number])[];
  /** Days after the trip within which a claim may be filed; null: no window (life cover). */
  claimWindowDays: number | null;
}

export const RIDE_HAILING_PRODUCTS: Record<RideHailingKind, RideHailingProduct> = {
  passenger: {
    product_key: 'gojek-passenger',
    product_display_name: 'Perlindungan Penumpang GoRide',
    partner: 'gojek',
    category: 'personal-accident',
    multiBenefit: true,
    benefits: [
      ['Santunan Kecelakaan Penumpang', 10_000_000],
      ['Biaya Perawatan Medis', 2_500_000],
    ],
    claimWindowDays: 30,
  },
  driver: {
    product_key: 'go-driver',
    product_display_name: 'Perlindungan Mitra Pengemudi GoRide',
    partner: 'gojek',
    category: 'personal-accident',
    multiBenefit: true,
    benefits: [
      ['Santunan Kecelakaan Pengemudi', 15_000_000],
      ['Biaya Perawatan Medis', 5_000_000],
      ['Santunan Kehilangan Pendapatan', 1_500_000],
    ],
    claimWindowDays: 30,
  },
  life: {
    product_key: 'go-life',
    product_display_name: 'GoLife Asuransi Jiwa',
    partner: 'gojek',
    category: 'life',
    multiBenefit: false,
    benefits: [
      ['Santunan Meninggal Dunia', 50_000_000],
      ['Santunan Cacat Tetap Total', 25_000_000],
    ],
    claimWindowDays: null,
  },
};

export interface RideHailingOrderSeed {
  order_id: string;
  kind: RideHailingKind;
  owner_id: string;
  application_no: string;
  /** YYYY-MM-DD, Jakarta. */
  trip_date: string;
}

/**
 * Partner orders the mock knows, by owner. `RB-701552230` is older than the 30-day claim window, so its
 * validation fails with `claim_window_closed`.
 */
export const RIDE_HAILING_ORDERS: readonly RideHailingOrderSeed[] = [
  {
    order_id: 'RB-739201845',
    kind: 'passenger',
    owner_id: 'usr_0001',
    application_no: 'GJK-PSG-2026-000101',
    trip_date: '2026-11-18',
  },
  {
    order_id: 'RB-701552230',
    kind: 'passenger',
    owner_id: 'usr_0001',
    application_no: 'GJK-PSG-2026-000102',
    trip_date: '2026-08-01',
  },
  {
    order_id: 'RB-812340091',
    kind: 'passenger',
    owner_id: 'usr_0002',
    application_no: 'GJK-PSG-2026-000201',
    trip_date: '2026-11-20',
  },
  {
    order_id: 'GD-550019921',
    kind: 'driver',
    owner_id: 'usr_0001',
    application_no: 'GJK-DRV-2026-000111',
    trip_date: '2026-11-15',
  },
  {
    order_id: 'GD-550012873',
    kind: 'driver',
    owner_id: 'usr_0005',
    application_no: 'GJK-DRV-2026-000501',
    trip_date: '2026-11-19',
  },
  {
    order_id: 'GL-2026-000311',
    kind: 'life',
    owner_id: 'usr_0001',
    application_no: 'GJK-LIFE-2026-000311',
    trip_date: '2026-06-01',
  },
  {
    order_id: 'GL-2026-000412',
    kind: 'life',
    owner_id: 'usr_0006',
    application_no: 'GJK-LIFE-2026-000412',
    trip_date: '2026-09-15',
  },
];

/** Ride-hailing benefit ids are `rhb_<order id>_<n>`. */
export function rideHailingBenefits(order: RideHailingOrderSeed): PolicyBenefit[] {
  return RIDE_HAILING_PRODUCTS[order.kind].benefits.map(([name, max], index) => ({
    benefit_id: `rhb_${order.order_id}_${index + 1}`,
    name,
    max_claim_payment: max,
    remaining_coverage: max,
  }));
}
