import { useQuery, useQueryClient } from '@tanstack/react-query';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DocumentLink } from '../../../components/document-link.tsx';
import {
  ItemActions,
  ManagedList,
  lazyEditor,
  useManagedListState,
} from '../../../components/managed-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { documentListQuery, documentTypeLabel, type PageDocument } from '../hooks/use-documents.ts';

/** The add and replace form (select, upload pipeline) loads on intent, not with the list. */
const { Editor: DocumentEditor, prefetch: prefetchEditor } = lazyEditor(
  () => import('./document-editor.tsx'),
  (module) => module.DocumentEditor,
);

/**
 * The user's documents (spec §1, §3, §7 documents): listed newest first, opened through the gateway, added
 * and replaced through the upload pipeline, deleted after a confirmation.
 */
export function DocumentsView() {
  const queryClient = useQueryClient();
  const query = useQuery(documentListQuery());
  const list = useManagedListState<PageDocument>({
    remove: (document) => trpcClient.documents.remove.mutate({ id: document.id }),
    afterRemove: () => queryClient.invalidateQueries(trpc.documents.list.queryFilter()),
    removedText: (document) => m.documents_deleted({ name: document.name }),
    removeFallback: 'document_delete_failed',
  });

  return (
    <ManagedList
      title={m.documents_title()}
      intro={m.documents_intro()}
      addLabel={m.documents_add()}
      onAdd={() => list.startEditing({ kind: 'add' })}
      onAddIntent={prefetchEditor}
      addForm={list.editing.kind === 'add' ? <DocumentEditor {...list.editorCallbacks} /> : null}
      notice={list.notice}
      query={query}
      loadFailed={pageErrorText('documents_load_failed')}
      emptyTitle={m.documents_empty_title()}
      emptyBody={m.documents_empty_body()}
      itemKey={(document) => document.id}
      editorFor={(document) =>
        list.isEditing(document.id) ? <DocumentEditor {...list.editorCallbacks} document={document} /> : null
      }
      renderItem={(document) => (
        <DocumentCard
          document={document}
          busy={list.removing}
          onReplace={() => list.startEditing({ kind: 'edit', id: document.id })}
          onDelete={() => list.askDelete(document)}
        />
      )}
    >
      <ConfirmDialog
        {...list.deleteDialog}
        title={m.documents_delete_title()}
        description={m.documents_delete_body({ name: list.deleting?.name ?? '' })}
        confirmLabel={m.documents_delete_confirm()}
        cancelLabel={m.documents_cancel()}
      />
    </ManagedList>
  );
}

interface DocumentCardProps {
  document: PageDocument;
  busy: boolean;
  onReplace: () => void;
  onDelete: () => void;
}

function DocumentCard({ document, busy, onReplace, onDelete }: DocumentCardProps) {
  const locale = useLocale();
  return (
    <Card className="flex h-full flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">{document.name}</h2>
        <Badge tone="blue">{documentTypeLabel(document.documentType)}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        {m.documents_uploaded_on({ date: formatDate(document.uploadedAt, locale) })}
      </p>
      <ItemActions
        disabled={busy}
        leading={
          <DocumentLink
            href={document.fileRef}
            name={document.name}
            className="self-start sm:mr-auto sm:self-center"
          />
        }
        actions={[
          {
            label: m.documents_replace(),
            accessibleName: m.documents_replace_label({ name: document.name }),
            onClick: onReplace,
            onIntent: prefetchEditor,
            opensEditor: true,
          },
          {
            label: m.documents_delete(),
            accessibleName: m.documents_delete_label({ name: document.name }),
            onClick: onDelete,
            danger: true,
          },
        ]}
      />
    </Card>
  );
}
