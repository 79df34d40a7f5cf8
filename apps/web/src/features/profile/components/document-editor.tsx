import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { USER_DOCUMENT_TYPES, type UserDocumentType } from '@portal/contracts/entities/document';
import { m } from '@portal/i18n/messages';
import { EditorActions } from '../../../components/managed-list.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { DocumentUploader } from '../../../shared/upload/document-uploader.tsx';
import { documentTypeLabel, type PageDocument } from '../hooks/use-documents.ts';

export interface DocumentEditorProps {
  /** The document whose file is replaced; none to add a new document. */
  document?: PageDocument;
  /** Saved: what to announce. */
  onSaved: (announcement: string) => void;
  onCancel: () => void;
}

type Problem = 'type' | 'file' | 'uploading';

/**
 * Adds a document (its type, an optional name, a file) or replaces a document's file. The file goes through
 * the shared upload pipeline (checks, progress, camera, cancel) and is only a file ref here; a refused save
 * says why with the catalogue's text and keeps the choices and the uploaded file.
 */
export function DocumentEditor({ document, onSaved, onCancel }: DocumentEditorProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const typeTrigger = useRef<HTMLButtonElement>(null);
  const [documentType, setDocumentType] = useState<UserDocumentType | ''>('');
  const [name, setName] = useState('');
  const [fileRef, setFileRef] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problems, setProblems] = useState<ReadonlySet<Problem>>(new Set());
  const [saveError, setSaveError] = useState<string | null>(null);

  const replacing = document !== undefined;
  const fileId = `${ids}-file`;

  useEffect(() => {
    if (replacing) globalThis.document.getElementById(fileId)?.focus();
    else typeTrigger.current?.focus();
  }, [replacing, fileId]);

  const save = useMutation({
    mutationFn: ({ type, ref }: { type: UserDocumentType | null; ref: string }) => {
      if (document) return trpcClient.documents.replace.mutate({ id: document.id, fileRef: ref });
      const typed = name.trim();
      return trpcClient.documents.add.mutate({
        documentType: type ?? 'other',
        name: typed === '' ? documentTypeLabel(type ?? 'other') : typed,
        fileRef: ref,
      });
    },
    onMutate: () => setSaveError(null),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries(trpc.documents.list.queryFilter());
      onSaved(
        replacing ? m.documents_replaced({ name: saved.name }) : m.documents_added({ name: saved.name }),
      );
    },
    onError: (error) => setSaveError(describeError(error, { fallback: 'document_save_failed' })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = new Set<Problem>();
    if (!replacing && documentType === '') found.add('type');
    if (uploading) found.add('uploading');
    else if (fileRef === null) found.add('file');
    setProblems(found);
    if (found.has('type')) typeTrigger.current?.focus();
    else if (found.size > 0) globalThis.document.getElementById(fileId)?.focus();
    if (found.size > 0 || fileRef === null) return;
    save.mutate({ type: documentType === '' ? null : documentType, ref: fileRef });
  }

  const fileProblem = problems.has('uploading')
    ? m.documents_file_uploading()
    : problems.has('file')
      ? m.documents_file_required()
      : null;
  const title = document
    ? m.documents_form_replace_title({ name: document.name })
    : m.documents_form_add_title();

  return (
    <Card className="p-4 sm:p-5">
      <form aria-labelledby={`${ids}-title`} noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <h2 id={`${ids}-title`} className="text-base font-semibold break-words text-slate-900">
          {title}
        </h2>

        {replacing ? null : (
          <>
            <div className="flex flex-col gap-1.5">
              <Label id={`${ids}-type-label`} htmlFor={`${ids}-type`}>
                {m.documents_type()}
              </Label>
              <Select
                value={documentType}
                onValueChange={(value) => {
                  setDocumentType(value as UserDocumentType);
                  setProblems((current) => new Set([...current].filter((entry) => entry !== 'type')));
                }}
              >
                <SelectTrigger
                  id={`${ids}-type`}
                  ref={typeTrigger}
                  className="w-full"
                  aria-labelledby={`${ids}-type-label`}
                  aria-invalid={problems.has('type') ? true : undefined}
                  aria-describedby={problems.has('type') ? `${ids}-type-error` : undefined}
                >
                  <SelectValue placeholder={m.documents_type_placeholder()} />
                </SelectTrigger>
                <SelectContent>
                  {USER_DOCUMENT_TYPES.map((type) => (
                    <SelectItem key={type} value={type}>
                      {documentTypeLabel(type)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {problems.has('type') ? (
                <p id={`${ids}-type-error`} className="text-sm font-medium text-red-700">
                  {m.documents_type_required()}
                </p>
              ) : null}
            </div>

            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${ids}-name`}>{m.documents_name()}</Label>
              <Input
                id={`${ids}-name`}
                value={name}
                maxLength={100}
                autoComplete="off"
                aria-describedby={`${ids}-name-hint`}
                onChange={(event) => setName(event.target.value)}
              />
              <p id={`${ids}-name-hint`} className="text-sm text-slate-600">
                {m.documents_name_hint()}
              </p>
            </div>
          </>
        )}

        <DocumentUploader
          id={fileId}
          label={m.documents_file()}
          required
          multiple={false}
          files={fileRef ? [fileRef] : []}
          ocrCategory={null}
          referenceId=""
          describedBy={fileProblem ? `${ids}-file-error` : undefined}
          onBusyChange={setUploading}
          onAttach={(ref) => {
            setFileRef(ref);
            setProblems(new Set());
            return Promise.resolve();
          }}
          onRemove={() => {
            setFileRef(null);
            return Promise.resolve();
          }}
        />
        {fileProblem ? (
          <p id={`${ids}-file-error`} className="text-sm font-medium text-red-700">
            {fileProblem}
          </p>
        ) : null}

        {saveError ? <Alert tone="error">{saveError}</Alert> : null}

        <EditorActions
          saveLabel={m.documents_save()}
          savingLabel={m.documents_saving()}
          cancelLabel={m.documents_cancel()}
          pending={save.isPending}
          onCancel={onCancel}
        />
      </form>
    </Card>
  );
}
