/**
 * The error catalogue of spec §8 as keys. The Indonesian (and translated) texts live in packages/i18n
 * under `error_<key>`; code passes keys around, never the texts.
 */
export const ERROR_KEYS = [
  'default_error', // 'Terjadi Kesalahan' when a response has no error or message
  'otp_send_failed',
  'otp_verify_failed',
  'login_failed',
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
  'bank_account_save_failed',
  'service_centre_unavailable',
  'order_not_found', // a partner order or shipment invoice the broker does not know for this user
  'shipping_claim_exists', // one shipping and one return claim per order
  'feedback_not_found', // a /feedback/{id}/{rating} link the broker does not know
  'feedback_already_given', // one answer per feedback form
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value);
}
