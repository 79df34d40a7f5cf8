import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@portal/gateway/router';
import type { FormValue } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { isUnauthorized } from '../../../lib/error-data.ts';
import { describeError } from '../../../lib/failure-text.ts';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import {
  ACCOUNT_UNKNOWN,
  BankAccountFields,
  bankAccountInputOf,
  HOLDER_MISMATCH,
  useBankAccountDraft,
  useBankAccountForm,
  type BankAccountValues,
} from '../../../shared/bank-account/bank-account-fields.tsx';
import {
  bankListOf,
  bankNameOf,
  type BankList,
  type SavedBankAccount,
} from '../../../shared/bank-account/bank-list.ts';
import { useFocusAfterPending } from '../../../lib/focus-after-pending.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';

/** The bank-transfer payment form's values (spec §3 bank verification payload names). */
export type BankPayoutValues = {
  bank_code: string;
  account_holder_name: string;
  account_number: string;
  branch_name: string | null;
};

export interface BankAccountPickerProps {
  claimId: string;
  /** The payment form's saved values: the account they name is preselected. */
  initialValues?: Readonly<Record<string, FormValue>>;
  /** Saves the payment form; a rejection is the page's to show (the picker keeps its state). */
  onSaved: (values: BankPayoutValues) => Promise<unknown> | void;
}

type Account = SavedBankAccount;

/** Why the bank refused the account: the gateway tells a holder-name mismatch from an unknown account. */
type BankRefusal = NonNullable<inferRouterOutputs<AppRouter>['payout']['verifyBankAccount']['refusal']>;

const NEW_ACCOUNT = 'new';

function valuesOf(account: {
  holder_name: string;
  account_no: string;
  bank_code: string;
  branch_name: string | null;
}) {
  return {
    bank_code: account.bank_code,
    account_holder_name: account.holder_name,
    account_number: account.account_no,
    branch_name: account.branch_name,
  } satisfies BankPayoutValues;
}

function initialChoice(
  accounts: readonly Account[],
  initial: BankAccountPickerProps['initialValues'],
): string {
  const match = accounts.find(
    (account) => account.account_no === initial?.account_number && account.bank_code === initial?.bank_code,
  );
  return match?.id ?? accounts[0]?.id ?? NEW_ACCOUNT;
}

/**
 * The bank transfer payout (spec §2, §5): a saved account (preferred first) or a new one (holder name,
 * account number, bank from the bank list). The chosen account is verified with the bank for this claim; a
 * holder name the bank does not know, or an account number it does not know at all, says which and keeps
 * what was typed; a new verified account is saved to the profile; then `onSaved` gets the payment form's
 * values.
 */
export function BankAccountPicker({ claimId, initialValues, onSaved }: BankAccountPickerProps) {
  const accountsQuery = useQuery(trpc.payout.bankAccounts.queryOptions());
  const banksQuery = useQuery(trpc.lists.options.queryOptions({ source: 'get-bank-list', filters: {} }));

  if (accountsQuery.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <span className="sr-only">{m.common_loading()}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (accountsQuery.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{m.payout_accounts_failed()}</span>
        <Button variant="secondary" size="sm" onClick={() => void accountsQuery.refetch()}>
          {m.common_retry()}
        </Button>
      </Alert>
    );
  }
  return (
    <AccountChoice
      claimId={claimId}
      accounts={accountsQuery.data}
      banks={bankListOf(banksQuery)}
      initialValues={initialValues}
      onSaved={onSaved}
    />
  );
}

interface AccountChoiceProps extends BankAccountPickerProps {
  accounts: readonly Account[];
  banks: BankList;
}

function AccountChoice({ claimId, accounts, banks, initialValues, onSaved }: AccountChoiceProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const form = useBankAccountForm();
  // A new account being typed is kept in the tab until it is used: a reload or a lost session brings it back.
  const draft = useBankAccountDraft(form, `payout-account.${claimId}`);
  const [choice, setChoice] = useState(() =>
    draft.restored ? NEW_ACCOUNT : initialChoice(accounts, initialValues),
  );
  const [problem, setProblem] = useState<{ text: string; hint?: string } | null>(null);

  // One mutation for verify, save and the page's save: a 401 anywhere goes to login (lib/trpc.ts).
  const apply = useMutation({
    mutationFn: async (
      target: { kind: 'saved'; account: Account } | { kind: 'new'; values: BankAccountValues },
    ): Promise<'saved' | { refused: BankRefusal } | { failed: 'add' | 'page'; error: unknown }> => {
      const account =
        target.kind === 'saved'
          ? target.account
          : {
              holder_name: target.values.holderName,
              account_no: target.values.accountNumber,
              bank_code: target.values.bankCode,
              branch_name: target.values.branchName || null,
            };
      const verified = await trpcClient.payout.verifyBankAccount.mutate({
        claimId,
        holderName: account.holder_name,
        accountNumber: account.account_no,
        bankCode: account.bank_code,
        ...(account.branch_name ? { branchName: account.branch_name } : {}),
      });
      if (verified.refusal) return { refused: verified.refusal };
      if (target.kind === 'new') {
        try {
          const saved = await trpcClient.payout.addBankAccount.mutate({
            holder_name: account.holder_name,
            account_no: account.account_no,
            bank_code: account.bank_code,
            branch_name: account.branch_name,
            is_preferred: accounts.length === 0,
          });
          await queryClient.invalidateQueries(trpc.payout.bankAccounts.queryFilter());
          setChoice(saved.id);
          form.reset(bankAccountInputOf());
        } catch (error) {
          if (isUnauthorized(error)) throw error;
          return { failed: 'add', error };
        }
      }
      try {
        await onSaved(valuesOf(account));
      } catch (error) {
        if (isUnauthorized(error)) throw error;
        return { failed: 'page', error };
      }
      draft.clear();
      return 'saved';
    },
    onMutate: () => setProblem(null),
    onSuccess: (outcome, target) => {
      if (outcome === 'saved') return;
      if ('refused' in outcome) {
        // The field the bank's answer points at is marked and focused; the text says which check failed.
        if (outcome.refused === 'bank_account_unknown') {
          setProblem({ text: pageErrorText('bank_account_unknown') });
          if (target.kind === 'new')
            form.setError('accountNumber', { message: ACCOUNT_UNKNOWN }, { shouldFocus: true });
        } else {
          setProblem({ text: pageErrorText('bank_holder_mismatch'), hint: m.payout_holder_mismatch_hint() });
          if (target.kind === 'new')
            form.setError('holderName', { message: HOLDER_MISMATCH }, { shouldFocus: true });
        }
      } else if (outcome.failed === 'add') {
        setProblem({ text: describeError(outcome.error, { fallback: 'bank_account_save_failed' }) });
      }
      // a failed page save is the page's to show; the choice stays as it is
    },
    onError: (error) => setProblem({ text: describeError(error, { fallback: 'bank_verify_failed' }) }),
  });

  const applyOnce = useSingleFlight(apply);
  const applyButton = useFocusAfterPending(apply.isPending);
  const useSaved = () => {
    const account = accounts.find((entry) => entry.id === choice);
    if (!account) {
      setProblem({ text: m.payout_account_required() });
      return;
    }
    applyOnce({ kind: 'saved', account });
  };
  const useNew = form.handleSubmit((values) => applyOnce({ kind: 'new', values }));

  const field = (name: string) => `${ids}-${name}`;
  // The account the claim is paid to, when it is none of the saved ones (given on another device, or by the
  // broker): said, so "continue with the saved choice" says what it keeps.
  const claimAccount =
    typeof initialValues?.account_number === 'string' &&
    !accounts.some((account) => account.account_no === initialValues.account_number)
      ? `${bankNameOf(banks.options, String(initialValues.bank_code ?? ''))} · ${initialValues.account_number} (${String(initialValues.account_holder_name ?? '')})`
      : null;

  return (
    <div className="flex flex-col gap-4">
      {claimAccount ? (
        <p className="text-sm text-slate-800">{m.payout_claim_account({ account: claimAccount })}</p>
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{m.payout_saved_accounts()}</legend>
        {accounts.length === 0 ? <p className="text-sm text-slate-700">{m.payout_no_accounts()}</p> : null}
        <RadioGroup
          value={choice}
          onValueChange={(value) => {
            setChoice(value);
            setProblem(null);
          }}
          aria-label={m.payout_saved_accounts()}
        >
          {accounts.map((account) => (
            <label
              key={account.id}
              htmlFor={field(`account-${account.id}`)}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
            >
              <RadioGroupItem id={field(`account-${account.id}`)} value={account.id} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                  <span className="break-words">{account.holder_name}</span>
                  {account.is_preferred ? <Badge tone="blue">{m.payout_preferred()}</Badge> : null}
                </span>
                <span className="text-sm break-words text-slate-700">
                  {bankNameOf(banks.options, account.bank_code)} ·{' '}
                  <span className="tabular-nums">{account.account_no}</span>
                </span>
              </span>
            </label>
          ))}
          <label
            htmlFor={field('account-new')}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-slate-400 p-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
          >
            <RadioGroupItem id={field('account-new')} value={NEW_ACCOUNT} />
            <span className="text-sm font-semibold text-slate-900">{m.payout_add_account()}</span>
          </label>
        </RadioGroup>
      </fieldset>

      {choice === NEW_ACCOUNT ? (
        <form
          onSubmit={useNew}
          noValidate
          className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4"
        >
          {draft.restored ? <p className="text-sm text-slate-700">{m.form_draft_restored()}</p> : null}
          <h3 className="text-base font-semibold text-slate-900">{m.payout_new_account_title()}</h3>

          <BankAccountFields form={form} idPrefix={ids} banks={banks} />

          {problem ? <ProblemAlert problem={problem} /> : null}

          <Button
            ref={applyButton}
            type="submit"
            className="self-stretch sm:self-start"
            disabled={apply.isPending}
          >
            {apply.isPending ? m.payout_verifying() : m.payout_verify_and_use()}
          </Button>
        </form>
      ) : (
        <>
          {problem ? <ProblemAlert problem={problem} /> : null}
          <Button
            ref={applyButton}
            className="self-stretch sm:self-start"
            disabled={apply.isPending}
            onClick={useSaved}
          >
            {apply.isPending ? m.payout_verifying() : m.payout_use_account()}
          </Button>
        </>
      )}
    </div>
  );
}

function ProblemAlert({ problem }: { problem: { text: string; hint?: string } }) {
  return (
    <Alert tone="error">
      <p className="font-semibold">{problem.text}</p>
      {problem.hint ? <p>{problem.hint}</p> : null}
    </Alert>
  );
}
