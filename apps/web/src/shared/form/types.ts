import type { ComponentType } from 'react';
import type { Control } from 'react-hook-form';
import type { Locale } from '@portal/contracts/constants';
import type { ExternalSource, FormFieldKind, FormValue } from '@portal/contracts/entities/form-field-rules';
import type { FieldInputValue, FormField, FormInputs } from './field-values.ts';

/** Filters the page knows for a list call and the form does not (the product's brand category, for instance). */
export type ListFilters = Partial<Record<ExternalSource, Record<string, string>>>;

/**
 * How file fields reach the claim: the page gives the claim id and the calls that register a file on the
 * attribute (`claims.attachFile`, `claims.removeFile`). They may answer with the attribute's new value;
 * otherwise the form applies the same merge itself (a list gains the ref, a replaced ref goes) until the
 * page's refetched `values` say otherwise.
 */
export interface FileFieldAdapter {
  /** Passed to image verification (the claim id). */
  referenceId: string;
  onAttach: (name: string, fileRef: string, replacedRef?: string) => Promise<FormValue | void>;
  onRemove: (name: string, fileRef: string) => Promise<FormValue | void>;
  /** Documents customer service refused (document_reprocess): they must be replaced. */
  invalidFields?: readonly string[];
  /**
   * Files picked for this form's documents are kept on the device until attached, for this user (a claim's
   * documents, decision record 0056): they survive closing the app and go on when the claim is opened again.
   */
  keepUploads?: { owner: string; form: string } | undefined;
}

/** What every control may need beside its own value. */
export interface FieldContext {
  locale: Locale;
  fields: readonly FormField[];
  control: Control<FormInputs, unknown, Record<string, FormValue>>;
  listFilters: ListFilters;
  fileFieldAdapter: FileFieldAdapter | undefined;
  /** A file field starts or stops uploading: the form holds its save meanwhile, so no file is left behind. */
  onUploadBusy: (name: string, busy: boolean) => void;
}

export type FieldOf<K extends FormFieldKind> = FormField & { type: K };

export interface FieldControlProps<K extends FormFieldKind> {
  field: FieldOf<K>;
  /** The id of the control's first focusable element: the label points at it, a failed submit focuses it. */
  id: string;
  /** The id of the field's label or legend, for controls that name themselves with aria-labelledby. */
  labelId: string;
  /** Ids of the hint and the error, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
  value: FieldInputValue<K>;
  onChange: (value: FieldInputValue<K>) => void;
  onBlur: () => void;
  disabled: boolean;
  context: FieldContext;
}

/** What a read-only rendering of a value needs (the summary page, a read-only form). */
export interface SummaryContext {
  locale: Locale;
  fields: readonly FormField[];
  values: Readonly<Record<string, FormValue | undefined>>;
  listFilters: ListFilters;
}

export interface FieldSummaryProps<K extends FormFieldKind> {
  field: FieldOf<K>;
  value: FormValue | undefined;
  context: SummaryContext;
}

export type LabelKind = 'label' | 'legend' | 'self';

export interface FieldRenderer<K extends FormFieldKind> {
  /**
   * How the field's label is given: 'label' points a `<label>` at the control, 'legend' groups several
   * controls in a fieldset, 'self' when the control carries the label itself (the disclaimer's tick box).
   */
  labelAs: LabelKind | ((field: FieldOf<K>) => LabelKind);
  /** A hint under the label (already translated), if the kind has one. */
  hint?: (field: FieldOf<K>) => string | undefined;
  Control: ComponentType<FieldControlProps<K>>;
}

/** One renderer per kind: a kind added to the contracts without a renderer fails the typecheck. */
export type FieldRegistry = { [K in FormFieldKind]: FieldRenderer<K> };

/** What a single-choice control (radio group, select) needs: any control whose value is one string. */
export interface ChoiceControlProps {
  field: Pick<FormField, 'name' | 'required' | 'max_length'>;
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The attributes every native control of a field gets: id, name, required, error wiring, blur. */
export function controlAttributes(props: Omit<ChoiceControlProps, 'labelId' | 'value' | 'onChange'>) {
  return {
    id: props.id,
    name: props.field.name,
    disabled: props.disabled,
    required: props.field.required,
    maxLength: props.field.max_length,
    'aria-invalid': props.invalid || undefined,
    'aria-describedby': props.describedBy,
    onBlur: props.onBlur,
  };
}
