import { z } from 'zod';
import { BankAccountInput } from '@portal/contracts/entities/bank';
import { ACCOUNT_NUMBER_PATTERN } from '@portal/contracts/entities/form-field-rules';
import { protectedProcedure, router } from '../trpc/init.ts';
import { orFail } from '../trpc/errors.ts';

const Id = z.string().min(1).max(64);

/** Payout of a claim: the user's bank accounts, bank verification, and the service-centre choice. */
export const payoutRouter = router({
  /** The user's saved accounts, the preferred one first. */
  bankAccounts: protectedProcedure.query(async ({ ctx }) => {
    const accounts = await orFail(ctx.upstream.call('bankAccounts'), { errorKey: 'something_wrong' });
    return [...accounts.data].sort((a, b) => Number(b.is_preferred) - Number(a.is_preferred));
  }),

  addBankAccount: protectedProcedure
    .input(BankAccountInput)
    .mutation(({ ctx, input }) =>
      orFail(ctx.upstream.call('addBankAccount', { body: input }), { errorKey: 'bank_account_save_failed' }),
    ),

  /**
   * Checks an account with the bank (verify-bank-account, keyed by the claim number). A holder-name mismatch
   * is an answer, not a failure: `isValid` false with the name the bank has, if it says.
   */
  verifyBankAccount: protectedProcedure
    .input(
      z.object({
        claimId: Id,
        holderName: z.string().trim().min(1).max(100),
        accountNumber: z.string().regex(ACCOUNT_NUMBER_PATTERN),
        bankCode: z.string().min(1).max(40),
        branchName: z.string().max(100).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const details = await orFail(
        ctx.upstream.call('claimDetails', { query: { claim_id: input.claimId } }),
        {
          errorKey: 'claim_detail_failed',
        },
      );
      const result = await orFail(
        ctx.upstream.call('verifyBankAccount', {
          body: {
            account_holder_name: input.holderName,
            account_number: input.accountNumber,
            bank_code: input.bankCode,
            claim_no: details.claim_no ?? details.claim_id,
            ...(input.branchName ? { branch_name: input.branchName } : {}),
          },
        }),
        { errorKey: 'bank_verify_failed' },
      );
      return { isValid: result.is_valid, holderNameOnRecord: result.account_holder_name };
    }),

  /** Records the chosen service centre and branch on the claim's service-centre payment form. */
  selectServiceCentre: protectedProcedure
    .input(
      z.object({
        claimId: Id,
        serviceCenter: z.string().min(1).max(100),
        branchCode: z.string().min(1).max(100),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await orFail(
        ctx.upstream.call('selectServiceCenter', {
          body: {
            claim_id: input.claimId,
            service_center: input.serviceCenter,
            branch_code: input.branchCode,
          },
        }),
        { errorKey: 'service_centre_unavailable' },
      );
      return { ok: true as const };
    }),
});
