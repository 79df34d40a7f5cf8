import type { ClaimStatusCode } from '@portal/contracts/entities/claim-status';
import type { AgencyPolicy } from '@portal/contracts/entities/agency';
import { agencyPackageBenefits } from './claim-catalogue.ts';
import {
  addDays,
  claimStatusView,
  DOCUMENT_DEADLINE_DAYS,
  GROUPS_WITH_DOCUMENT_DEADLINE,
} from './claim-status.ts';
import { seedAgencyPolicies } from './seed-agency.ts';
import type { ClaimRecord } from './types.ts';

/** Card of an agency claim: product is the agency product code, the holder is the insured named on the policy. */
export function agencyClaimRecord(options: {
  n: number;
  ownerId: string;
  policy: AgencyPolicy;
  benefitName: string;
  status: ClaimStatusCode;
  /** Jakarta date-times with offset. */
  created: string;
  updated: string;
}): ClaimRecord {
  const { policy } = options;
  const status = claimStatusView(options.status);
  return {
    owner_id: options.ownerId,
    partner_id: policy.provider_package.provider.code,
    policy_id: policy.reference_id,
    card: {
      claim_id: `clm_${options.n}`,
      claim_no: `AGC-${options.created.slice(0, 4)}-${String(options.n).padStart(6, '0')}`,
      product_key: policy.provider_package.package.product.code,
      product_display_name: policy.provider_package.package.name,
      policy_holder_name: policy.name,
      benefit: options.benefitName,
      status_group: status.status_group,
      status_code: status.status_code,
      status_display_name: status.status_display_name,
      external_status_display_name: null,
      created_at: options.created,
      max_doc_submission_date: GROUPS_WITH_DOCUMENT_DEADLINE.includes(status.status_group)
        ? addDays(options.created, DOCUMENT_DEADLINE_DAYS)
        : null,
      last_updated_date: options.updated,
      category: policy.provider_package.package.product.code,
    },
  };
}

/** Reference id, benefit index, status, created, updated (Jakarta wall clock). */
const AGENCY_CLAIMS: readonly (readonly [number, string, number, ClaimStatusCode, string, string])[] = [
  [7001, 'agp_3001', 0, 'initiated', '2026-11-19T10:30:00', '2026-11-19T10:30:00'],
  [7002, 'agp_3002', 0, 'survey_in_progress', '2026-10-28T09:00:00', '2026-11-05T14:15:00'],
  [7003, 'agp_3011', 0, 'claim_payment_paid', '2026-11-12T08:20:00', '2026-11-16T11:00:00'],
  [7004, 'agp_3006', 0, 'rejected', '2025-08-30T13:45:00', '2025-09-08T10:00:00'],
  [7005, 'agp_4001', 0, 'document_reprocess', '2026-10-15T16:10:00', '2026-11-10T09:30:00'],
];

/** Agency claims `clm_7001`…: Agus has four (initiated, in survey, paid, rejected), Dewi one to re-upload. */
export function seedAgencyClaims(): ClaimRecord[] {
  const policies = seedAgencyPolicies();
  return AGENCY_CLAIMS.map(([n, referenceId, benefitIndex, status, created, updated]) => {
    const record = policies.find((entry) => entry.policy.reference_id === referenceId);
    const benefit =
      record && agencyPackageBenefits(record.policy.provider_package.package.code)[benefitIndex];
    if (!record || !benefit) throw new Error(`Agency claim ${n} refers to unknown ${referenceId}`);
    return agencyClaimRecord({
      n,
      ownerId: record.owner_id,
      policy: record.policy,
      benefitName: benefit.name,
      status,
      created: `${created}+07:00`,
      updated: `${updated}+07:00`,
    });
  });
}
