import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { DocumentsView } from '../../features/profile/components/documents-view.tsx';
import { documentListQuery } from '../../features/profile/hooks/use-documents.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export const Route = createFileRoute('/_authed/documents')({
  staticData: { title: () => m.documents_title(), backTo: '/profile' },
  // Not awaited, like the lists: the page shows its skeleton at once and its own error with a retry.
  loader: ({ context: { queryClient } }) => {
    queryClient.ensureQueryData(documentListQuery()).catch(() => undefined);
  },
  component: DocumentsPage,
});

function DocumentsPage() {
  useDocumentTitle(m.documents_title());
  return <DocumentsView />;
}
