import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { BankAccountsView } from '../../features/bank-accounts/components/bank-accounts-view.tsx';
import { bankAccountsQuery, banksQuery } from '../../features/bank-accounts/hooks/use-bank-accounts.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export const Route = createFileRoute('/_authed/bank-accounts')({
  staticData: { title: () => m.bank_accounts_title(), backTo: '/profile' },
  // Not awaited, like the documents and the lists: the page shows its skeleton at once and its own error.
  loader: ({ context: { queryClient } }) => {
    queryClient.ensureQueryData(bankAccountsQuery()).catch(() => undefined);
    queryClient.ensureQueryData(banksQuery()).catch(() => undefined);
  },
  component: BankAccountsPage,
});

function BankAccountsPage() {
  useDocumentTitle(m.bank_accounts_title());
  return <BankAccountsView />;
}
