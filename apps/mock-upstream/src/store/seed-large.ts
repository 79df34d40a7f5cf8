import type { ClaimStatusGroup } from '@portal/contracts/entities/claim';
import { PACKAGES, agencyPolicy } from './seed-agency.ts';
import { CLAIM_STATUSES, claim } from './seed-claims.ts';
import { PRODUCTS, policy, type PolicySeed } from './seed-policies.ts';
import { DEMO_USERS } from './seed-users.ts';
import type { AgencyPolicyRecord, ClaimRecord, PolicyRecord, SeedData, UserRecord } from './types.ts';

/**
 * How many generated policies (each with one claim) and agency policies the 'large' seed adds per user, on top
 * of the default seed. Ids are `pol_<n>` / `clm_<n>` / `agp_<n>` with n = base + index, far from the default
 * seed's four-digit ids.
 */
export const LARGE_SEED_COUNTS = {
  policies: { budi: 500, siti: 50, rizky: 50, putri: 50 },
  agencyPolicies: { agus: 200, dewi: 20 },
} as const;

const POLICY_ID_BASE = { budi: 100_000, siti: 200_000, rizky: 500_000, putri: 600_000 } as const;
const AGENCY_ID_BASE = { agus: 300_000, dewi: 400_000 } as const;

type Product = PolicySeed['product'];
const P = PRODUCTS;
const PLAIN_PRODUCTS: readonly Product[] = [
  P.tokopediaCrackScreen,
  P.shopeeFullGadget,
  P.xiaomiGadget,
  P.lazadaVehicle,
  P.rukitaVehicle,
  P.gosurePersonalAccident,
  P.tiketTravel,
  P.tokopediaShipping,
];
const DANA_PRODUCTS: readonly Product[] = [P.danaGadget, P.danaHealth];

/** One claim per generated policy, cycling through every status group. */
const CLAIM_CYCLE: readonly (readonly [
  ClaimStatusGroup,
  (typeof CLAIM_STATUSES)[keyof typeof CLAIM_STATUSES],
])[] = [
  ['initiated', CLAIM_STATUSES.initiated],
  ['document_pending', CLAIM_STATUSES.documentPending],
  ['document_received', CLAIM_STATUSES.documentReceived],
  ['document_reprocess', CLAIM_STATUSES.reupload],
  ['settled', CLAIM_STATUSES.paid],
  ['rejected', CLAIM_STATUSES.rejected],
];

const LATEST_START = Date.UTC(2026, 9, 31);
const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * Every index maps to fixed values, so the seed is the same on every run. Newer indexes start later, so list
 * order (newest first) follows the index. One in three is expired; one in four waits for documents.
 */
function generatedPolicy(owner: UserRecord, n: number, index: number, products: readonly Product[]) {
  const expired = index % 3 === 2;
  const startMs = LATEST_START - index * DAY_MS;
  // Expired covers ran a year and ended before the newest active one started.
  const endMs = expired ? startMs + 30 * DAY_MS : startMs + 365 * DAY_MS;
  return policy({
    n,
    owner,
    product: products[index % products.length]!,
    packageName: index % 2 === 0 ? 'Paket Basic' : 'Paket Premium',
    state: index % 4 === 3 ? 'PENDING_DOCUMENT' : 'COMPLETED',
    coverage: expired ? 'EXPIRED' : 'ACTIVE',
    start: isoDate(expired ? startMs - 400 * DAY_MS : startMs),
    end: isoDate(expired ? endMs - 400 * DAY_MS : endMs),
    insured: { 'Nomor Seri': `SN-${n}` },
  });
}

function generatedClaim(record: PolicyRecord, n: number, index: number): ClaimRecord {
  const [group, status] = CLAIM_CYCLE[index % CLAIM_CYCLE.length]!;
  // Claims are filed a few days after their policy starts (by the hour, so creation order is strict).
  const createdMs = Date.parse(record.detail.start_time) + 3 * DAY_MS + (index % 24) * 60 * 60 * 1000;
  const wallClock = (ms: number) => new Date(ms + 7 * 60 * 60 * 1000).toISOString().slice(0, 19);
  return claim({
    n,
    policy: record,
    group,
    status,
    created: wallClock(createdMs),
    updated: wallClock(createdMs + 2 * DAY_MS),
  });
}

const AGENCY_PACKAGES = [
  PACKAGES.carAstra,
  PACKAGES.carSinarmas,
  PACKAGES.travelZurich,
  PACKAGES.warrantyMag,
];
const AGENCY_STATUSES = ['ACTIVE', 'INACTIVE', 'EXPIRED'] as const;

function generatedAgencyPolicy(owner: UserRecord, n: number, index: number): AgencyPolicyRecord {
  const status = AGENCY_STATUSES[index % AGENCY_STATUSES.length]!;
  const startMs = LATEST_START - index * DAY_MS;
  return agencyPolicy({
    n,
    owner,
    pkg: AGENCY_PACKAGES[index % AGENCY_PACKAGES.length]!,
    insuredName: `Nasabah Agen ${n}`,
    status,
    start:
      status === 'INACTIVE' ? undefined : isoDate(status === 'EXPIRED' ? startMs - 800 * DAY_MS : startMs),
    end: isoDate(status === 'EXPIRED' ? startMs - 435 * DAY_MS : startMs + 365 * DAY_MS),
  });
}

/** The default seed plus many policies, claims and agency policies per user, for paging and load tests. */
export function growLargeSeed(seed: SeedData): SeedData {
  const policies: PolicyRecord[] = [];
  const claims: ClaimRecord[] = [];
  for (const key of ['budi', 'siti', 'rizky', 'putri'] as const) {
    const owner = DEMO_USERS[key];
    const products = owner.partner === 'dana' ? DANA_PRODUCTS : PLAIN_PRODUCTS;
    for (let index = 0; index < LARGE_SEED_COUNTS.policies[key]; index += 1) {
      const n = POLICY_ID_BASE[key] + index + 1;
      const record = generatedPolicy(owner, n, index, products);
      policies.push(record);
      claims.push(generatedClaim(record, n, index));
    }
  }
  const agencyPolicies: AgencyPolicyRecord[] = [];
  for (const key of ['agus', 'dewi'] as const) {
    for (let index = 0; index < LARGE_SEED_COUNTS.agencyPolicies[key]; index += 1) {
      agencyPolicies.push(generatedAgencyPolicy(DEMO_USERS[key], AGENCY_ID_BASE[key] + index + 1, index));
    }
  }
  return {
    ...seed,
    policies: [...seed.policies, ...policies],
    claims: [...seed.claims, ...claims],
    agencyPolicies: [...seed.agencyPolicies, ...agencyPolicies],
  };
}
