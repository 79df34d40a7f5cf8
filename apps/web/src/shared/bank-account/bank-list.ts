/*
 * The saved accounts and the bank list as pages read them, apart from the form (bank-account-fields.tsx) so a
 * page that only lists accounts does not load the form library, zod and the select (decision record 0023).
 */

/** A saved account (spec §3 bank account). */
export interface SavedBankAccount {
  id: string;
  is_preferred: boolean;
  holder_name: string;
  account_no: string;
  bank_code: string;
  branch_name: string | null;
}

export interface BankOption {
  value: string;
  label: string;
}

/** The bank list a form chooses from, and whether loading it failed (with a retry). */
export interface BankList {
  options: readonly BankOption[];
  failed: boolean;
  retry: () => void;
}

/** A bank list from the query that loads it. */
export function bankListOf(query: {
  data?: readonly BankOption[] | undefined;
  isError: boolean;
  refetch: () => unknown;
}): BankList {
  return { options: query.data ?? [], failed: query.isError, retry: () => void query.refetch() };
}

/** The bank's name from the list, or its code while the list is not there. */
export function bankNameOf(banks: readonly BankOption[], code: string): string {
  return banks.find((bank) => bank.value === code)?.label ?? code;
}
