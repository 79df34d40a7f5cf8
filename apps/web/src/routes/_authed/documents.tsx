import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { DocumentsView } from '../../features/profile/components/documents-view.tsx';
import { documentsQuery } from '../../features/profile/hooks/use-profile.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export const Route = createFileRoute('/_authed/documents')({
  staticData: { title: () => m.documents_title() },
  loader: ({ context: { queryClient } }) => {
    queryClient.ensureQueryData(documentsQuery()).catch(() => undefined);
  },
  component: DocumentsPage,
});

function DocumentsPage() {
  useDocumentTitle(m.documents_title());
  return <DocumentsView />;
}
