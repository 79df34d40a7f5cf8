import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { m } from '@portal/i18n/messages';
import { EditorActions } from '../../../components/managed-list.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import {
  BankAccountFields,
  useBankAccountDraft,
  useBankAccountForm,
  type BankAccountValues,
} from '../../../shared/bank-account/bank-account-fields.tsx';
import { bankNameOf, type BankList, type SavedBankAccount } from '../../../shared/bank-account/bank-list.ts';

export interface BankAccountEditorProps {
  /** The account to edit; none to add a new one. */
  account?: SavedBankAccount;
  /** Whether the user has other accounts (a first account is the preferred one anyway). */
  hasOtherAccounts: boolean;
  banks: BankList;
  /** Saved: what to announce. */
  onSaved: (announcement: string) => void;
  onCancel: () => void;
}

/**
 * Adds or edits an account (spec §5: holder name, account number and bank required, with their own messages).
 * A refused save says why with the catalogue's text and keeps everything typed.
 */
export function BankAccountEditor({
  account,
  hasOtherAccounts,
  banks,
  onSaved,
  onCancel,
}: BankAccountEditorProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const form = useBankAccountForm(account);
  const [makePreferred, setMakePreferred] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What is typed is kept in the tab until it is saved or cancelled.
  const draft = useBankAccountDraft(form, `bank-account.${account?.id ?? 'new'}`, account);

  useEffect(() => {
    form.setFocus('holderName');
  }, [form]);

  // The broker's refusal was about what was sent: once the user changes it, it no longer applies.
  useEffect(() => {
    const watching = form.watch(() => setProblem(null));
    return () => watching.unsubscribe();
  }, [form]);

  const save = useMutation({
    mutationFn: (values: BankAccountValues) => {
      const fields = {
        holder_name: values.holderName,
        account_no: values.accountNumber,
        bank_code: values.bankCode,
        branch_name: values.branchName || null,
      };
      return account
        ? trpcClient.payout.updateBankAccount.mutate({ id: account.id, ...fields })
        : trpcClient.payout.addBankAccount.mutate({ ...fields, is_preferred: makePreferred });
    },
    onMutate: () => setProblem(null),
    onSuccess: async (saved) => {
      draft.clear();
      await queryClient.invalidateQueries(trpc.payout.bankAccounts.queryFilter());
      const names = { bank: bankNameOf(banks.options, saved.bank_code), number: saved.account_no };
      onSaved(account ? m.bank_account_updated(names) : m.bank_account_added(names));
    },
    onError: (error) => setProblem(describeError(error, { fallback: 'bank_account_save_failed' })),
  });

  const title = account ? m.bank_account_edit_title() : m.payout_new_account_title();
  return (
    <Card className="p-4 sm:p-5">
      <form
        aria-labelledby={`${ids}-title`}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <h2 id={`${ids}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <BankAccountFields form={form} idPrefix={ids} banks={banks} />
        {!account && hasOtherAccounts ? (
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${ids}-preferred`}
              checked={makePreferred}
              onCheckedChange={(checked) => setMakePreferred(checked === true)}
            />
            <Label htmlFor={`${ids}-preferred`} weight="normal">
              {m.bank_account_make_preferred()}
            </Label>
          </div>
        ) : null}
        {draft.restored ? <p className="text-sm text-slate-700">{m.form_draft_restored()}</p> : null}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <EditorActions
          saveLabel={m.bank_account_save()}
          savingLabel={m.payout_saving()}
          cancelLabel={m.bank_account_cancel()}
          pending={save.isPending}
          onCancel={() => {
            draft.clear();
            onCancel();
          }}
        />
      </form>
    </Card>
  );
}
