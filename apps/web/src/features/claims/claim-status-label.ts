import {
  CLAIM_STATUS_LABEL_KEY_BY_CODE,
  isClaimStatusCode,
  type ClaimStatusLabelKey,
} from '@portal/contracts/claim-constants';
import type { ClaimCard } from '@portal/contracts/entities/claim';
import { m } from '@portal/i18n/messages';

const LABELS: Record<ClaimStatusLabelKey, () => string> = {
  claims_status_initiated: () => m.claims_status_initiated(),
  claims_status_document_verification: () => m.claims_status_document_verification(),
  claims_status_claim_verification: () => m.claims_status_claim_verification(),
  claims_status_document_pending: () => m.claims_status_document_pending(),
  claims_status_in_survey: () => m.claims_status_in_survey(),
  claims_status_survey_successful: () => m.claims_status_survey_successful(),
  claims_status_work_completed: () => m.claims_status_work_completed(),
  claims_status_document_received: () => m.claims_status_document_received(),
  claims_status_verified: () => m.claims_status_verified(),
  claims_status_re_upload: () => m.claims_status_re_upload(),
  claims_status_rejected: () => m.claims_status_rejected(),
  claims_status_in_verification: () => m.claims_status_in_verification(),
  claims_status_approved: () => m.claims_status_approved(),
  claims_status_paid: () => m.claims_status_paid(),
  claims_status_payment_in_process: () => m.claims_status_payment_in_process(),
  claims_status_service_center_check: () => m.claims_status_service_center_check(),
  claims_status_in_repair: () => m.claims_status_in_repair(),
  claims_status_repair_completed: () => m.claims_status_repair_completed(),
  claims_status_waiting_for_device: () => m.claims_status_waiting_for_device(),
  claims_status_approval_from_service_center: () => m.claims_status_approval_from_service_center(),
  claims_status_cancelled: () => m.claims_status_cancelled(),
  claims_status_return_of_goods_approved: () => m.claims_status_return_of_goods_approved(),
  claims_status_in_progress: () => m.claims_status_in_progress(),
  claims_status_accepted: () => m.claims_status_accepted(),
  claims_status_settled: () => m.claims_status_settled(),
  claims_status_completed: () => m.claims_status_completed(),
  claims_status_closed: () => m.claims_status_closed(),
};

/**
 * The status label in the user's language for a known status code; for a code the portal does not know
 * yet, the broker's display name (external one first), which is better than nothing.
 */
export function claimStatusLabel(
  claim: Pick<ClaimCard, 'status_code' | 'status_display_name' | 'external_status_display_name'>,
): string {
  const code = claim.status_code;
  if (isClaimStatusCode(code)) return LABELS[CLAIM_STATUS_LABEL_KEY_BY_CODE[code]]();
  return claim.external_status_display_name ?? claim.status_display_name;
}
