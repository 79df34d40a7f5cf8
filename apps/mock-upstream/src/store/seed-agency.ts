import type { AgencyPolicy } from '@portal/contracts/entities/agency';
import { DEMO_USERS } from './seed-users.ts';
import type { AgencyPolicyRecord, UserRecord } from './types.ts';

type AgencyStatus = AgencyPolicy['coverage_period']['status'];

interface AgencyPackage {
  product: AgencyPolicy['provider_package']['package']['product']['code'];
  insurance_type: string;
  package_name: string;
  package_code: string;
  provider_code: string;
  provider_name: string;
}

export const PACKAGES = {
  carAstra: {
    product: 'car-protection',
    insurance_type: 'Asuransi Mobil',
    package_name: 'Garda Oto Comprehensive',
    package_code: 'garda-oto-comprehensive',
    provider_code: 'asuransi-astra',
    provider_name: 'Asuransi Astra Buana',
  },
  carSinarmas: {
    product: 'car-protection',
    insurance_type: 'Asuransi Mobil',
    package_name: 'Simas Mobil Total Loss Only',
    package_code: 'simas-mobil-tlo',
    provider_code: 'sinarmas',
    provider_name: 'Asuransi Sinar Mas',
  },
  travelZurich: {
    product: 'travel-protection',
    insurance_type: 'Asuransi Perjalanan',
    package_name: 'Zurich Travel Asia',
    package_code: 'zurich-travel-asia',
    provider_code: 'zurich-indonesia',
    provider_name: 'Zurich Asuransi Indonesia',
  },
  warrantyMag: {
    product: 'extended-warranty-protection',
    insurance_type: 'Garansi Tambahan',
    package_name: 'MAG Extended Warranty Elektronik',
    package_code: 'mag-extended-warranty',
    provider_code: 'mag',
    provider_name: 'Mitra Asuransi Garansi',
  },
} as const satisfies Record<string, AgencyPackage>;

interface AgencySeed {
  n: number;
  owner: UserRecord;
  pkg: AgencyPackage;
  insuredName: string;
  status: AgencyStatus;
  start?: string | undefined;
  end: string;
}

export function agencyPolicy(seed: AgencySeed): AgencyPolicyRecord {
  const year = seed.end.slice(0, 4);
  return {
    owner_id: seed.owner.id,
    policy: {
      app_no: `AGN-${year}-${String(seed.n).padStart(6, '0')}`,
      coverage_period: {
        ...(seed.start ? { start: `${seed.start}T00:00:00+07:00` } : {}),
        end: `${seed.end}T23:59:59+07:00`,
        status: seed.status,
      },
      name: seed.insuredName,
      reference_id: `agp_${seed.n}`,
      insurance_policy_no: `${seed.pkg.provider_code.toUpperCase()}-${String(seed.n).padStart(8, '0')}`,
      insurance_type: seed.pkg.insurance_type,
      provider_package: {
        logo_url: `https://static.broker.test/providers/${seed.pkg.provider_code}.png`,
        package: {
          name: seed.pkg.package_name,
          code: seed.pkg.package_code,
          product: { code: seed.pkg.product },
        },
        provider: { code: seed.pkg.provider_code, name: seed.pkg.provider_name },
      },
    },
  };
}

const { agus, dewi } = DEMO_USERS;

/** Insured name, status, start (absent when not started), end. */
const AGENT_CAR_POLICIES: readonly (readonly [string, AgencyStatus, string | undefined, string])[] = [
  ['Hendra Gunawan', 'ACTIVE', '2026-03-01', '2027-03-01'],
  ['Yulia Kartika', 'ACTIVE', '2026-05-14', '2027-05-14'],
  ['Fajar Nugroho', 'ACTIVE', '2026-08-20', '2027-08-20'],
  ['Wahyu Hidayat', 'ACTIVE', '2026-10-01', '2027-10-01'],
  ['Indah Permatasari', 'INACTIVE', undefined, '2027-12-31'],
  ['Joko Susilo', 'EXPIRED', '2024-09-10', '2025-09-10'],
];
const K = PACKAGES;

/** The agent holds every product code in every status (car protection has a second page at page_size 5). */
export function seedAgencyPolicies(): AgencyPolicyRecord[] {
  return [
    // Agus Wijaya (agency_agent)
    ...AGENT_CAR_POLICIES.map(([insuredName, status, start, end], index) =>
      agencyPolicy({
        n: 3001 + index,
        owner: agus,
        pkg: index % 2 === 0 ? K.carAstra : K.carSinarmas,
        insuredName,
        status,
        start,
        end,
      }),
    ),
    agencyPolicy({
      n: 3011,
      owner: agus,
      pkg: K.travelZurich,
      insuredName: 'Lestiani Putri',
      status: 'ACTIVE',
      start: '2026-11-10',
      end: '2026-12-05',
    }),
    agencyPolicy({
      n: 3012,
      owner: agus,
      pkg: K.travelZurich,
      insuredName: 'Bambang Suryadi',
      status: 'INACTIVE',
      end: '2027-01-20',
    }),
    agencyPolicy({
      n: 3013,
      owner: agus,
      pkg: K.travelZurich,
      insuredName: 'Maya Sari',
      status: 'EXPIRED',
      start: '2025-06-01',
      end: '2025-06-14',
    }),
    agencyPolicy({
      n: 3021,
      owner: agus,
      pkg: K.warrantyMag,
      insuredName: 'Taufik Hidayat',
      status: 'ACTIVE',
      start: '2026-02-02',
      end: '2028-02-02',
    }),
    agencyPolicy({
      n: 3022,
      owner: agus,
      pkg: K.warrantyMag,
      insuredName: 'Ratna Dewi',
      status: 'INACTIVE',
      end: '2028-06-30',
    }),
    agencyPolicy({
      n: 3023,
      owner: agus,
      pkg: K.warrantyMag,
      insuredName: 'Slamet Riyadi',
      status: 'EXPIRED',
      start: '2023-05-05',
      end: '2025-05-05',
    }),

    // Dewi Lestari (agency_customer)
    agencyPolicy({
      n: 4001,
      owner: dewi,
      pkg: K.carAstra,
      insuredName: 'Dewi Lestari',
      status: 'ACTIVE',
      start: '2026-04-01',
      end: '2027-04-01',
    }),
    agencyPolicy({
      n: 4002,
      owner: dewi,
      pkg: K.travelZurich,
      insuredName: 'Dewi Lestari',
      status: 'EXPIRED',
      start: '2025-12-20',
      end: '2026-01-03',
    }),
    agencyPolicy({
      n: 4003,
      owner: dewi,
      pkg: K.warrantyMag,
      insuredName: 'Dewi Lestari',
      status: 'INACTIVE',
      end: '2028-09-30',
    }),
  ];
}
