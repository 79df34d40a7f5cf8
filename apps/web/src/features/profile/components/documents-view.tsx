import type { UserDocument } from '@portal/contracts/entities/document';
import { m } from '@portal/i18n/messages';
import { DocumentLink } from '../../../components/document-link.tsx';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/list-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { isWebUrl } from '../../../lib/safe-url.ts';
import { useDocuments } from '../hooks/use-profile.ts';

/** The user's documents, read-only (adding and replacing come later). */
export function DocumentsView() {
  const query = useDocuments();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{m.documents_title()}</h1>
      {query.isPending ? (
        <ListSkeleton label={m.common_loading()} count={2} />
      ) : query.isError ? (
        <ErrorState
          message={m.documents_load_failed()}
          retryLabel={m.common_retry()}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState title={m.documents_empty_title()} body={m.documents_empty_body()} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {query.data.data.map((document) => (
            <li key={document.id}>
              <DocumentCard document={document} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DocumentCard({ document }: { document: UserDocument }) {
  const locale = useLocale();
  return (
    <Card className="flex h-full flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{document.name}</h2>
        <Badge tone="blue">{document.document_type.toUpperCase()}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        {m.documents_uploaded_on({ date: formatDate(document.uploaded_at, locale) })}
      </p>
      {isWebUrl(document.file_url) ? (
        <DocumentLink href={document.file_url} name={document.name} className="mt-auto self-start" />
      ) : null}
    </Card>
  );
}
