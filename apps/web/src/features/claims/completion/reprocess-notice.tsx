import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { documentLabel } from '../../../lib/broker-document-labels.ts';
import type { CompletionForm } from './claim-completion.ts';

interface ReprocessNoticeProps {
  reprocess: { comment: string | null; invalidDocuments: readonly string[] };
  forms: readonly CompletionForm[];
}

/** A document_reprocess claim: what customer service said and which documents must be uploaded again. */
export function ReprocessNotice({ reprocess, forms }: ReprocessNoticeProps) {
  const labelOf = (name: string) =>
    documentLabel(
      name,
      forms.flatMap((form) => form.fields).find((field) => field.name === name)?.label ?? name,
    );
  return (
    <Alert tone="warning" className="flex flex-col gap-2">
      <p className="font-semibold">{m.claims_reprocess_title()}</p>
      {reprocess.comment ? (
        <blockquote className="border-l-2 border-amber-400 pl-3">
          <span className="sr-only">{m.claims_comment_agent()}: </span>
          {reprocess.comment}
        </blockquote>
      ) : null}
      {reprocess.invalidDocuments.length > 0 ? (
        <>
          <p>{m.claims_reprocess_documents()}</p>
          <ul className="list-disc pl-5">
            {reprocess.invalidDocuments.map((name) => (
              <li key={name}>{labelOf(name)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}
