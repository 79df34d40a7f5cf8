import { useState } from 'react';
import type { FormValue } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { DocumentUploader } from '../../upload/document-uploader.tsx';
import { toInputValue } from '../field-values.ts';
import { SummaryText } from '../summary-value.tsx';
import type { FieldControlProps, FieldRenderer, FieldSummaryProps } from '../types.ts';

/**
 * A file ref read back: a thumbnail when the file is an image, else a link. Refs carry no file type (they are
 * sealed paths), so the image is tried and a PDF or video falls back to the link.
 */
function FileThumbnail({ fileRef, number }: { fileRef: string; number: number }) {
  const [notImage, setNotImage] = useState(false);
  const name = m.form_file_open({ number: String(number) });
  return (
    <a
      href={fileRef}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center rounded-md border border-slate-300 bg-white text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {notImage ? (
        <span className="px-3 py-2">{name}</span>
      ) : (
        <img
          src={fileRef}
          alt={name}
          className="size-16 rounded-md object-cover"
          onError={() => setNotImage(true)}
        />
      )}
    </a>
  );
}

function FileList({ refs }: { refs: readonly string[] }) {
  if (refs.length === 0) return <SummaryText>{m.form_no_file()}</SummaryText>;
  return (
    <div className="flex flex-col gap-2">
      <span>{m.form_file_count({ count: String(refs.length) })}</span>
      <ul className="flex flex-wrap gap-2">
        {refs.map((fileRef, index) => (
          <li key={fileRef}>
            <FileThumbnail fileRef={fileRef} number={index + 1} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Documents are uploaded and registered on the claim the moment they are chosen (C's `DocumentUploader`,
 * through the page's `fileFieldAdapter`); the form keeps the attribute's new value so the required check
 * sees it. Without an adapter the files are only listed.
 */
function FileControl({
  field,
  id,
  describedBy,
  value,
  onChange,
  disabled,
  context,
}: FieldControlProps<'file'>) {
  const adapter = context.fileFieldAdapter;
  if (!adapter) return <FileList refs={value} />;
  /** The attribute's new value when the call gave it, else the same merge the broker makes. */
  const apply = (answer: FormValue | void, fallback: string[]) => {
    const input = answer === undefined ? fallback : toInputValue(field, answer);
    onChange(Array.isArray(input) ? input : fallback);
  };
  return (
    <DocumentUploader
      id={id}
      label={field.label}
      required={field.required}
      multiple={field.is_list}
      files={value}
      ocrCategory={field.ocr_category}
      referenceId={adapter.referenceId}
      // Only customer service's refusal marks the document; a form error reaches it through describedBy.
      invalid={adapter.invalidFields?.includes(field.name) ?? false}
      hideLabel
      describedBy={describedBy}
      disabled={disabled}
      onAttach={async (fileRef, replacedRef) => {
        const answer = await adapter.onAttach(field.name, fileRef, replacedRef);
        const kept = field.is_list ? value.filter((entry) => entry !== replacedRef && entry !== fileRef) : [];
        apply(answer, [...kept, fileRef]);
      }}
      onRemove={async (fileRef) => {
        const answer = await adapter.onRemove(field.name, fileRef);
        apply(
          answer,
          value.filter((entry) => entry !== fileRef),
        );
      }}
    />
  );
}

function FileSummary({ value }: FieldSummaryProps<'file'>) {
  const refs = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
  return <FileList refs={refs} />;
}

export const fileRenderer: FieldRenderer<'file'> = {
  labelAs: 'legend',
  Control: FileControl,
  Summary: FileSummary,
};
