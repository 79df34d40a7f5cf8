import type { ErrorKey } from '@portal/contracts/errors';
import { m } from '@portal/i18n/messages';

/*
 * The catalogue's texts that pages show without a failed tRPC call — a page's "could not load" text handed to
 * its list, the browser's checks of a file, an image check, a missing page, the loader's alert — in one module,
 * so that they travel in one chunk with the code every page loads rather than one small chunk each. The rest
 * of the catalogue (lib/errors.ts) is fetched when a call fails (lib/failure-text.ts); it takes these from here.
 */
export const PAGE_ERROR_TEXT = {
  default_error: () => m.error_default_error(),
  something_wrong: () => m.error_something_wrong(),
  not_found: () => m.error_not_found(),
  login_failed: () => m.error_login_failed(),
  session_expired: () => m.error_session_expired(),
  policy_list_failed: () => m.error_policy_list_failed(),
  policy_detail_failed: () => m.error_policy_detail_failed(),
  claim_list_failed: () => m.error_claim_list_failed(),
  claim_detail_failed: () => m.error_claim_detail_failed(),
  benefits_unavailable: () => m.error_benefits_unavailable(),
  documents_load_failed: () => m.error_documents_load_failed(),
  bank_accounts_load_failed: () => m.error_bank_accounts_load_failed(),
  bank_holder_mismatch: () => m.error_bank_holder_mismatch(),
  bank_account_unknown: () => m.error_bank_account_unknown(),
  file_too_large: () => m.error_file_too_large(),
  file_too_small: () => m.error_file_too_small(),
  file_type_refused: () => m.error_file_type_refused(),
  image_verification_failed: () => m.error_image_verification_failed(),
  image_status_failed: () => m.error_image_status_failed(),
} satisfies Partial<Record<ErrorKey, () => string>>;

export type PageErrorKey = keyof typeof PAGE_ERROR_TEXT;

export function pageErrorText(key: PageErrorKey): string {
  return PAGE_ERROR_TEXT[key]();
}

/** The image check's "this is not a {label}" text (the catalogue's own names a generic document). */
export function imageContentMismatchText(label: string): string {
  return m.error_image_content_mismatch({ label });
}
