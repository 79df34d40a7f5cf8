/**
 * The error catalogue of spec §8 as keys. The Indonesian (and translated) texts live in packages/i18n
 * under `error_<key>`; code passes keys around, never the texts.
 */
export const ERROR_KEYS = [
  'default_error', // 'Terjadi Kesalahan' when a response has no error or message
  'otp_send_failed',
  'otp_verify_failed',
  'login_failed',
  'agency_login_not_agency', // a policyholder's account (no agency service) used on the agency login
  'general_error', // 'Terjadi beberapa kesalahan.'
  'something_wrong', // 'Ada yang salah. Silakan coba lagi.'
  'system_error_contact_cs', // 'Ada kesalahan di sistem kami, silahkan hubungi CS'
  'server_error', // 'Server Error'
  'server_problem',
  'policy_list_failed',
  'claim_list_failed',
  'policy_detail_failed',
  'benefits_unavailable',
  'claim_detail_failed',
  'file_upload_failed',
  'image_verification_failed',
  'image_status_failed',
  'data_match_failed',
  'chat_send_failed',
  'image_content_mismatch',
  'not_found',
  'unauthorized',
  'rate_limited',
  'session_expired',
  'otp_expired',
  'otp_locked',
  'invalid_input',
  'file_too_large', // spec §5: 'max {upperLimit} MB'
  'file_too_small', // spec §5: 'min {lowerlimit} KB'
  'file_type_refused', // not one of the five formats of spec §9, judged by the bytes
  'form_save_failed',
  'claim_submit_failed',
  'bank_verify_failed',
  'bank_holder_mismatch', // 'nama pemilik rekening tidak sesuai'
  'bank_account_unknown', // the bank knows no account with this number (verification), unlike a mismatch
  'bank_account_save_failed',
  'bank_account_exists', // the same bank and account number are saved already
  'bank_unknown', // a bank that is not on the master list
  'bank_account_not_found', // deleted meanwhile, or not the user's
  'bank_account_delete_failed',
  'bank_account_preferred_failed',
  'bank_accounts_load_failed',
  'bank_list_failed', // the banks master list
  'documents_load_failed',
  'document_save_failed',
  'document_delete_failed',
  'document_not_found', // deleted meanwhile, or not the user's
  'service_centre_unavailable',
  'service_centre_save_failed', // the broker failed (5xx, no answer) as the chosen centre was recorded
  'order_not_found', // a partner order or shipment invoice the broker does not know for this user
  'shipping_claim_exists', // one shipping and one return claim per order
  'policy_not_active', // the broker refuses a claim on a policy that is not in force
  'claim_in_progress', // an open claim on the same benefit for the same person
  'coverage_exhausted', // the benefit's limit is used up
  'individual_limit_exceeded', // the insured family member's own limit is reached
  'claim_window_closed', // a partner order (trip) older than its product's claim window
  'feedback_not_found', // a /feedback/{id}/{rating} link the broker does not know
  'feedback_already_given', // one answer per feedback form
  // endorsements: a tokenised link that cannot open its form says why
  'endorsement_token_invalid', // a link the broker does not know
  'endorsement_token_used', // a one-time link whose change was made already
  'endorsement_token_expired',
  'endorsement_token_foreign', // the link's token belongs to another policy
  'endorsement_verification_expired', // the endorsement OTP's authorization is spent or timed out: verify again
  'endorsement_policy_not_found', // not the user's, not of this route's product, or no policy with that number
  'endorsement_not_endorsable', // a policy not in force cannot be changed
  'endorsement_no_change', // the form was sent with every value as it was
  // spec §8: profile failures carry their own messages; phone and e-mail show the broker's text or code first
  'profile_load_failed',
  'profile_save_failed',
  'profile_photo_failed',
  'profile_locations_failed',
  'phone_update_failed',
  'email_update_failed',
  // the signed-in sessions on the profile (decision record 0039)
  'sessions_load_failed',
  'session_end_failed',
  'session_not_found', // ended meanwhile (elsewhere, or its lifetime ran out)
  // known refusals of a phone or e-mail change, in the user's language (decision record 0030)
  'email_in_use',
  'email_unchanged',
  'phone_in_use',
  'phone_unchanged',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
}
