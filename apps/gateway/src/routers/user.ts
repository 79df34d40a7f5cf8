import { z } from 'zod';
import { PROFILE_NAME_MAX_LENGTH } from '@portal/contracts/constants';
import { CountryCode, OtpCode } from '@portal/contracts/entities/auth';
import { isValidEmail, normalizeEmail } from '@portal/contracts/entities/email-rule';
import { isCalendarDate } from '@portal/contracts/entities/form-field-rules';
import type { UserDetails, UserProfile } from '@portal/contracts/entities/profile';
import { sessionOwner } from '../files/file-refs.ts';
import type { SessionData } from '../session.ts';
import type { Context } from '../trpc/context.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { orFail, portalError, toPortalError, type UpstreamFailureMapping } from '../trpc/errors.ts';
import { UpstreamError } from '../upstream/client.ts';
import { guardOtpVerify, phoneRecipient, spendOtpSend } from '../otp-budgets.ts';
import { sessionUserKey } from '../session.ts';
import { nationalPhoneInput, SendCodeInput } from '../trpc/inputs.ts';
import { fileUrlOf } from '../claims/claim-files.ts';

type UserContext = Pick<Context, 'config' | 'setSession'> & { session: SessionData };

/** The broker's picture URL as a file ref the page can show (GET /files/…); the URL itself never leaves. */
function pictureRef(ctx: Pick<UserContext, 'config' | 'session'>, url: string | null): string | null {
  return url ? ctx.config.fileRefs.toRef(sessionOwner(ctx.session), url) : null;
}

function profileView(ctx: UserContext, profile: UserProfile): UserProfile {
  return { ...profile, profile_picture_url: pictureRef(ctx, profile.profile_picture_url) };
}

function detailsView(ctx: UserContext, details: UserDetails): UserDetails {
  return {
    ...details,
    profile: { profile_picture_url: pictureRef(ctx, details.profile.profile_picture_url) },
  };
}

/**
 * The session keeps the name and photo the header shows; after a save they follow the profile, so the header
 * is right at once (the session check would also bring them on its next run).
 */
function followProfile(ctx: UserContext, profile: UserProfile): void {
  const { session } = ctx;
  ctx.setSession({
    ...session,
    user: {
      ...session.user,
      name: profile.name,
      profile: { profile_picture_url: profile.profile_picture_url },
    },
  });
}

/** The broker's field refusals of a profile save, by its error code (spec §8: profile failures are specific). */
const PROFILE_FIELD_REFUSALS: Partial<Record<string, string>> = {
  invalid_date_of_birth: 'date_of_birth',
};

/**
 * Spec §8: phone and e-mail failures show the broker's message or code. The refusals the portal knows are told in
 * the user's language, without the code (the text says it all); any other shows the broker's text and code, and
 * the catalogue key is the fallback when it sends none (decision record 0030).
 */
const contactFailure = (
  errorKey: 'phone_update_failed' | 'email_update_failed' | 'otp_send_failed',
): UpstreamFailureMapping => ({
  errorKey,
  passServerMessage: true,
  byCode: {
    otp_expired: 'otp_expired',
    otp_locked: 'otp_locked',
    otp_invalid: 'otp_verify_failed',
    email_in_use: 'email_in_use',
    email_unchanged: 'email_unchanged',
    phone_in_use: 'phone_in_use',
    phone_unchanged: 'phone_unchanged',
  },
  byCodeWithOwnText: true,
});

/** Spec §5: required, and valid by the one e-mail rule of the contracts (the broker checks the same). */
const EmailInput = z.object({
  email: z
    .string()
    .max(320)
    .transform(normalizeEmail)
    .refine((email) => email !== '', 'required')
    .refine(isValidEmail, 'invalid'),
});

export const userRouter = router({
  /** The editable profile (spec §3, §7 GET profile); the photo as a file ref. */
  profile: protectedProcedure.query(async ({ ctx }) =>
    profileView(ctx, await orFail(ctx.upstream.call('userProfile'), { errorKey: 'profile_load_failed' })),
  ),

  /** The user with contact details (spec §4: what an e-mail change reloads). */
  details: protectedProcedure.query(async ({ ctx }) =>
    detailsView(ctx, await orFail(ctx.upstream.call('userDetails'), { errorKey: 'profile_load_failed' })),
  ),

  /** The user's saved addresses. */
  locations: protectedProcedure.query(async ({ ctx }) => {
    const locations = await orFail(ctx.upstream.call('userLocations'), {
      errorKey: 'profile_locations_failed',
    });
    return locations.data;
  }),

  /**
   * Saves the details (PUT profile) and, with `photo`, a new picture: the file ref of an upload
   * (tus to /upload/tus + uploads.finish) unsealed to the broker's URL. Answers the saved profile.
   */
  updateProfile: protectedProcedure
    .input(
      z
        .object({
          name: z.string().trim().min(1).max(PROFILE_NAME_MAX_LENGTH).optional(),
          dateOfBirth: z.string().refine(isCalendarDate).nullable().optional(),
          gender: z.enum(['male', 'female']).nullable().optional(),
          photo: z.string().min(1).max(2048).optional(),
        })
        .refine((input) => Object.values(input).some((value) => value !== undefined), 'nothing to save'),
    )
    .mutation(async ({ ctx, input }) => {
      const errorKey = input.photo === undefined ? 'profile_save_failed' : 'profile_photo_failed';
      let pictureUrl: string | undefined;
      if (input.photo !== undefined) {
        try {
          pictureUrl = fileUrlOf(ctx, input.photo);
        } catch {
          throw portalError('BAD_REQUEST', 'profile_photo_failed');
        }
      }
      let saved: UserProfile;
      try {
        saved = await ctx.upstream.call('updateUserProfile', {
          body: {
            name: input.name,
            date_of_birth: input.dateOfBirth,
            gender: input.gender,
            profile_picture_url: pictureUrl,
          },
        });
      } catch (error) {
        const field =
          error instanceof UpstreamError && error.body.code
            ? PROFILE_FIELD_REFUSALS[error.body.code]
            : undefined;
        if (field) throw portalError('BAD_REQUEST', errorKey, undefined, { [field]: 'format' });
        throw toPortalError(error, { errorKey });
      }
      followProfile(ctx, saved);
      return profileView(ctx, saved);
    }),

  /**
   * A phone change, step one: a code to the new number (spec §4), like a login's; it is sent again by
   * auth.resendOtp, as a login's code is.
   */
  sendPhoneOtp: protectedProcedure.input(SendCodeInput).mutation(async ({ ctx, input }) => {
    await spendOtpSend(ctx, phoneRecipient(`${input.countryCode}${input.phone}`));
    const sent = await orFail(
      ctx.upstream.call('sendPhoneChangeOtp', {
        body: {
          country_code: input.countryCode,
          phone: input.phone,
          medium: input.medium,
          language_code: input.languageCode,
        },
      }),
      // Nothing is changed yet: a failure is the code's that could not be sent.
      contactFailure('otp_send_failed'),
    );
    if (!sent.result) throw portalError('BAD_GATEWAY', 'otp_send_failed');
    return {
      operationId: sent.operation_id,
      phone: `${input.countryCode}${input.phone}`,
      medium: input.medium,
    };
  }),

  /**
   * A phone change, step two: the code confirms the new number. Spec §4: success forces sign-out; the broker
   * has ended every session of the user, and the gateway ends them too (revoked for every device, whatever
   * the broker did; this one's cookie goes). Wrong codes lock the number as a login's do.
   */
  updatePhone: protectedProcedure
    .input(
      z.object({
        countryCode: CountryCode,
        phone: nationalPhoneInput,
        operationId: z.string().min(1),
        otp: OtpCode,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const newPhone = phoneRecipient(`${input.countryCode}${input.phone}`);
      await guardOtpVerify(ctx, 'phone-change', newPhone, () =>
        orFail(
          ctx.upstream.call('updatePhone', {
            body: {
              country_code: input.countryCode,
              phone: input.phone,
              operation_id: input.operationId,
              otp: input.otp,
            },
          }),
          contactFailure('phone_update_failed'),
        ),
      );
      await ctx.config.stores.sessions.revokeUser(
        sessionUserKey(ctx.session),
        Date.now(),
        ctx.config.sessionMaxAgeSeconds * 1000,
      );
      await ctx.config.stores.sessionDirectory.removeAll(sessionUserKey(ctx.session));
      ctx.clearSession();
      return { signedOut: true as const, phone: `${input.countryCode}${input.phone}` };
    }),

  /** Changes the e-mail address; the page then reloads the user details (spec §4). */
  updateEmail: protectedProcedure.input(EmailInput).mutation(async ({ ctx, input }) => {
    await orFail(
      ctx.upstream.call('updateEmail', { body: { email: input.email } }),
      contactFailure('email_update_failed'),
    );
    return { email: input.email };
  }),

  /** Adds an address to a profile without one; the page then reloads the user details (spec §4). */
  addEmail: protectedProcedure.input(EmailInput).mutation(async ({ ctx, input }) => {
    await orFail(
      ctx.upstream.call('addEmail', { body: { email: input.email } }),
      contactFailure('email_update_failed'),
    );
    return { email: input.email };
  }),
});
