import { z } from 'zod';
import { ClaimListFilter } from '@portal/contracts/entities/claim';
import type { Context } from '../trpc/context.ts';
import { claimDetailsOf, dropChangedClaims, policyDetailsOf } from '../claims/claim-reads.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { claimFailure, orFail, portalError } from '../trpc/errors.ts';
import { sessionOwner } from '../files/file-refs.ts';
import type { ClaimDetails } from '@portal/contracts/entities/claim-form';
import { claimCompletionProcedures } from '../claims/claim-completion.ts';
import { createOnce } from '../claims/create-once.ts';
import { fieldOf, pageValueOf } from '../claims/claim-files.ts';
import { CLAIM_SOURCE } from '../claims/claim-source.ts';
import { withStatusNames } from '../claims/reader-names.ts';
import { partnerScope } from '../sessions/session-view.ts';
import { CREATE_REMEMBER_MS, IdempotencyKey } from '../trpc/inputs.ts';

type AuthedContext = Context & { session: NonNullable<Context['session']> };

/** The policy a claim is filed on: its numbers, as the policy page just read them (decision record 0040). */
const policyDetail = (ctx: AuthedContext, id: string) => policyDetailsOf(ctx, id);

const Id = z.string().min(1).max(64);

export const claimsRouter = router({
  list: protectedProcedure
    .input(
      z.object({
        filter: ClaimListFilter.default('all'),
        offset: z.number().int().min(0).default(0),
        limit: z.number().int().min(1).max(50).default(10),
      }),
    )
    .query(async ({ ctx, input }) => {
      const list = await orFail(
        ctx.upstream.call('claimList', {
          query: {
            filter: input.filter,
            offset: input.offset,
            limit: input.limit,
            partner_id: partnerScope(ctx.session, ctx.config.defaultPartner),
          },
        }),
        { errorKey: 'claim_list_failed' },
      );
      // A claim whose status the list shows changed is read anew where it is opened next.
      await dropChangedClaims(ctx, list.data);
      return { ...list, data: list.data.map(withStatusNames) };
    }),

  /** Claim details as the broker gives them, except that file values are refs (decision record 0006). */
  detail: protectedProcedure
    .input(z.object({ id: z.string().min(1).max(64) }))
    .query(async ({ ctx, input }) => {
      const details = await claimDetailsOf(ctx, input.id, { errorKey: 'claim_detail_failed' });
      const sealForm = <F extends ClaimDetails['forms'][number]>(form: F): F => ({
        ...form,
        attributes: form.attributes.map((attribute) => ({
          ...attribute,
          value: pageValueOf(ctx, fieldOf(attribute), attribute.value),
        })),
      });
      return {
        ...details,
        forms: details.forms.map(sealForm),
        payment_forms: details.payment_forms.map(sealForm),
      };
    }),

  /** Benefits a claim can be filed for on one of the user's policies (spec §3 benefits response). */
  benefits: protectedProcedure
    .input(z.object({ policyId: z.string().min(1).max(64) }))
    .query(async ({ ctx, input }) => {
      const policy = await policyDetail(ctx, input.policyId);
      const benefits = await orFail(
        ctx.upstream.call('claimBenefitsV4', { query: { application_no: policy.application_no } }),
        { errorKey: 'benefits_unavailable' },
      );
      return {
        policyId: policy.internal_id,
        productName: policy.product_display_name,
        /**
         * The key of the portal's own wording of the name in the user's language (decision record 0055); the
         * agency's answer of the same shape has none.
         */
        productKey: policy.product_key as string | null,
        isActive: policy.coverage_status === 'ACTIVE',
        /** A family policy's claim is filed for the member the user picks (spec §1 family claim flow). */
        isFamily: policy.request.is_family,
        benefits: benefits.benefit_list_data,
        isMultiBenefitClaimable: benefits.is_multi_benefit_claimable,
      };
    }),

  /**
   * Opens a claim: validate-claim first (its error text and code are the broker's), then create (201), for the
   * holder or for a chosen family member. Spec §8: a failure shows the server's own error text. Sent once per
   * idempotency key: a retry or a second tab with the same key gets the same claim.
   */
  create: protectedProcedure
    .input(z.object({ policyId: Id, benefitId: Id, memberId: Id.optional(), idempotencyKey: IdempotencyKey }))
    .mutation(({ ctx, input }) => {
      // A session from before the broker sent user ids cannot file; logging in again fetches the id.
      const userId = ctx.session.user.id;
      if (!userId) throw portalError('UNAUTHORIZED', 'session_expired');
      const key = `claim-create:${input.idempotencyKey}`;
      const refused = claimFailure();
      let policy: ReturnType<typeof policyDetail> | undefined;
      const thePolicy = () => (policy ??= policyDetail(ctx, input.policyId));
      // A timeout or 5xx of an earlier attempt may have created the claim: decision record 0021.
      return createOnce({
        store: ctx.config.stores.idempotency,
        key: `${sessionOwner(ctx.session)}:${key}`,
        ttlMs: CREATE_REMEMBER_MS,
        async listExisting() {
          const { application_no } = await thePolicy();
          const claims = await orFail(
            ctx.upstream.call('userFamilyClaims', { query: { application_no } }),
            refused,
          );
          return claims.data.map((claim) => claim.claim_id);
        },
        async adopt(appeared) {
          const { internal_id } = await thePolicy();
          for (const claimId of appeared) {
            const details = await orFail(
              ctx.upstream.call('claimDetails', { query: { claim_id: claimId } }),
              refused,
            );
            const samePolicy = (details.policy_id ?? internal_id) === internal_id;
            if (samePolicy && details.benefit_id === input.benefitId) return { claimId };
          }
          return null;
        },
        async create() {
          const claim = {
            application_no: (await thePolicy()).application_no,
            benefit_id: input.benefitId,
            user_id: input.memberId ?? userId,
          };
          await orFail(ctx.upstream.call('validateClaim', { body: claim }), refused);
          const created = await orFail(
            ctx.upstream.call(
              'createClaim',
              { body: { ...claim, source: CLAIM_SOURCE, question_data: [] } },
              { headers: { 'idempotency-key': key } },
            ),
            refused,
          );
          return { claimId: created.claim_id };
        },
      });
    }),

  /** Who on a family policy a benefit can be claimed for, and what is left of it (eligible-users). */
  eligibleMembers: protectedProcedure
    .input(z.object({ policyId: Id, benefitId: Id }))
    .query(async ({ ctx, input }) => {
      const policy = await policyDetail(ctx, input.policyId);
      const eligible = await orFail(
        ctx.upstream.call('eligibleUsers', {
          query: { application_no: policy.application_no, benefit_id: input.benefitId },
        }),
        { errorKey: 'benefits_unavailable' },
      );
      return { members: eligible.users, benefitRemaining: eligible.benefit_remaining_TSI };
    }),

  /** The claims of a family policy, the members' included (user-family-claims). */
  familyClaims: protectedProcedure.input(z.object({ policyId: Id })).query(async ({ ctx, input }) => {
    const policy = await policyDetail(ctx, input.policyId);
    const claims = await orFail(
      ctx.upstream.call('userFamilyClaims', { query: { application_no: policy.application_no } }),
      { errorKey: 'claim_list_failed' },
    );
    return claims.data.map(withStatusNames);
  }),

  ...claimCompletionProcedures,
});
