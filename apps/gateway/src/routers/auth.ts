import { z } from 'zod';
import { InternationalPhone, LanguageCode, OtpCode, OtpMedium } from '@portal/contracts/entities/auth';
import type { SessionGrant } from '@portal/contracts/entities/auth';
import { AGENCY_SERVICES } from '@portal/contracts/constants';
import { publicProcedure, router } from '../trpc/init.ts';
import { orFail, portalError, type UpstreamFailureMapping } from '../trpc/errors.ts';
import { sessionLimits, type Context } from '../trpc/context.ts';
import { UpstreamError } from '../upstream/client.ts';
import { guardOtpVerify, phoneRecipient, spendOtpSend } from '../otp-budgets.ts';
import { newSessionId, sessionRemainingMs, sessionUserKey } from '../session.ts';
import { deviceOf } from '../sessions/session-device.ts';
import { entryOf, listNewSession } from '../sessions/session-list.ts';
import { toSessionView } from '../sessions/session-view.ts';
import { SendCodeInput } from '../trpc/inputs.ts';

const otpVerifyFailure: UpstreamFailureMapping = {
  errorKey: 'otp_verify_failed',
  credentialCall: true,
  byCode: { otp_expired: 'otp_expired', otp_locked: 'otp_locked' },
};

/** A new session; the one the cookie held before (another user's, or the same user's) ends with it. */
async function startSession(ctx: Context, grant: SessionGrant, phone: string | null, isSso: boolean) {
  const now = Date.now();
  const previous = ctx.session;
  if (previous) {
    await ctx.config.stores.sessions.revoke(
      previous.sid,
      sessionRemainingMs(previous, sessionLimits(ctx.config), now),
    );
  }
  const session = {
    sid: newSessionId(),
    token: grant.token,
    user: grant.profile,
    services: grant.user.services,
    phone,
    isSso,
    issuedAt: now,
    seenAt: now,
    // QA mode: the token is the tenant's, so the session holds only in it (decision record 0032).
    ...(ctx.mockTenant === null ? {} : { mockTenant: ctx.mockTenant }),
  };
  ctx.setSession(session);
  // The signed-in sessions list (decision record 0039): the device in words and the country a trusted proxy
  // names are read once, here, and kept with the entry.
  const entry = entryOf(session, sessionLimits(ctx.config), {
    device: deviceOf(ctx.req.headers['user-agent']),
    country: ctx.config.countryOf(ctx.req),
  });
  await listNewSession(ctx.config.stores, session, entry, previous);
  return toSessionView(session, ctx.config.fileRefs);
}

/**
 * A grant the gateway does not turn into a session: the broker's session it opened is ended too, so no token
 * outlives the refusal. The session the cookie held before stays as it was.
 */
async function refuseGrant(ctx: Context, grant: SessionGrant) {
  try {
    await ctx.upstreamAs(grant.token).call('logout');
  } catch (error) {
    ctx.log.warn({ err: error }, 'upstream logout of a refused login failed');
  }
}

export const authRouter = router({
  sendOtp: publicProcedure.input(SendCodeInput).mutation(async ({ ctx, input }) => {
    const phone = `${input.countryCode}${input.phone}`;
    await spendOtpSend(ctx, phoneRecipient(phone));
    const result = await orFail(
      ctx.upstream.call('sendOtp', {
        body: { phone, medium: input.medium, language_code: input.languageCode },
      }),
      { errorKey: 'otp_send_failed' },
    );
    if (!result.result) throw portalError('BAD_GATEWAY', 'otp_send_failed');
    return { operationId: result.operation_id, phone, medium: input.medium };
  }),

  resendOtp: publicProcedure
    .input(
      z.object({
        operationId: z.string().min(1),
        phone: InternationalPhone,
        medium: OtpMedium.optional(),
        languageCode: LanguageCode,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await spendOtpSend(ctx, phoneRecipient(input.phone));
      const result = await orFail(
        ctx.upstream.call('resendOtp', {
          body: {
            mobile_no: input.phone,
            operation_id: input.operationId,
            language_code: input.languageCode,
            medium: input.medium,
          },
        }),
        { errorKey: 'otp_send_failed' },
      );
      if (!result.result) throw portalError('BAD_GATEWAY', 'otp_send_failed');
      return { operationId: result.operation_id, phone: input.phone, medium: input.medium ?? 'sms' };
    }),

  verifyOtp: publicProcedure
    .input(
      z.object({
        operationId: z.string().min(1),
        phone: InternationalPhone,
        otp: OtpCode,
        /** Sent by the agency login (/agency/login): only agency users may sign in through it. */
        agencyLogin: z.boolean().optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      // Wrong codes are counted by the gateway too: a broker that forgets to lock is still safe.
      const grant = await guardOtpVerify(ctx, 'login', phoneRecipient(input.phone), () =>
        orFail(
          ctx.upstream.call('verifyOtpAndGetSession', {
            body: { operation_id: input.operationId, phone: input.phone, otp: input.otp },
          }),
          otpVerifyFailure,
        ),
      );
      if (input.agencyLogin && !grant.user.services.some((service) => AGENCY_SERVICES.includes(service))) {
        await refuseGrant(ctx, grant);
        throw portalError('FORBIDDEN', 'agency_login_not_agency');
      }
      return startSession(ctx, grant, input.phone, false);
    }),

  whatsappStatus: publicProcedure
    .input(z.object({ operationId: z.string().min(1) }))
    .query(async ({ ctx, input }) => {
      const status = await orFail(
        ctx.upstream.call('checkWhatsappStatus', { query: { operation_id: input.operationId } }),
        { errorKey: 'otp_send_failed' },
      );
      return { status: status.status };
    }),

  verifySso: publicProcedure
    .input(z.object({ accessToken: z.string().min(1).max(4096) }))
    .mutation(async ({ ctx, input }) => {
      const grant = await orFail(
        ctx.upstream.call('verifySsoToken', { body: { access_token: input.accessToken } }),
        { errorKey: 'login_failed', credentialCall: true },
      );
      return startSession(ctx, grant, null, true);
    }),

  /** The current session, checked with the broker; null when logged out or expired. */
  session: publicProcedure.query(async ({ ctx }) => {
    const session = ctx.session;
    if (!session) return null;
    try {
      const verified = await ctx.upstream.call('verifySession');
      if (!verified.valid) {
        ctx.clearSession();
        return null;
      }
      return toSessionView({ ...session, user: verified.profile }, ctx.config.fileRefs);
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401) {
        ctx.clearSession();
        return null;
      }
      // A passing broker failure should not log the user out; the cookie still holds a session.
      ctx.log.warn({ err: error }, 'session check failed; using the stored session');
      return toSessionView(session, ctx.config.fileRefs);
    }
  }),

  /**
   * Ends the session at the gateway first (its id revoked in the shared store, the cookie cleared), so a copied
   * cookie is dead whatever the broker says; then asks the broker, and tells the page whether it confirmed.
   */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    const session = ctx.session;
    if (!session) {
      ctx.clearSession();
      return { ok: true as const, brokerLoggedOut: true };
    }
    const upstream = ctx.upstream;
    await ctx.config.stores.sessions.revoke(
      session.sid,
      sessionRemainingMs(session, sessionLimits(ctx.config), Date.now()),
    );
    await ctx.config.stores.sessionDirectory.remove(sessionUserKey(session), session.sid);
    ctx.clearSession();
    let brokerLoggedOut = true;
    try {
      await upstream.call('logout');
    } catch (error) {
      // A 401: the broker had ended that token already.
      brokerLoggedOut = error instanceof UpstreamError && error.status === 401;
      if (!brokerLoggedOut) ctx.log.warn({ err: error }, 'upstream logout failed; the gateway session ended');
    }
    return { ok: true as const, brokerLoggedOut };
  }),
});
