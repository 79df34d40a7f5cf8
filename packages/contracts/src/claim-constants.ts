/**
 * Claim status groups, list filters and status codes (spec §4) as plain data, without zod: the web imports
 * these at runtime, and the entity schemas in entities/claim.ts and entities/claim-status.ts build on them.
 */
/** Claim status groups of spec §4. */
export const CLAIM_STATUS_GROUPS = [
  'initiated',
  'document_pending',
  'document_received',
  'document_reprocess',
  'settled',
  'rejected',
  'claim_rejected',
] as const;
export type ClaimStatusGroup = (typeof CLAIM_STATUS_GROUPS)[number];

/** Claim list tabs of spec §4: all, initiated, after-documents (in process), settled (closed). */
export const CLAIM_LIST_FILTERS = ['all', 'initiated', 'after-documents', 'settled'] as const;
export type ClaimListFilter = (typeof CLAIM_LIST_FILTERS)[number];

/** Which status groups each tab shows. */
export const CLAIM_FILTER_GROUPS: Record<ClaimListFilter, readonly ClaimStatusGroup[]> = {
  all: CLAIM_STATUS_GROUPS,
  initiated: ['initiated', 'document_pending'],
  'after-documents': ['document_received', 'document_reprocess'],
  settled: ['settled', 'rejected', 'claim_rejected'],
};

/**
 * Claim status codes (spec §4): the codes behind the status groups, the codes behind each status label,
 * and the later-stage codes the spec names (salvage, survey, repair and workshop, payment, provider).
 */
export const CLAIM_STATUS_CODES = [
  'initiated',
  'document_pending',
  'document_received',
  'document_reprocess',
  'document_verification',
  'document_verified',
  'claim_verification',
  'in_verification',
  'survey_scheduled',
  'survey_in_progress',
  'survey_successful',
  'service_center_check',
  'service_center_approval',
  'waiting_for_device',
  'work_order_released',
  'workshop_in_repair',
  'workshop_repair_completed',
  'workshop_work_completed',
  'salvage_in_progress',
  'salvage_return_approved',
  'salvage_completed',
  'claim_pending_from_provider',
  'claim_accepted',
  'approved',
  'claim_payment_pending',
  'claim_payment_paid',
  'settled',
  'claim_completed',
  'claim_closed',
  'claim_cancelled_by_customer',
  'rejected',
  'claim_rejected',
] as const;
export type ClaimStatusCode = (typeof CLAIM_STATUS_CODES)[number];

/** Whether a code (from upstream, so any string) is one the portal knows. */
export function isClaimStatusCode(value: unknown): value is ClaimStatusCode {
  return (CLAIM_STATUS_CODES as readonly unknown[]).includes(value);
}

/** Status labels of spec §4 as i18n keys (packages/i18n holds the texts). */
export const CLAIM_STATUS_LABEL_KEYS = [
  'claims_status_initiated',
  'claims_status_document_verification',
  'claims_status_claim_verification',
  'claims_status_document_pending',
  'claims_status_in_survey',
  'claims_status_survey_successful',
  'claims_status_work_completed',
  'claims_status_document_received',
  'claims_status_verified',
  'claims_status_re_upload',
  'claims_status_rejected',
  'claims_status_in_verification',
  'claims_status_approved',
  'claims_status_paid',
  'claims_status_payment_in_process',
  'claims_status_service_center_check',
  'claims_status_in_repair',
  'claims_status_repair_completed',
  'claims_status_waiting_for_device',
  'claims_status_approval_from_service_center',
  'claims_status_cancelled',
  'claims_status_return_of_goods_approved',
  'claims_status_in_progress',
  'claims_status_accepted',
  'claims_status_settled',
  'claims_status_completed',
  'claims_status_closed',
] as const;
export type ClaimStatusLabelKey = (typeof CLAIM_STATUS_LABEL_KEYS)[number];

/**
 * Which status group (and so which list tab and colour) each code falls in. The spec does not give this
 * mapping beyond the group names; codes between document receipt and payout count as in process
 * (document_received), cancellation counts as rejected.
 */
export const CLAIM_STATUS_GROUP_BY_CODE: Record<ClaimStatusCode, ClaimStatusGroup> = {
  initiated: 'initiated',
  document_pending: 'document_pending',
  document_received: 'document_received',
  document_reprocess: 'document_reprocess',
  document_verification: 'document_received',
  document_verified: 'document_received',
  claim_verification: 'document_received',
  in_verification: 'document_received',
  survey_scheduled: 'document_received',
  survey_in_progress: 'document_received',
  survey_successful: 'document_received',
  service_center_check: 'document_received',
  service_center_approval: 'document_received',
  waiting_for_device: 'document_received',
  work_order_released: 'document_received',
  workshop_in_repair: 'document_received',
  workshop_repair_completed: 'document_received',
  workshop_work_completed: 'document_received',
  salvage_in_progress: 'document_received',
  salvage_return_approved: 'document_received',
  salvage_completed: 'settled',
  claim_pending_from_provider: 'document_received',
  claim_accepted: 'document_received',
  approved: 'document_received',
  claim_payment_pending: 'document_received',
  claim_payment_paid: 'settled',
  settled: 'settled',
  claim_completed: 'settled',
  claim_closed: 'settled',
  claim_cancelled_by_customer: 'rejected',
  rejected: 'rejected',
  claim_rejected: 'claim_rejected',
};

/** The status label each code shows. */
export const CLAIM_STATUS_LABEL_KEY_BY_CODE: Record<ClaimStatusCode, ClaimStatusLabelKey> = {
  initiated: 'claims_status_initiated',
  document_pending: 'claims_status_document_pending',
  document_received: 'claims_status_document_received',
  document_reprocess: 'claims_status_re_upload',
  document_verification: 'claims_status_document_verification',
  document_verified: 'claims_status_verified',
  claim_verification: 'claims_status_claim_verification',
  in_verification: 'claims_status_in_verification',
  survey_scheduled: 'claims_status_in_survey',
  survey_in_progress: 'claims_status_in_survey',
  survey_successful: 'claims_status_survey_successful',
  service_center_check: 'claims_status_service_center_check',
  service_center_approval: 'claims_status_approval_from_service_center',
  waiting_for_device: 'claims_status_waiting_for_device',
  work_order_released: 'claims_status_in_progress',
  workshop_in_repair: 'claims_status_in_repair',
  workshop_repair_completed: 'claims_status_repair_completed',
  workshop_work_completed: 'claims_status_work_completed',
  salvage_in_progress: 'claims_status_in_progress',
  salvage_return_approved: 'claims_status_return_of_goods_approved',
  salvage_completed: 'claims_status_completed',
  claim_pending_from_provider: 'claims_status_in_progress',
  claim_accepted: 'claims_status_accepted',
  approved: 'claims_status_approved',
  claim_payment_pending: 'claims_status_payment_in_process',
  claim_payment_paid: 'claims_status_paid',
  settled: 'claims_status_settled',
  claim_completed: 'claims_status_completed',
  claim_closed: 'claims_status_closed',
  claim_cancelled_by_customer: 'claims_status_cancelled',
  rejected: 'claims_status_rejected',
  claim_rejected: 'claims_status_rejected',
};

/** Spec §4 "Status codes for final submit": initiated and reprocess. */
export const FINAL_SUBMIT_STATUS_CODES: readonly ClaimStatusCode[] = ['initiated', 'document_reprocess'];

export function allowsFinalSubmit(code: ClaimStatusCode): boolean {
  return FINAL_SUBMIT_STATUS_CODES.includes(code);
}

/** Statuses in which the customer may still change forms and documents (the portal's 'Lengkapi' entry). */
export const EDITABLE_STATUS_CODES: readonly ClaimStatusCode[] = [
  'initiated',
  'document_pending',
  'document_reprocess',
];

export function allowsCustomerEdit(code: ClaimStatusCode): boolean {
  return EDITABLE_STATUS_CODES.includes(code);
}
