import { m } from '@portal/i18n/messages';
import { LoadBoundary, lazyPart } from '../../components/ui/lazy-part.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import type { DocumentUploaderProps } from './document-uploader.tsx';

/**
 * The uploader for a page that shows one among plain fields (decision record 0023): its own chunk, started
 * with the page (its route's loader), so it is there by the time the fields above it are filled; the forms
 * of the form engine load it through their file control instead.
 */
const documentUploader = lazyPart(
  () => import('./document-uploader.tsx'),
  (module) => module.DocumentUploader,
);

/** Starts the uploader's download (the same promise while it runs). */
export const preloadDocumentUploader = documentUploader.preload;

/**
 * `DocumentUploader`, drawn at once when its code is there; until then its frame with grey rows and a status
 * text in its place.
 */
export function LazyDocumentUploader(props: DocumentUploaderProps) {
  return (
    <LoadBoundary
      loading={
        <div
          role="status"
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
        >
          <span className="sr-only">{m.common_loading()}</span>
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10" />
        </div>
      }
    >
      <documentUploader.Part {...props} />
    </LoadBoundary>
  );
}
