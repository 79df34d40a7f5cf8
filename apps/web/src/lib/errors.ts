import type { ErrorKey } from '@portal/contracts/errors';
import { m } from '@portal/i18n/messages';
import { errorData, errorKeyOf } from './error-data.ts';
import { PAGE_ERROR_TEXT } from './page-error-texts.ts';

// The whole catalogue, every text in four languages: imported by the login form, and fetched by pages when a
// call fails (lib/failure-text.ts). Code that every page loads reads the error's data from lib/error-data.ts.
export { errorKeyOf, isUnauthorized, procedurePath, serverCodeOf } from './error-data.ts';

/** Every catalogue key with its text; the Record type makes a new key in contracts fail the typecheck here. */
const ERROR_TEXT: Record<ErrorKey, () => string> = {
  ...PAGE_ERROR_TEXT,
  otp_send_failed: () => m.error_otp_send_failed(),
  otp_verify_failed: () => m.error_otp_verify_failed(),
  agency_login_not_agency: () => m.error_agency_login_not_agency(),
  general_error: () => m.error_general_error(),
  system_error_contact_cs: () => m.error_system_error_contact_cs(),
  server_error: () => m.error_server_error(),
  server_problem: () => m.error_server_problem(),
  file_upload_failed: () => m.error_file_upload_failed(),
  data_match_failed: () => m.error_data_match_failed(),
  chat_send_failed: () => m.error_chat_send_failed(),
  image_content_mismatch: () => m.error_image_content_mismatch({ label: m.common_data_label() }),
  unauthorized: () => m.error_unauthorized(),
  rate_limited: () => m.error_rate_limited(),
  otp_expired: () => m.error_otp_expired(),
  otp_locked: () => m.error_otp_locked(),
  invalid_input: () => m.error_invalid_input(),
  form_save_failed: () => m.error_form_save_failed(),
  claim_submit_failed: () => m.error_claim_submit_failed(),
  bank_verify_failed: () => m.error_bank_verify_failed(),
  bank_account_save_failed: () => m.error_bank_account_save_failed(),
  bank_account_exists: () => m.error_bank_account_exists(),
  bank_unknown: () => m.error_bank_unknown(),
  bank_account_not_found: () => m.error_bank_account_not_found(),
  bank_account_delete_failed: () => m.error_bank_account_delete_failed(),
  bank_account_preferred_failed: () => m.error_bank_account_preferred_failed(),
  bank_list_failed: () => m.error_bank_list_failed(),
  document_save_failed: () => m.error_document_save_failed(),
  document_delete_failed: () => m.error_document_delete_failed(),
  document_not_found: () => m.error_document_not_found(),
  service_centre_unavailable: () => m.error_service_centre_unavailable(),
  service_centre_save_failed: () => m.error_service_centre_save_failed(),
  policy_not_active: () => m.error_policy_not_active(),
  claim_in_progress: () => m.error_claim_in_progress(),
  coverage_exhausted: () => m.error_coverage_exhausted(),
  individual_limit_exceeded: () => m.error_individual_limit_exceeded(),
  claim_window_closed: () => m.error_claim_window_closed(),
  email_in_use: () => m.error_email_in_use(),
  email_unchanged: () => m.error_email_unchanged(),
  phone_in_use: () => m.error_phone_in_use(),
  phone_unchanged: () => m.error_phone_unchanged(),
  sessions_load_failed: () => m.error_sessions_load_failed(),
  session_end_failed: () => m.error_session_end_failed(),
  session_not_found: () => m.error_session_not_found(),
  order_not_found: () => m.error_order_not_found(),
  shipping_claim_exists: () => m.error_shipping_claim_exists(),
  feedback_not_found: () => m.error_feedback_not_found(),
  feedback_already_given: () => m.error_feedback_already_given(),
  endorsement_token_invalid: () => m.error_endorsement_token_invalid(),
  endorsement_token_used: () => m.error_endorsement_token_used(),
  endorsement_token_expired: () => m.error_endorsement_token_expired(),
  endorsement_token_foreign: () => m.error_endorsement_token_foreign(),
  endorsement_verification_expired: () => m.error_endorsement_verification_expired(),
  endorsement_policy_not_found: () => m.error_endorsement_policy_not_found(),
  endorsement_not_endorsable: () => m.error_endorsement_not_endorsable(),
  endorsement_no_change: () => m.error_endorsement_no_change(),
  profile_load_failed: () => m.error_profile_load_failed(),
  profile_save_failed: () => m.error_profile_save_failed(),
  profile_photo_failed: () => m.error_profile_photo_failed(),
  profile_locations_failed: () => m.error_profile_locations_failed(),
  phone_update_failed: () => m.error_phone_update_failed(),
  email_update_failed: () => m.error_email_update_failed(),
};

export function errorText(key: ErrorKey): string {
  return ERROR_TEXT[key]();
}

/**
 * The text to show for a failed call: the catalogue text of the error's key, else of `fallback`. With
 * `serverMessage`, the broker's own wording wins where the gateway passed it on (OTP errors, spec §8).
 */
export function describeError(
  error: unknown,
  options: { fallback?: ErrorKey; serverMessage?: boolean } = {},
): string {
  const data = errorData(error);
  if (options.serverMessage && typeof data?.serverMessage === 'string' && data.serverMessage.trim() !== '') {
    return data.serverMessage;
  }
  const key = errorKeyOf(error);
  return errorText(key && key !== 'default_error' ? key : (options.fallback ?? 'default_error'));
}
