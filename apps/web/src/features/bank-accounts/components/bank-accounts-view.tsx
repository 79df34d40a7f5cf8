import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  ItemActions,
  ManagedList,
  lazyEditor,
  useManagedListState,
  type ListEditing,
} from '../../../components/managed-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { readSessionDraft, writeSessionDraft } from '../../../lib/session-draft.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { bankListOf, bankNameOf, type SavedBankAccount } from '../../../shared/bank-account/bank-list.ts';
import { bankAccountsQuery, banksQuery } from '../hooks/use-bank-accounts.ts';

/** The add and edit form (form library, zod, the bank select) loads on intent, not with the list. */
const { Editor: BankAccountEditor, prefetch: prefetchEditor } = lazyEditor(
  () => import('./bank-account-editor.tsx'),
  (module) => module.BankAccountEditor,
);

const LIST_DRAFT = 'bank-accounts.open';
const isListEditing = (value: unknown): value is ListEditing => {
  const editing = value as Partial<{ kind: string; id: unknown }> | null;
  return editing?.kind === 'add' || (editing?.kind === 'edit' && typeof editing.id === 'string');
};

/**
 * The user's bank accounts (spec §1, §3, §5): listed preferred first, added, edited, made preferred and
 * deleted after a confirmation; the claim payout picker offers the same accounts.
 */
export function BankAccountsView() {
  const queryClient = useQueryClient();
  const accountsQuery = useQuery(bankAccountsQuery());
  const banks = bankListOf(useQuery(banksQuery()));
  const names = (account: SavedBankAccount) => ({
    bank: bankNameOf(banks.options, account.bank_code),
    number: account.account_no,
  });
  const list = useManagedListState<SavedBankAccount>({
    remove: (account) => trpcClient.payout.deleteBankAccount.mutate({ id: account.id }),
    afterRemove: () => queryClient.invalidateQueries(trpc.payout.bankAccounts.queryFilter()),
    removedText: (account) => m.bank_account_deleted(names(account)),
    removeFallback: 'bank_account_delete_failed',
  });
  // Which form is open is kept in the tab with what is typed in it (the editor's draft): a reload or a lost
  // session's login comes back to it.
  const [reopen] = useState(() => readSessionDraft(LIST_DRAFT, isListEditing));
  useEffect(() => {
    if (reopen) list.startEditing(reopen);
    // Once, as the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reopen]);
  useEffect(() => {
    writeSessionDraft(LIST_DRAFT, list.editing, list.editing.kind === 'none');
  }, [list.editing]);

  const prefer = useMutation({
    mutationFn: (account: SavedBankAccount) =>
      trpcClient.payout.setPreferredBankAccount.mutate({ id: account.id }),
    onMutate: () => list.setNotice(null),
    onSuccess: (accounts, account) => {
      queryClient.setQueryData(trpc.payout.bankAccounts.queryKey(), accounts);
      list.setNotice({ tone: 'success', text: m.bank_account_now_preferred(names(account)) });
    },
    onError: (error) =>
      list.setNotice({
        tone: 'error',
        text: describeError(error, { fallback: 'bank_account_preferred_failed' }),
      }),
  });

  const accounts = accountsQuery.data ?? [];
  const editorProps = { hasOtherAccounts: accounts.length > 0, banks, ...list.editorCallbacks };
  const deleting = list.deleting;

  return (
    <ManagedList
      title={m.bank_accounts_title()}
      intro={m.bank_accounts_intro()}
      addLabel={m.bank_accounts_add()}
      onAdd={() => list.startEditing({ kind: 'add' })}
      onAddIntent={prefetchEditor}
      addForm={list.editing.kind === 'add' ? <BankAccountEditor {...editorProps} /> : null}
      notice={list.notice}
      query={accountsQuery}
      loadFailed={pageErrorText('bank_accounts_load_failed')}
      emptyTitle={m.bank_accounts_empty_title()}
      emptyBody={m.bank_accounts_empty_body()}
      itemKey={(account) => account.id}
      editorFor={(account) =>
        list.isEditing(account.id) ? <BankAccountEditor {...editorProps} account={account} /> : null
      }
      renderItem={(account) => (
        <AccountCard
          account={account}
          bankName={bankNameOf(banks.options, account.bank_code)}
          busy={prefer.isPending || list.removing}
          onPrefer={() => prefer.mutate(account)}
          onEdit={() => list.startEditing({ kind: 'edit', id: account.id })}
          onDelete={() => list.askDelete(account)}
        />
      )}
    >
      <ConfirmDialog
        {...list.deleteDialog}
        title={m.bank_account_delete_title()}
        description={
          deleting ? m.bank_account_delete_body({ ...names(deleting), holder: deleting.holder_name }) : ''
        }
        confirmLabel={m.bank_account_delete_confirm()}
        cancelLabel={m.bank_account_cancel()}
      >
        {deleting?.is_preferred && accounts.length > 1 ? (
          <p className="text-sm text-slate-700">{m.bank_account_delete_preferred_note()}</p>
        ) : null}
      </ConfirmDialog>
    </ManagedList>
  );
}

interface AccountCardProps {
  account: SavedBankAccount;
  bankName: string;
  busy: boolean;
  onPrefer: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function AccountCard({ account, bankName, busy, onPrefer, onEdit, onDelete }: AccountCardProps) {
  const names = { bank: bankName, number: account.account_no };
  return (
    <Card className="flex h-full flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base font-semibold break-words text-slate-900">{account.holder_name}</h2>
          <p className="text-sm break-words text-slate-700">
            {bankName} · <span className="tabular-nums">{account.account_no}</span>
          </p>
          {account.branch_name ? (
            <p className="text-sm text-slate-600">{m.bank_account_branch({ branch: account.branch_name })}</p>
          ) : null}
        </div>
        {account.is_preferred ? <Badge tone="blue">{m.payout_preferred()}</Badge> : null}
      </div>
      <ItemActions
        disabled={busy}
        actions={[
          ...(account.is_preferred
            ? []
            : [
                {
                  label: m.bank_account_set_preferred(),
                  accessibleName: m.bank_account_set_preferred_label(names),
                  onClick: onPrefer,
                },
              ]),
          {
            label: m.bank_account_edit(),
            accessibleName: m.bank_account_edit_label(names),
            onClick: onEdit,
            onIntent: prefetchEditor,
            opensEditor: true,
          },
          {
            label: m.bank_account_delete(),
            accessibleName: m.bank_account_delete_label(names),
            onClick: onDelete,
            danger: true,
          },
        ]}
      />
    </Card>
  );
}
