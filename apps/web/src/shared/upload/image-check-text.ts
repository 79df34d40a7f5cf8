import { m } from '@portal/i18n/messages';
import { imageContentMismatchText, pageErrorText } from '../../lib/page-error-texts.ts';
import type { ImageCheckFailure } from './verify-image.ts';

/**
 * The spec §8 text of a failed image verification and a hint on what to do about it: the catalogue's texts of
 * lib/page-error-texts.ts, so that the uploader does not bring the whole catalogue.
 */
export function imageCheckFailureText(failure: ImageCheckFailure): { message: string; hint: string } {
  switch (failure.reason) {
    case 'invalid':
      return { message: pageErrorText('image_verification_failed'), hint: m.upload_ocr_invalid_hint() };
    case 'unsuccessful':
      return { message: pageErrorText('image_verification_failed'), hint: m.upload_ocr_unsuccessful_hint() };
    case 'timeout':
      return { message: pageErrorText('image_status_failed'), hint: m.upload_ocr_timeout_hint() };
    case 'mismatch':
      return {
        message: imageContentMismatchText(failure.label),
        hint: m.upload_ocr_mismatch_hint(),
      };
    case 'error':
      return { message: pageErrorText(failure.errorKey), hint: m.upload_ocr_timeout_hint() };
  }
}
