import { useEffect, useState, type ComponentProps } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { ACCOUNT_NUMBER_PATTERN } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../lib/page-error-texts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { rulesResolver, type FieldRules } from '../../lib/form-rules.ts';
import { clearSessionDraft, readSessionDraft, writeSessionDraft } from '../../lib/session-draft.ts';
import type { BankList, SavedBankAccount } from './bank-list.ts';

/** Why a field was refused; the texts are chosen where the field is drawn. */
const REQUIRED = 'required';
const INVALID = 'invalid';
/** The bank does not know this holder name for the account (claim payout verification). */
export const HOLDER_MISMATCH = 'mismatch';
/** The bank knows no account with this number (claim payout verification). */
export const ACCOUNT_UNKNOWN = 'unknown';

const oneLine = (value: string) => value.trim().replace(/\s+/g, ' ');

export interface BankAccountInput {
  holderName: string;
  accountNumber: string;
  bankCode: string;
  branchName: string;
}
export type BankAccountValues = BankAccountInput;

/**
 * A bank account as typed (spec §5): holder name, account number and bank are required; the number is the
 * contracts' ACCOUNT_NUMBER_PATTERN once spaces, dots and dashes are taken out; the branch is optional.
 */
export const bankAccountRules: FieldRules<BankAccountInput, BankAccountValues> = {
  holderName: (input) => {
    const value = oneLine(input);
    return value ? { value } : { problem: REQUIRED };
  },
  accountNumber: (input) => {
    const value = input.replace(/[\s.-]/g, '');
    if (!value) return { problem: REQUIRED };
    return ACCOUNT_NUMBER_PATTERN.test(value) ? { value } : { problem: INVALID };
  },
  bankCode: (value) => (value ? { value } : { problem: REQUIRED }),
  branchName: (input) => ({ value: oneLine(input) }),
};
export type BankAccountForm = UseFormReturn<BankAccountInput, unknown, BankAccountValues>;

/** The form's values for a saved account, or empty ones for a new account. */
export function bankAccountInputOf(account?: SavedBankAccount): BankAccountInput {
  return {
    holderName: account?.holder_name ?? '',
    accountNumber: account?.account_no ?? '',
    bankCode: account?.bank_code ?? '',
    branchName: account?.branch_name ?? '',
  };
}

export function useBankAccountForm(account?: SavedBankAccount): BankAccountForm {
  return useForm<BankAccountInput, unknown, BankAccountValues>({
    resolver: rulesResolver(bankAccountRules),
    defaultValues: bankAccountInputOf(account),
  });
}

const isBankAccountInput = (value: unknown): value is BankAccountInput => {
  const input = value as Partial<Record<keyof BankAccountInput, unknown>> | null;
  return (['holderName', 'accountNumber', 'bankCode', 'branchName'] as const).every(
    (name) => typeof input?.[name] === 'string',
  );
};

/**
 * Keeps what is typed in a bank account form in the tab under `draftName` (lib/session-draft.ts) until it is
 * saved or given up (`clear`): a reload, or a lost session's login and return, brings it back. `account`: the
 * account being edited, whose own values are not a draft. Answers the values brought back, if any.
 */
export function useBankAccountDraft(form: BankAccountForm, draftName: string, account?: SavedBankAccount) {
  const [restored] = useState(() => readSessionDraft(draftName, isBankAccountInput));
  useEffect(() => {
    if (restored) form.reset(restored, { keepDefaultValues: true });
  }, [form, restored]);
  useEffect(() => {
    const initial = bankAccountInputOf(account);
    const watching = form.watch((values) => {
      const unchanged = (Object.keys(initial) as (keyof BankAccountInput)[]).every(
        (name) => (values[name] ?? '') === initial[name],
      );
      writeSessionDraft(draftName, values, unchanged);
    });
    return () => watching.unsubscribe();
  }, [form, draftName, account]);
  return { restored, clear: () => clearSessionDraft(draftName) };
}

export interface BankAccountFieldsProps {
  form: BankAccountForm;
  /** Prefix of the fields' ids (a `useId()`), so two forms on a page do not share ids. */
  idPrefix: string;
  banks: BankList;
}

/**
 * The fields of a bank account, with their hints and translated errors: holder name, account number, bank
 * (from the given list) and branch. Used by the claim payout picker and the bank accounts page.
 */
export function BankAccountFields({ form, idPrefix, banks }: BankAccountFieldsProps) {
  const errors = form.formState.errors;
  const field = (name: string) => `${idPrefix}-${name}`;
  const holderError = errors.holderName?.message;
  const numberError = errors.accountNumber?.message;
  const bankError = errors.bankCode?.message;

  return (
    <>
      <TextField
        id={field('holder')}
        label={m.payout_holder_name()}
        hint={m.payout_holder_name_hint()}
        error={
          holderError
            ? holderError === HOLDER_MISMATCH
              ? pageErrorText('bank_holder_mismatch')
              : m.payout_holder_required()
            : undefined
        }
        autoComplete="name"
        {...form.register('holderName')}
      />
      <TextField
        id={field('number')}
        label={m.payout_account_number()}
        hint={m.payout_account_number_hint()}
        error={
          numberError
            ? numberError === ACCOUNT_UNKNOWN
              ? pageErrorText('bank_account_unknown')
              : numberError === INVALID
                ? m.payout_number_invalid()
                : m.payout_number_required()
            : undefined
        }
        inputMode="numeric"
        autoComplete="off"
        {...form.register('accountNumber')}
      />

      <div className="flex flex-col gap-1.5">
        <Label id={field('bank-label')} htmlFor={field('bank')}>
          {m.payout_bank()}
        </Label>
        <Controller
          control={form.control}
          name="bankCode"
          render={({ field: bank }) => (
            <SelectField
              value={bank.value}
              onValueChange={bank.onChange}
              options={banks.options}
              placeholder={m.payout_bank_placeholder()}
              name={bank.name}
              disabled={banks.failed}
              trigger={{
                id: field('bank'),
                ref: bank.ref,
                className: 'w-full',
                'aria-labelledby': field('bank-label'),
                'aria-invalid': bankError ? true : undefined,
                'aria-describedby': bankError ? field('bank-error') : undefined,
              }}
            />
          )}
        />
        {banks.failed ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-red-700">
            {m.payout_options_failed()}
            <Button variant="link" size="sm" onClick={banks.retry}>
              {m.common_retry()}
            </Button>
          </p>
        ) : null}
        {bankError ? (
          <p id={field('bank-error')} className="text-sm font-medium text-red-700">
            {m.payout_bank_required()}
          </p>
        ) : null}
      </div>

      <TextField
        id={field('branch')}
        label={m.bank_branch_name()}
        hint={m.bank_branch_name_hint()}
        error={undefined}
        autoComplete="off"
        {...form.register('branchName')}
      />
    </>
  );
}

/** A labelled input with its hint and, when there is one, its error (both read with the input). */
function TextField({
  id,
  label,
  hint,
  error,
  ...props
}: ComponentProps<typeof Input> & { id: string; label: string; hint: string; error: string | undefined }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        {...props}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
