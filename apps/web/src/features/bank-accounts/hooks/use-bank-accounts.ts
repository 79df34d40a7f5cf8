import { trpc } from '../../../lib/trpc.ts';

/** The user's accounts, preferred first: the same query the claim payout picker reads. */
export function bankAccountsQuery() {
  return trpc.payout.bankAccounts.queryOptions();
}

/** The banks master list (spec §7 master-data banks), as options. */
export function banksQuery() {
  return trpc.payout.banks.queryOptions();
}
