import { isErrorKey, type ErrorKey } from '@portal/contracts/errors';
import { m } from '@portal/i18n/messages';
import { getLocale } from '@portal/i18n/runtime';
import { telemetry } from './telemetry-setup.ts';

/** Every catalogue key with its text; the Record type makes a new key in contracts fail the typecheck here. */
const ERROR_TEXT: Record<ErrorKey, () => string> = {
  default_error: () => m.error_default_error(),
  otp_send_failed: () => m.error_otp_send_failed(),
  otp_verify_failed: () => m.error_otp_verify_failed(),
  login_failed: () => m.error_login_failed(),
  general_error: () => m.error_general_error(),
  something_wrong: () => m.error_something_wrong(),
  system_error_contact_cs: () => m.error_system_error_contact_cs(),
  server_error: () => m.error_server_error(),
  server_problem: () => m.error_server_problem(),
  policy_list_failed: () => m.error_policy_list_failed(),
  claim_list_failed: () => m.error_claim_list_failed(),
  policy_detail_failed: () => m.error_policy_detail_failed(),
  benefits_unavailable: () => m.error_benefits_unavailable(),
  claim_detail_failed: () => m.error_claim_detail_failed(),
  file_upload_failed: () => m.error_file_upload_failed(),
  image_verification_failed: () => m.error_image_verification_failed(),
  image_status_failed: () => m.error_image_status_failed(),
  data_match_failed: () => m.error_data_match_failed(),
  chat_send_failed: () => m.error_chat_send_failed(),
  image_content_mismatch: () => m.error_image_content_mismatch({ label: m.common_data_label() }),
  not_found: () => m.error_not_found(),
  unauthorized: () => m.error_unauthorized(),
  rate_limited: () => m.error_rate_limited(),
  session_expired: () => m.error_session_expired(),
  otp_expired: () => m.error_otp_expired(),
  otp_locked: () => m.error_otp_locked(),
  invalid_input: () => m.error_invalid_input(),
  file_too_large: () => m.error_file_too_large(),
  file_too_small: () => m.error_file_too_small(),
  file_type_refused: () => m.error_file_type_refused(),
  form_save_failed: () => m.error_form_save_failed(),
  claim_submit_failed: () => m.error_claim_submit_failed(),
  bank_verify_failed: () => m.error_bank_verify_failed(),
  bank_holder_mismatch: () => m.error_bank_holder_mismatch(),
  bank_account_save_failed: () => m.error_bank_account_save_failed(),
  bank_account_exists: () => m.error_bank_account_exists(),
  bank_unknown: () => m.error_bank_unknown(),
  bank_account_not_found: () => m.error_bank_account_not_found(),
  bank_account_delete_failed: () => m.error_bank_account_delete_failed(),
  bank_account_preferred_failed: () => m.error_bank_account_preferred_failed(),
  bank_accounts_load_failed: () => m.error_bank_accounts_load_failed(),
  bank_list_failed: () => m.error_bank_list_failed(),
  documents_load_failed: () => m.error_documents_load_failed(),
  document_save_failed: () => m.error_document_save_failed(),
  document_delete_failed: () => m.error_document_delete_failed(),
  document_not_found: () => m.error_document_not_found(),
  service_centre_unavailable: () => m.error_service_centre_unavailable(),
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

/** The `data` the gateway's error formatter puts on every tRPC error; absent on network failures. */
function errorData(error: unknown): {
  errorKey?: unknown;
  serverMessage?: unknown;
  serverCode?: unknown;
  code?: unknown;
  path?: unknown;
} | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? data : null;
}

export function errorKeyOf(error: unknown): ErrorKey | null {
  const key = errorData(error)?.errorKey;
  if (isErrorKey(key)) return key;
  // A key the gateway sent that the page has no text for: shown with the fallback, reported (spec §8).
  if (typeof key === 'string') telemetry.reportMissingTranslation(`error_${key}`, getLocale());
  return null;
}

export function isUnauthorized(error: unknown): boolean {
  return errorData(error)?.code === 'UNAUTHORIZED';
}

/** The procedure that failed ('claims.detail'), when the gateway said. */
export function procedurePath(error: unknown): string | null {
  const path = errorData(error)?.path;
  return typeof path === 'string' ? path : null;
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

/** The broker's own error code, where the gateway passed it on with its text (validate-claim, spec §8). */
export function serverCodeOf(error: unknown): string | null {
  const code = errorData(error)?.serverCode;
  return typeof code === 'string' && code.trim() !== '' ? code : null;
}
