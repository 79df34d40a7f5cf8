import { z } from 'zod';
import { CountryCode, LanguageCode, OtpMedium, PhoneNumber } from '@portal/contracts/entities/auth';

/**
 * Inputs several routers accept: one definition each, so a procedure of one domain never imports another
 * domain's router to validate the same thing (decision record 0045).
 */

/**
 * The page's key for one intended creation or message (a UUID), reused by its retries. It is sent on as the
 * broker's idempotency-key header, so only characters a header carries as they are.
 */
export const IdempotencyKey = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** A creation is remembered under its idempotency key this long (retries, double clicks, two tabs). */
export const CREATE_REMEMBER_MS = 30 * 60_000;

/** A typed national number: users often type the trunk prefix 0, which the broker wants without. */
export const nationalPhoneInput = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, '').replace(/^0+/, ''))
  .pipe(PhoneNumber);

/** Where to send an OTP code (a login, a phone change) and in which language. */
export const SendCodeInput = z.object({
  countryCode: CountryCode,
  phone: nationalPhoneInput,
  medium: OtpMedium,
  languageCode: LanguageCode,
});
