import { z } from 'zod';
import { PROFILE_NAME_MAX_LENGTH } from '../constants.ts';
import { CountryCode, LanguageCode, OtpCode, OtpMedium, PhoneNumber } from './auth.ts';
import { isValidEmail } from './email-rule.ts';
import { User } from './user.ts';

/**
 * An e-mail address by the one rule of `email-rule.ts`, for requests and answers alike (decision record 0015):
 * what update-email accepts, the profile and the user details can always carry back.
 */
export const EmailAddress = z.string().refine(isValidEmail, { message: 'Masukkan email yang valid' });

// shape not given by spec: the editable profile (GET/PUT /api/v1/user/profile/)
export const UserProfile = z.object({
  name: z.string().trim().min(1).max(PROFILE_NAME_MAX_LENGTH),
  email: EmailAddress.nullable(),
  phone: z.string(),
  country_code: CountryCode,
  date_of_birth: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  profile_picture_url: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfile>;

// shape not given by spec
export const UserProfileUpdate = UserProfile.pick({
  name: true,
  date_of_birth: true,
  gender: true,
  profile_picture_url: true,
}).partial();
export type UserProfileUpdate = z.infer<typeof UserProfileUpdate>;

// shape not given by spec: the user of spec §3 with contact details (reloaded after an e-mail change)
export const UserDetails = User.extend({
  email: EmailAddress.nullable(),
  phone: z.string(),
  country_code: CountryCode,
});
export type UserDetails = z.infer<typeof UserDetails>;

// shape not given by spec
export const UserLocation = z.object({
  id: z.string().min(1),
  label: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postal_code: z.string(),
});
export type UserLocation = z.infer<typeof UserLocation>;

// shape not given by spec: a phone change is confirmed by a code sent to the new number, as a login is
export const PhoneChangeOtpRequest = z.object({
  country_code: CountryCode,
  phone: PhoneNumber,
  medium: OtpMedium,
  language_code: LanguageCode,
});
export type PhoneChangeOtpRequest = z.infer<typeof PhoneChangeOtpRequest>;

// shape not given by spec (spec §4: a successful phone update forces sign-out): the new number with the
// operation and code of the OTP sent to it
export const UpdatePhoneRequest = z.object({
  country_code: CountryCode,
  phone: PhoneNumber,
  operation_id: z.string().min(1),
  otp: OtpCode,
});
export type UpdatePhoneRequest = z.infer<typeof UpdatePhoneRequest>;

/** Spec §5: e-mail is required and must be valid. */
export const EmailRequest = z.object({ email: EmailAddress });
export type EmailRequest = z.infer<typeof EmailRequest>;
