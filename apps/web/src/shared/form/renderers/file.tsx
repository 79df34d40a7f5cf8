import type { FormValue } from '@portal/contracts/entities/form-field-rules';
import { DocumentUploader } from '../../upload/document-uploader.tsx';
import { toInputValue } from '../field-values.ts';
import { FileList } from '../field-summaries.tsx';
import type { FieldControlProps } from '../types.ts';

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
    const input = answer === undefined ? fallback : toInputValue(field, answer, context.locale);
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
      onBusyChange={(busy) => context.onUploadBusy(field.name, busy)}
      keepOnDevice={
        adapter.keepUploads
          ? { owner: adapter.keepUploads.owner, slot: `${adapter.keepUploads.form}/${field.name}` }
          : undefined
      }
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

/** Loaded when a form has a file field (registry.ts): the uploader stays off the other forms' pages. */
export default FileControl;
