import {
  CLAIM_VERIFICATION_MAX_WORKING_DAYS,
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_SECONDS,
  PAYOUT_WITHIN_HOURS,
  UPLOAD_FORMATS,
  UPLOAD_MAX_BYTES,
} from '@portal/contracts/constants';

/**
 * The numbers a text tells users (spec §1, §9), taken from the constants the portal itself enforces, so a
 * page of help or terms cannot promise something else.
 */
export const CLAIM_FACTS = {
  verificationDays: CLAIM_VERIFICATION_MAX_WORKING_DAYS,
  payoutHours: PAYOUT_WITHIN_HOURS,
  maxUploadMb: UPLOAD_MAX_BYTES / (1024 * 1024),
  uploadFormats: UPLOAD_FORMATS.join(', '),
  otpLength: OTP_LENGTH,
  otpResendSeconds: OTP_RESEND_COOLDOWN_SECONDS,
} as const;
