import type {
  FormFieldDefinition,
  FormFieldKind,
  FormValue,
} from '@portal/contracts/entities/form-field-rules';
import type { Locale } from '@portal/contracts/constants';
import { formatAmountInput } from '../../lib/format.ts';

/** A field of a form definition (the contracts' field model, zod-free). */
export type FormField = FormFieldDefinition;

/** A field of the shared model with the contracts' defaults (optional, one value, no options, no list call, no OCR). */
export function defineField(
  name: string,
  label: string,
  type: FormFieldKind,
  extra: Partial<FormField> = {},
): FormField {
  return {
    name,
    label,
    type,
    required: false,
    is_list: false,
    options: [],
    external_source: null,
    ocr_category: null,
    ...extra,
  };
}

/**
 * What each kind of control holds while the user edits: text-like controls hold the string as typed (a number
 * or year is converted when saved), a yes/no question holds null until answered, lists hold arrays.
 */
export interface FieldInputValues {
  text: string;
  number: string;
  boolean: boolean | null;
  disclaimer: boolean;
  checkbox: string[];
  choices: string;
  choices_external: string;
  year: string;
  date: string;
  asterisk: string;
  sketch: string;
  file: string[];
}

// A new kind in contracts without an entry above fails here.
type Exhaustive<T extends Record<FormFieldKind, unknown>> = T;
export type FieldInputValue<K extends FormFieldKind = FormFieldKind> = Exhaustive<FieldInputValues>[K];

/** The form's state: one input value per field name. */
export type FormInputs = Record<string, FieldInputValue>;

const asText = (value: FormValue | undefined): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const asList = (value: FormValue | undefined): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];

/**
 * An amount as people type it: plain ("1500000", "12.5", "-3"), Indonesian grouping with dots and a decimal
 * comma ("1.500.000", "1.500,5"), English grouping with commas ("1,500,000.5") or a lone decimal comma
 * ("12,5"). A dot followed by exactly three digits is a thousands separator: amounts here are mostly rupiah,
 * where "1.500" means fifteen hundred. Null when the text is not an amount.
 */
export function readAmount(text: string): number | null {
  const compact = text.replace(/\s+/g, '');
  let plain: string | null = null;
  if (/^-?\d+(\.\d+)?$/.test(compact) && !/^-?\d{1,3}(\.\d{3})+$/.test(compact)) plain = compact;
  else if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)) plain = compact.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)) plain = compact.replace(/,/g, '');
  else if (/^-?\d+,\d+$/.test(compact)) plain = compact.replace(',', '.');
  if (plain === null) return null;
  const amount = Number(plain);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * The control's value for a stored value (null and missing become the empty control). An amount is written as
 * the user of `locale` types one, grouped in thousands (`formatAmountInput`).
 */
export function toInputValue(
  field: Pick<FormField, 'type'>,
  value: FormValue | undefined,
  locale: Locale,
): FieldInputValue {
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? formatAmountInput(value, locale) : asText(value);
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'disclaimer':
      return value === true;
    case 'checkbox':
    case 'file':
      return asList(value);
    default:
      return asText(value);
  }
}

/**
 * The stored value for a control's value: blank text is null (it clears the attribute), numbers and years are
 * numbers when they read as one (otherwise the text goes on, and the value rule refuses it), a single file is
 * its ref.
 */
export function toFormValue(field: Pick<FormField, 'type' | 'is_list'>, input: unknown): FormValue {
  switch (field.type) {
    case 'boolean':
      return typeof input === 'boolean' ? input : null;
    case 'disclaimer':
      return input === true;
    case 'checkbox':
      return Array.isArray(input) ? input.filter((entry): entry is string => typeof entry === 'string') : [];
    case 'file': {
      const refs = Array.isArray(input)
        ? input.filter((entry): entry is string => typeof entry === 'string')
        : [];
      if (field.is_list) return refs;
      return refs[0] ?? null;
    }
    case 'number': {
      const text = typeof input === 'string' ? input.trim() : typeof input === 'number' ? String(input) : '';
      if (text === '') return null;
      return readAmount(text) ?? text;
    }
    case 'year': {
      const text = typeof input === 'string' ? input.trim() : typeof input === 'number' ? String(input) : '';
      if (text === '') return null;
      return /^\d+$/.test(text) ? Number(text) : text;
    }
    case 'asterisk':
      // A reference number is kept as typed, apart from the spaces around it.
      return typeof input === 'string' && input.trim() !== '' ? input.trim() : null;
    default:
      return typeof input === 'string' && input.trim() !== '' ? input.trim() : null;
  }
}

/** Whether a draft entry still has the shape of the field's control (the definition may have changed since). */
export function isInputValueOf(field: Pick<FormField, 'type'>, input: unknown): input is FieldInputValue {
  switch (field.type) {
    case 'boolean':
      return input === null || typeof input === 'boolean';
    case 'disclaimer':
      return typeof input === 'boolean';
    case 'checkbox':
    case 'file':
      return Array.isArray(input) && input.every((entry) => typeof entry === 'string');
    default:
      return typeof input === 'string';
  }
}

export function toInputValues(
  fields: readonly FormField[],
  values: Readonly<Record<string, FormValue | undefined>>,
  locale: Locale,
): FormInputs {
  return Object.fromEntries(
    fields.map((field) => [field.name, toInputValue(field, values[field.name], locale)]),
  );
}

/** Two control values are the same (lists compared in order). */
export function sameInput(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((entry, i) => entry === b[i]);
  return a === b;
}
