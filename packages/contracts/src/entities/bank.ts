import { z } from 'zod';
import { ACCOUNT_NUMBER_PATTERN } from './form-field-rules.ts';

// shape not given by spec: an entry of the bank master data and of the claim bank list
export const Bank = z.object({ bank_code: z.string().min(1), name: z.string() });
export type Bank = z.infer<typeof Bank>;

/** Bank account of spec §3. */
export const BankAccount = z.object({
  id: z.string().min(1),
  is_preferred: z.boolean(),
  holder_name: z.string().trim().min(1),
  account_no: z.string().regex(ACCOUNT_NUMBER_PATTERN),
  bank_code: z.string().min(1),
  branch_name: z.string().nullable(),
});
export type BankAccount = z.infer<typeof BankAccount>;

/** New or edited account: spec §5 requires holder name, account number and bank. */
export const BankAccountInput = BankAccount.omit({ id: true }).extend({
  is_preferred: z.boolean().default(false),
  branch_name: z.string().nullable().default(null),
});
export type BankAccountInput = z.infer<typeof BankAccountInput>;

/** Bank verification payload of spec §3. */
export const BankVerificationPayload = z.object({
  account_holder_name: z.string().trim().min(1),
  account_number: z.string().regex(ACCOUNT_NUMBER_PATTERN),
  bank_code: z.string().min(1),
  claim_no: z.string().min(1),
  branch_name: z.string().optional(),
});
export type BankVerificationPayload = z.infer<typeof BankVerificationPayload>;

// shape not given by spec
export const BankVerificationResult = z.object({
  is_valid: z.boolean(),
  /** The holder name the bank has on record, when it answers with one. */
  account_holder_name: z.string().nullable(),
});
export type BankVerificationResult = z.infer<typeof BankVerificationResult>;
