import { z } from 'zod';
import {
  BankAccountInput,
  type BankAccount,
  type BankVerificationResult,
} from '@portal/contracts/entities/bank';
import { ACCOUNT_NUMBER_PATTERN } from '@portal/contracts/entities/form-field-rules';
import type { ErrorKey } from '@portal/contracts/errors';
import type { Context } from '../trpc/context.ts';
import { claimDetailsOf, claimViewOf, forgetClaimDetails } from '../claims/claim-reads.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { orFail, portalError, type UpstreamFailureMapping } from '../trpc/errors.ts';

const Id = z.string().min(1).max(64);

/** Spec §5: holder name, account number and bank are required; the branch is optional. */
const BankAccountFields = z.object({
  holder_name: z.string().trim().min(1).max(100),
  account_no: z.string().regex(ACCOUNT_NUMBER_PATTERN),
  bank_code: z.string().min(1).max(40),
  branch_name: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .default(null)
    .transform((value) => value || null),
});

/** How the broker refuses an account: a duplicate or an unknown bank has its own text, the rest the call's. */
const accountRefusals = (errorKey: UpstreamFailureMapping['errorKey']): UpstreamFailureMapping => ({
  errorKey,
  byCode: { bank_account_exists: 'bank_account_exists', bank_unknown: 'bank_unknown' },
  byStatus: { 404: 'bank_account_not_found' },
});

/**
 * Why the bank refused an account: a refusal that names the holder it has is a holder-name mismatch; one
 * without any holder name is an account number the bank does not know, which a new holder name cannot fix.
 */
function bankRefusalOf(
  result: BankVerificationResult,
): Extract<ErrorKey, 'bank_holder_mismatch' | 'bank_account_unknown'> | null {
  if (result.is_valid) return null;
  return result.account_holder_name?.trim() ? 'bank_holder_mismatch' : 'bank_account_unknown';
}

/** The user's saved accounts, the preferred one first. */
async function sortedAccounts(ctx: Pick<Context, 'upstream'>): Promise<BankAccount[]> {
  const accounts = await orFail(ctx.upstream.call('bankAccounts'), {
    errorKey: 'bank_accounts_load_failed',
  });
  return [...accounts.data].sort((a, b) => Number(b.is_preferred) - Number(a.is_preferred));
}

async function ownAccount(ctx: Pick<Context, 'upstream'>, id: string): Promise<BankAccount> {
  const account = (await sortedAccounts(ctx)).find((entry) => entry.id === id);
  if (!account) throw portalError('NOT_FOUND', 'bank_account_not_found');
  return account;
}

/**
 * Payout of a claim and the user's bank accounts (spec §3, §7 bank-account GET/POST/PUT/DELETE, master-data
 * banks): the accounts the claim payout picker and the bank accounts page share, bank verification, and the
 * service-centre choice.
 */
export const payoutRouter = router({
  /** The user's saved accounts, the preferred one first. */
  bankAccounts: protectedProcedure.query(({ ctx }) => sortedAccounts(ctx)),

  /** The banks master list, as options (value = bank code). */
  banks: protectedProcedure.query(async ({ ctx }) => {
    const banks = await orFail(ctx.upstream.call('masterDataBanks'), { errorKey: 'bank_list_failed' });
    return banks.data.map((bank) => ({ value: bank.bank_code, label: bank.name }));
  }),

  addBankAccount: protectedProcedure
    .input(BankAccountInput)
    .mutation(({ ctx, input }) =>
      orFail(
        ctx.upstream.call('addBankAccount', { body: input }),
        accountRefusals('bank_account_save_failed'),
      ),
    ),

  /** Changes an account's details; whether it is the preferred one stays as it is (setPreferredBankAccount). */
  updateBankAccount: protectedProcedure
    .input(BankAccountFields.extend({ id: Id }))
    .mutation(async ({ ctx, input: { id, ...fields } }) => {
      const current = await ownAccount(ctx, id);
      return orFail(
        ctx.upstream.call('updateBankAccount', {
          params: { id },
          body: { ...fields, is_preferred: current.is_preferred },
        }),
        accountRefusals('bank_account_save_failed'),
      );
    }),

  /** The broker hands the preference to another account when the preferred one goes. */
  deleteBankAccount: protectedProcedure.input(z.object({ id: Id })).mutation(async ({ ctx, input }) => {
    await orFail(
      ctx.upstream.call('deleteBankAccount', { params: { id: input.id } }),
      accountRefusals('bank_account_delete_failed'),
    );
    return { deleted: true as const };
  }),

  /** Makes one account the preferred one (the broker clears the flag on the others); answers the new list. */
  setPreferredBankAccount: protectedProcedure.input(z.object({ id: Id })).mutation(async ({ ctx, input }) => {
    const account = await ownAccount(ctx, input.id);
    if (!account.is_preferred) {
      const { id, ...fields } = account;
      await orFail(
        ctx.upstream.call('updateBankAccount', { params: { id }, body: { ...fields, is_preferred: true } }),
        accountRefusals('bank_account_preferred_failed'),
      );
    }
    return sortedAccounts(ctx);
  }),

  /**
   * Checks an account with the bank (verify-bank-account, keyed by the claim number). A refusal is an answer,
   * not a failure: `isValid` false, with the catalogue key of why and the name the bank has, if it says.
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
      // Only the claim number is needed, and it never changes: a kept copy does.
      const details = await claimDetailsOf(ctx, input.claimId, { errorKey: 'claim_detail_failed' });
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
      return {
        isValid: result.is_valid,
        refusal: bankRefusalOf(result),
        holderNameOnRecord: result.account_holder_name,
      };
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
        { errorKey: 'service_centre_unavailable', onBrokerFailure: 'service_centre_save_failed' },
      ).finally(() => forgetClaimDetails(ctx.config.stores.cache, claimViewOf(ctx, input.claimId)));
      return { ok: true as const };
    }),
});
