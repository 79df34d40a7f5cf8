import { z } from 'zod';
import { DEFAULT_POLICY_STATE_FILTER, OTP_RESEND_COOLDOWN_SECONDS } from '@portal/contracts/constants';
import { LanguageCode, OtpCode, OtpMedium } from '@portal/contracts/entities/auth';
import { FormValue } from '@portal/contracts/entities/form-field';
import type { PolicyCard } from '@portal/contracts/entities/policy';
import {
  ENDORSEMENT_KEYS,
  endorsementRow,
  rowServesPolicy,
  type EndorsementKey,
  type EndorsementRow,
} from '@portal/contracts/endorsement-table';
import { loadView, pageView, resolveTarget, type EndorsementTarget } from '../endorsements/policy-view.ts';
import { checkChanges, sendEndorsement } from '../endorsements/submit.ts';
import { sessionOwner } from '../files/file-refs.ts';
import type { Context } from '../trpc/context.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc/init.ts';
import { orFail, portalError, type UpstreamFailureMapping } from '../trpc/errors.ts';
import { guardOtpVerify, policyRecipient, spendOtpSend } from '../otp-budgets.ts';
import { CREATE_REMEMBER_MS, IdempotencyKey } from '../trpc/inputs.ts';
import { partnerScope } from '../sessions/session-view.ts';

/**
 * Endorsements (spec §2 endorsement routes): one router for every row of the partner endorsement
 * table (decision record 0018). A procedure takes the row's key and the route's parameters; the row says
 * which broker calls serve it. Rows opened by id work with a session or, without one, after the endorsement
 * OTP (the authorized flow); tokenised rows work without a session; lookup and aggregate rows need one.
 */

const Key = z.enum(ENDORSEMENT_KEYS as [EndorsementKey, ...EndorsementKey[]]);
const Param = z.string().trim().min(1).max(200);
const Params = z.object({
  id: Param.optional(),
  token: Param.optional(),
  productId: Param.optional(),
  aggregateId: Param.optional(),
});
/** The sealed proof of the endorsement OTP (endorsements.verifyOtp). */
const Verification = z.string().min(1).max(4096);
const Row = { key: Key, params: Params };

/** Public procedures that may carry a session: a broker 401 on the way ends it, as protected ones do. */
const sessionAwareProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'UNAUTHORIZED' && ctx.session) ctx.clearSession();
  return result;
});

const rowOf = (key: EndorsementKey): EndorsementRow => endorsementRow(key);

/** A row reached by id: the OTP belongs to its policy's holder. */
function policyIdForOtp(row: EndorsementRow, params: z.infer<typeof Params>): string {
  if (row.access !== 'id' || !params.id) throw portalError('BAD_REQUEST', 'invalid_input');
  return params.id;
}

const otpSendFailure: UpstreamFailureMapping = {
  errorKey: 'otp_send_failed',
  byCode: { not_found: 'endorsement_policy_not_found', policy_not_endorsable: 'endorsement_not_endorsable' },
};
const otpVerifyFailure: UpstreamFailureMapping = {
  errorKey: 'otp_verify_failed',
  credentialCall: true,
  byCode: { otp_expired: 'otp_expired', otp_locked: 'otp_locked' },
};

/** Whose submit an idempotency key belongs to: the session's user, the link's token, the verified policy. */
function ownerOf(ctx: Pick<Context, 'session'>, target: EndorsementTarget): string {
  if (target.by === 'token') return `token:${target.token}`;
  if (target.by === 'authorized') return `authorized:${target.internalId}`;
  if (!ctx.session) throw portalError('UNAUTHORIZED', 'session_expired');
  return sessionOwner(ctx.session);
}

const LOOKUP_PAGE = 50;
/** A user with more policies than this finds older ones by their own partner's route. */
const LOOKUP_MAX_POLICIES = 500;
const normalizedNumber = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

/** The user's policies (default state filter, the session's partner scope) that a lookup row serves. */
async function lookupCandidates(
  ctx: Context & { session: NonNullable<Context['session']> },
  row: EndorsementRow,
): Promise<PolicyCard[]> {
  if (row.access !== 'lookup') throw portalError('BAD_REQUEST', 'invalid_input');
  const cards: PolicyCard[] = [];
  for (let offset = 0; offset < LOOKUP_MAX_POLICIES; offset += LOOKUP_PAGE) {
    const page = await orFail(
      ctx.upstream.call('policyList', {
        query: {
          policyState: DEFAULT_POLICY_STATE_FILTER,
          offset,
          limit: LOOKUP_PAGE,
          partner: partnerScope(ctx.session, ctx.config.defaultPartner),
        },
      }),
      { errorKey: 'policy_list_failed' },
    );
    cards.push(...page.data.filter((card) => rowServesPolicy(row, card)));
    if (offset + page.data.length >= page.meta.total || page.data.length === 0) break;
  }
  return cards;
}

const candidateView = (card: PolicyCard) => ({
  internalId: card.internal_id,
  productName: card.product_display_name,
  /** The key of the portal's own wording of the name in the user's language (decision record 0055). */
  productKey: card.product_key,
  packageName: card.package_name,
  policyNumber: card.policy_number,
  applicationNo: card.application_no,
  expiryTime: card.expiry_time,
  active: card.coverage_status === 'ACTIVE',
});

export const endorsementsRouter = router({
  /**
   * The policy a row's route opens, with the form of what may change and the current values; or what the
   * page must do first (`login`, or `verification` by the endorsement OTP for a row reached by id).
   */
  view: sessionAwareProcedure
    .input(z.object({ ...Row, verification: Verification.optional() }))
    .query(async ({ ctx, input }) => {
      const row = rowOf(input.key);
      const resolution = resolveTarget(ctx, row, input.params, input.verification);
      if (!resolution.ready) return { status: 'needs' as const, needs: resolution.needs };
      const view = await loadView(ctx, row, resolution.target, input.params.productId);
      return { status: 'ready' as const, ...pageView(view) };
    }),

  /** A lookup row's policies of the user (spec §2 /tokopedia/endorse, /firstmedia/endorse), to pick from. */
  candidates: protectedProcedure.input(z.object({ key: Key })).query(async ({ ctx, input }) => ({
    policies: (await lookupCandidates(ctx, rowOf(input.key))).map(candidateView),
  })),

  /**
   * Finds the policy of a lookup row by a number the user types: the policy or application number, or an
   * order or customer number the row names among the insured items.
   */
  lookup: protectedProcedure
    .input(z.object({ key: Key, number: z.string().trim().min(3).max(100) }))
    .mutation(async ({ ctx, input }) => {
      const row = rowOf(input.key);
      const wanted = normalizedNumber(input.number);
      const candidates = await lookupCandidates(ctx, row);
      const byNumber = candidates.find((card) =>
        [card.policy_number, card.application_no].some(
          (number) => number && normalizedNumber(number) === wanted,
        ),
      );
      if (byNumber) return { internalId: byNumber.internal_id };
      const labels = row.access === 'lookup' ? (row.lookupItems ?? []) : [];
      if (labels.length > 0) {
        for (const card of candidates) {
          const detail = await orFail(
            ctx.upstream.call('policyDetails', { query: { er: 1, id: card.internal_id } }),
            { errorKey: 'policy_detail_failed' },
          );
          const match = detail.insured_items.some(
            (item) => labels.includes(item.label) && normalizedNumber(item.value) === wanted,
          );
          if (match) return { internalId: card.internal_id };
        }
      }
      throw portalError('NOT_FOUND', 'endorsement_policy_not_found');
    }),

  /**
   * Sends the endorsement OTP to the phone of the policy's holder (spec §7 send_otp/ for endorsement
   * verification); the resend is offered after the spec's 30 seconds.
   */
  sendOtp: publicProcedure
    .input(z.object({ ...Row, medium: OtpMedium, languageCode: LanguageCode }))
    .mutation(async ({ ctx, input }) => {
      const internalId = policyIdForOtp(rowOf(input.key), input.params);
      // The holder's number is the broker's to know: the budget is the policy's.
      await spendOtpSend(ctx, policyRecipient(internalId));
      const sent = await orFail(
        ctx.upstream.call('endorsementSendOtp', {
          body: { internal_id: internalId, medium: input.medium, language_code: input.languageCode },
        }),
        otpSendFailure,
      );
      if (!sent.result) throw portalError('BAD_GATEWAY', 'otp_send_failed');
      return { operationId: sent.operation_id, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS };
    }),

  resendOtp: publicProcedure
    .input(
      z.object({
        ...Row,
        operationId: z.string().min(1).max(200),
        medium: OtpMedium.optional(),
        languageCode: LanguageCode,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const internalId = policyIdForOtp(rowOf(input.key), input.params);
      // The holder's number is the broker's to know: the budget is the policy's.
      await spendOtpSend(ctx, policyRecipient(internalId));
      const sent = await orFail(
        ctx.upstream.call('endorsementResendOtp', {
          body: {
            internal_id: internalId,
            operation_id: input.operationId,
            language_code: input.languageCode,
            medium: input.medium,
          },
        }),
        { ...otpSendFailure, byCode: { ...otpSendFailure.byCode, otp_locked: 'otp_locked' } },
      );
      if (!sent.result) throw portalError('BAD_GATEWAY', 'otp_send_failed');
      return { operationId: sent.operation_id, resendAfterSeconds: OTP_RESEND_COOLDOWN_SECONDS };
    }),

  /**
   * Verifies the endorsement OTP. The broker's authorization comes back sealed (`verification`): the page
   * passes it to view and submit and cannot read it; it opens for this policy only, for 15 minutes.
   */
  verifyOtp: publicProcedure
    .input(z.object({ ...Row, operationId: z.string().min(1).max(200), otp: OtpCode }))
    .mutation(async ({ ctx, input }) => {
      const internalId = policyIdForOtp(rowOf(input.key), input.params);
      const verified = await guardOtpVerify(ctx, 'endorsement', policyRecipient(internalId), () =>
        orFail(
          ctx.upstream.call('endorsementVerifyOtp', {
            body: { internal_id: internalId, operation_id: input.operationId, otp: input.otp },
          }),
          otpVerifyFailure,
        ),
      );
      return ctx.config.endorsementVerifications.issue(internalId, verified.authorization_token);
    }),

  /**
   * Sends the change through the row's endorse call (or the token's, the authorization's, the aggregate's):
   * values checked against the policy's current fields first (refused per field), only real changes sent,
   * supporting documents filed with the policy. Once per idempotency key (decision record 0008): a retry or a
   * second tab gets the first answer.
   */
  submit: sessionAwareProcedure
    .input(
      z.object({
        ...Row,
        verification: Verification.optional(),
        changes: z
          .array(
            z.object({
              internalId: z.string().min(1).max(64),
              values: z.record(z.string().min(1).max(100), FormValue),
            }),
          )
          .min(1)
          .max(20),
        idempotencyKey: IdempotencyKey,
      }),
    )
    .mutation(({ ctx, input }) => {
      const row = rowOf(input.key);
      const resolution = resolveTarget(ctx, row, input.params, input.verification);
      // Not ready: neither a session nor a verification came. A visitor verifies before the form shows (a spent
      // verification is refused above as such), so the form was opened in a session that has ended since: the
      // user signs in again and comes back to it, rather than being asked for an OTP they never gave.
      if (!resolution.ready) throw portalError('UNAUTHORIZED', 'session_expired');
      const { target } = resolution;
      const key = `endorse:${row.key}:${input.idempotencyKey}`;
      return ctx.config.stores.idempotency.run(
        `${ownerOf(ctx, target)}:${key}`,
        CREATE_REMEMBER_MS,
        async () => {
          const view = await loadView(ctx, row, target, input.params.productId);
          const checked = checkChanges(view, input.changes);
          return sendEndorsement(ctx, row, target, view, checked, key);
        },
      );
    }),
});
