import { z } from 'zod';
import { COUNTRY_CODES, LOCALES, OTP_MEDIUMS } from '../constants.ts';
import { ServiceName, User } from './user.ts';

export const CountryCode = z.enum(COUNTRY_CODES);
export const OtpMedium = z.enum(OTP_MEDIUMS);
/** National number without the country code: digits only, 6 to 14 of them. */
export const PhoneNumber = z.string().regex(/^\d{6,14}$/);
/** Full international number without '+', as the broker receives it. */
export const InternationalPhone = z.string().regex(/^\d{8,18}$/);
export const OtpCode = z.string().regex(/^\d{6}$/);
export const LanguageCode = z.enum(LOCALES);

export const SendOtpRequest = z.object({
  captcha_response: z.string().optional(),
  phone: InternationalPhone,
  partner: z.string().optional(),
  medium: OtpMedium,
  language_code: LanguageCode,
});
export const SendOtpResponse = z.object({ result: z.boolean(), operation_id: z.string() });

// shape not given by spec: the verify call's payload
export const VerifyOtpRequest = z.object({
  operation_id: z.string(),
  phone: InternationalPhone,
  otp: OtpCode,
});
/** Response of verify-otp-and-get-session: token, profile, user.services (spec §7). */
export const SessionGrant = z.object({
  token: z.string(),
  profile: User,
  user: z.object({ services: z.array(ServiceName) }),
});
export type SessionGrant = z.infer<typeof SessionGrant>;

export const ResendOtpRequest = z.object({
  mobile_no: InternationalPhone,
  operation_id: z.string(),
  language_code: LanguageCode,
  medium: OtpMedium.optional(),
});

// shape not given by spec
export const WhatsappStatusQuery = z.object({ operation_id: z.string() });
export const WhatsappStatus = z.object({
  operation_id: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
});
export type WhatsappStatus = z.infer<typeof WhatsappStatus>;

// shape not given by spec
export const VerifySessionResponse = z.object({ valid: z.boolean(), profile: User });

export const VerifySsoRequest = z.object({ access_token: z.string().min(1) });

/** Auth session of spec §3, as the gateway keeps it (the token never reaches the page). */
export const AuthSession = z.object({
  token: z.string(),
  profile: User,
  services: z.array(ServiceName),
  operation_id: z.string().nullable(),
  phone: z.string().nullable(),
  country_code: CountryCode.default('62'),
  is_whatsapp_login: z.boolean(),
  is_authenticated: z.boolean(),
  is_sso_verified: z.boolean(),
});
export type AuthSession = z.infer<typeof AuthSession>;

/** Language option of spec §3. */
export const LanguageOption = z.object({ locale: LanguageCode, country_code: z.string(), flag: z.string() });
export type LanguageOption = z.infer<typeof LanguageOption>;
// shape not given by spec: translated messages keyed by message id
export const LanguageMessages = z.record(z.string(), z.string());
