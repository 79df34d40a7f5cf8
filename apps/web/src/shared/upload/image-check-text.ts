import { m } from '@portal/i18n/messages';
import { errorText } from '../../lib/errors.ts';
import type { ImageCheckFailure } from './verify-image.ts';

/** The spec §8 text of a failed image verification and a hint on what to do about it. */
export function imageCheckFailureText(failure: ImageCheckFailure): { message: string; hint: string } {
  switch (failure.reason) {
    case 'invalid':
      return { message: errorText('image_verification_failed'), hint: m.upload_ocr_invalid_hint() };
    case 'unsuccessful':
      return { message: errorText('image_verification_failed'), hint: m.upload_ocr_unsuccessful_hint() };
    case 'timeout':
      return { message: errorText('image_status_failed'), hint: m.upload_ocr_timeout_hint() };
    case 'mismatch':
      return {
        message: m.error_image_content_mismatch({ label: failure.label }),
        hint: m.upload_ocr_mismatch_hint(),
      };
    case 'error':
      return { message: errorText(failure.errorKey), hint: m.upload_ocr_timeout_hint() };
  }
}
