import type { ClaimStatusGroup } from '@portal/contracts/entities/claim';
import { claimStatusView } from './claim-status.ts';
import type { ClaimRecord, PolicyRecord } from './types.ts';

/**
 * The status codes the seed uses; group and display name come from the contracts' status map
 * (`claimStatusView`), so list cards and claim details always agree.
 */
export const CLAIM_STATUSES = {
  initiated: claimStatusView('initiated'),
  documentPending: claimStatusView('document_pending'),
  documentVerification: claimStatusView('document_verification'),
  documentReceived: claimStatusView('document_received'),
  documentVerified: claimStatusView('document_verified'),
  inSurvey: claimStatusView('survey_in_progress'),
  inRepair: claimStatusView('workshop_in_repair'),
  paymentInProcess: claimStatusView('claim_payment_pending'),
  reupload: claimStatusView('document_reprocess'),
  paid: claimStatusView('claim_payment_paid'),
  repairCompleted: claimStatusView('workshop_repair_completed'),
  settled: claimStatusView('settled'),
  completed: claimStatusView('claim_completed'),
  rejected: claimStatusView('rejected'),
  claimRejected: claimStatusView('claim_rejected'),
  cancelled: claimStatusView('claim_cancelled_by_customer'),
} as const;

type ClaimStatus = (typeof CLAIM_STATUSES)[keyof typeof CLAIM_STATUSES];

/** Groups that still wait for documents carry a submission deadline. */
const GROUPS_WITH_DEADLINE: readonly ClaimStatusGroup[] = [
  'initiated',
  'document_pending',
  'document_reprocess',
];
const DOCUMENT_DEADLINE_DAYS = 30;

export interface ClaimSeed {
  n: number;
  policy: PolicyRecord;
  group: ClaimStatusGroup;
  status: ClaimStatus;
  /** Index into the policy's benefits. */
  benefit?: number;
  /** ISO date-times, Jakarta time. */
  created: string;
  updated: string;
  externalDisplayName?: string;
  /** A rejected claim's reason, as the broker words it. */
  rejectionReason?: string;
}

const jakarta = (dateTime: string): string => `${dateTime}+07:00`;

function addDays(isoDateTime: string, days: number): string {
  const date = new Date(isoDateTime);
  date.setUTCDate(date.getUTCDate() + days);
  // Keep the Jakarta offset of the seed dates: shift the UTC instant back to +07:00 wall time.
  const wallClock = new Date(date.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 19);
  return `${wallClock}+07:00`;
}

export function claim(seed: ClaimSeed): ClaimRecord {
  const { detail } = seed.policy;
  const benefit = detail.benefits[seed.benefit ?? 0];
  if (!benefit) throw new Error(`Seed claim ${seed.n}: policy ${detail.internal_id} has no such benefit`);
  const created = jakarta(seed.created);
  return {
    owner_id: seed.policy.owner_id,
    partner_id: detail.partner,
    policy_id: detail.internal_id,
    ...(seed.rejectionReason ? { rejection_reason: seed.rejectionReason } : {}),
    card: {
      claim_id: `clm_${seed.n}`,
      claim_no: `CLM-${seed.created.slice(0, 4)}-${String(seed.n).padStart(6, '0')}`,
      product_key: detail.product_key,
      product_display_name: detail.product_display_name,
      policy_holder_name: detail.policyholder_name,
      benefit: benefit.name,
      status_group: seed.group,
      status_code: seed.status.status_code,
      status_display_name: seed.status.status_display_name,
      external_status_display_name: seed.externalDisplayName ?? null,
      created_at: created,
      max_doc_submission_date: GROUPS_WITH_DEADLINE.includes(seed.group)
        ? addDays(created, DOCUMENT_DEADLINE_DAYS)
        : null,
      last_updated_date: jakarta(seed.updated),
      category: detail.category_code,
    },
  };
}

function byId(policies: readonly PolicyRecord[], internalId: string): PolicyRecord {
  const found = policies.find((record) => record.detail.internal_id === internalId);
  if (!found) throw new Error(`Seed claim refers to unknown policy ${internalId}`);
  return found;
}

const S = CLAIM_STATUSES;

/** Every policy user has claims in every status group; Budi has a few more. Claim ids are `clm_<n>`. */
export function seedClaims(policies: readonly PolicyRecord[]): ClaimRecord[] {
  const p = (internalId: string) => byId(policies, internalId);
  return [
    // Budi Santoso
    claim({
      n: 1101,
      policy: p('pol_1001'),
      group: 'initiated',
      status: S.initiated,
      created: '2026-11-20T09:15:00',
      updated: '2026-11-20T09:15:00',
    }),
    claim({
      n: 1102,
      policy: p('pol_1004'),
      group: 'document_pending',
      status: S.documentPending,
      created: '2026-11-12T14:02:00',
      updated: '2026-11-13T08:30:00',
    }),
    claim({
      n: 1103,
      policy: p('pol_1002'),
      group: 'document_received',
      status: S.documentReceived,
      created: '2026-10-28T10:45:00',
      updated: '2026-11-02T16:20:00',
    }),
    claim({
      n: 1104,
      policy: p('pol_1003'),
      group: 'document_received',
      status: S.inRepair,
      created: '2026-10-05T11:00:00',
      updated: '2026-11-10T13:40:00',
      externalDisplayName: 'Kendaraan sedang diperbaiki di bengkel rekanan',
    }),
    claim({
      n: 1105,
      policy: p('pol_1006'),
      group: 'document_reprocess',
      status: S.reupload,
      created: '2026-10-18T08:05:00',
      updated: '2026-11-15T10:10:00',
    }),
    claim({
      n: 1106,
      policy: p('pol_1002'),
      group: 'settled',
      status: S.paid,
      created: '2026-09-21T19:30:00',
      updated: '2026-09-24T09:00:00',
    }),
    claim({
      n: 1107,
      policy: p('pol_1011'),
      group: 'settled',
      status: S.completed,
      created: '2025-08-03T12:12:00',
      updated: '2025-08-19T15:45:00',
    }),
    claim({
      n: 1108,
      policy: p('pol_1013'),
      group: 'rejected',
      status: S.rejected,
      benefit: 1,
      rejectionReason:
        'Laporan kehilangan bagasi dari maskapai (Property Irregularity Report) tidak dilampirkan.',
      created: '2025-12-29T07:50:00',
      updated: '2026-01-06T11:25:00',
    }),
    claim({
      n: 1109,
      policy: p('pol_1007'),
      group: 'claim_rejected',
      status: S.claimRejected,
      created: '2026-07-02T17:40:00',
      updated: '2026-07-03T09:05:00',
    }),

    // Siti Rahmawati
    claim({
      n: 2101,
      policy: p('pol_2003'),
      group: 'initiated',
      status: S.initiated,
      created: '2026-11-21T10:00:00',
      updated: '2026-11-21T10:00:00',
    }),
    claim({
      n: 2102,
      policy: p('pol_2002'),
      group: 'document_pending',
      status: S.documentPending,
      created: '2026-11-19T21:10:00',
      updated: '2026-11-19T21:10:00',
    }),
    claim({
      n: 2103,
      policy: p('pol_2001'),
      group: 'document_received',
      status: S.documentVerification,
      created: '2026-10-30T09:30:00',
      updated: '2026-11-04T14:00:00',
    }),
    claim({
      n: 2104,
      policy: p('pol_2003'),
      group: 'document_reprocess',
      status: S.reupload,
      created: '2026-09-14T13:20:00',
      updated: '2026-11-18T09:45:00',
    }),
    claim({
      n: 2105,
      policy: p('pol_2004'),
      group: 'settled',
      status: S.paid,
      created: '2025-02-10T08:00:00',
      updated: '2025-02-13T10:30:00',
    }),
    claim({
      n: 2106,
      policy: p('pol_2005'),
      group: 'rejected',
      status: S.rejected,
      created: '2025-01-22T16:45:00',
      updated: '2025-02-01T11:00:00',
    }),

    // Rizky Pratama
    claim({
      n: 5101,
      policy: p('pol_5001'),
      group: 'initiated',
      status: S.initiated,
      created: '2026-11-18T07:25:00',
      updated: '2026-11-18T07:25:00',
    }),
    claim({
      n: 5102,
      policy: p('pol_5002'),
      group: 'document_pending',
      status: S.documentPending,
      created: '2026-11-09T12:00:00',
      updated: '2026-11-09T12:00:00',
    }),
    claim({
      n: 5103,
      policy: p('pol_5002'),
      group: 'document_received',
      status: S.paymentInProcess,
      benefit: 1,
      created: '2026-08-15T15:15:00',
      updated: '2026-08-25T09:40:00',
    }),
    claim({
      n: 5104,
      policy: p('pol_5001'),
      group: 'document_reprocess',
      status: S.reupload,
      created: '2026-10-25T18:05:00',
      updated: '2026-11-11T10:15:00',
    }),
    claim({
      n: 5105,
      policy: p('pol_5003'),
      group: 'settled',
      status: S.settled,
      benefit: 1,
      created: '2025-03-03T09:00:00',
      updated: '2025-03-10T17:00:00',
    }),
    claim({
      n: 5106,
      policy: p('pol_5004'),
      group: 'rejected',
      status: S.rejected,
      created: '2025-03-28T11:30:00',
      updated: '2025-04-04T08:20:00',
    }),

    // Putri Anggraini (dana)
    claim({
      n: 6101,
      policy: p('pol_6001'),
      group: 'initiated',
      status: S.initiated,
      created: '2026-11-21T20:05:00',
      updated: '2026-11-21T20:05:00',
    }),
    claim({
      n: 6102,
      policy: p('pol_6002'),
      group: 'document_pending',
      status: S.documentPending,
      created: '2026-11-16T09:50:00',
      updated: '2026-11-16T09:50:00',
    }),
    claim({
      n: 6103,
      policy: p('pol_6002'),
      group: 'document_received',
      status: S.documentVerified,
      benefit: 1,
      created: '2026-10-02T10:10:00',
      updated: '2026-10-04T13:00:00',
    }),
    claim({
      n: 6104,
      policy: p('pol_6004'),
      group: 'document_reprocess',
      status: S.reupload,
      created: '2026-10-20T14:35:00',
      updated: '2026-11-14T16:00:00',
    }),
    claim({
      n: 6105,
      policy: p('pol_6003'),
      group: 'settled',
      status: S.paid,
      created: '2025-04-11T12:00:00',
      updated: '2025-04-15T10:00:00',
    }),
    claim({
      n: 6106,
      policy: p('pol_6003'),
      group: 'rejected',
      status: S.rejected,
      created: '2025-06-01T08:45:00',
      updated: '2025-06-09T15:30:00',
    }),
  ];
}
