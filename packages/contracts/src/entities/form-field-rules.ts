/**
 * The field model's value rules, in plain TypeScript: the web app imports this module in its bundle, so it
 * must not pull zod in at runtime. The zod schemas of the same model live in `form-field.ts`.
 */

/** Form field types of spec §3. */
export const FORM_FIELD_TYPES = [
  'boolean',
  'disclaimer',
  'checkbox',
  'choices',
  'asterisk',
  'choices_external',
  'year',
  'date',
  'sketch',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

// shape not given by spec: plain text, number and file inputs beside the special types above
export const PLAIN_FIELD_KINDS = ['text', 'number', 'file'] as const;
export const FORM_FIELD_KINDS = [...FORM_FIELD_TYPES, ...PLAIN_FIELD_KINDS] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

/**
 * The lists of endorsement forms (spec §7 tags lists and province-details): reference data the broker gives
 * without a session, so tokenised and authorized forms use them too.
 */
export const ENDORSEMENT_LIST_SOURCES = [
  'bike_brand_list',
  'bike_model_list',
  'nationality_data',
  'province-details',
  'city_data',
  'district_data',
  'town_data',
] as const;
export type EndorsementListSource = (typeof ENDORSEMENT_LIST_SOURCES)[number];

export function isEndorsementListSource(source: string): source is EndorsementListSource {
  return (ENDORSEMENT_LIST_SOURCES as readonly string[]).includes(source);
}

/** The list calls a choices_external field takes its options from (spec §7 claim and tags list calls). */
export const EXTERNAL_SOURCES = [
  'brand-list',
  'get-bank-list',
  'province-list',
  'cities',
  'postal-codes',
  'list-service-center',
  'service-branch-list',
  ...ENDORSEMENT_LIST_SOURCES,
] as const;
export type ExternalSource = (typeof EXTERNAL_SOURCES)[number];

/** A stored value: list attributes (several files, several choices) hold a list; null clears. */
export type FormValue = string | string[] | number | boolean | null;

export interface FormFieldOption {
  label: string;
  value: string;
}

/** One field of a claim, payment or endorsement form (the zod schema `FormField` parses into this). */
export interface FormFieldDefinition {
  name: string;
  label: string;
  type: FormFieldKind;
  required: boolean;
  is_list: boolean;
  options: FormFieldOption[];
  external_source: ExternalSource | null;
  /** For file fields whose photo image verification reads: the extract-info category (e.g. 'imei', 'ktp'). */
  ocr_category: string | null;
  /** For text fields: the most characters the field takes (the control stops there); none when absent. */
  max_length?: number | undefined;
}

/** Field kinds whose value is a file (a file ref on the page, the broker's file URL upstream). */
export const FILE_FIELD_KINDS: readonly FormFieldKind[] = ['file', 'sketch'];
export const isFileField = (field: Pick<FormFieldDefinition, 'type'>): boolean =>
  FILE_FIELD_KINDS.includes(field.type);

/** Years a year field accepts: from 1950 to next year (a device bought for next year's model). */
export const MIN_FIELD_YEAR = 1950;
/** Bank account numbers are 5 to 20 digits (spec §5 bank account). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{5,20}$/;
/** The bank form's account number field (the same rule as a saved bank account). */
export const ACCOUNT_NUMBER_FIELD = 'account_number';

/** A device's IMEI: 15 digits (endorsement forms, the gadget details; the broker checks the same). */
export const IMEI_PATTERN = /^\d{15}$/;

/** An Indonesian identity card (KTP) number, the NIK: 16 digits. */
export const KTP_NUMBER_PATTERN = /^\d{16}$/;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

const optionValues = (field: Pick<FormFieldDefinition, 'options'>) =>
  field.options.map((entry) => entry.value);

type RuleField = Pick<FormFieldDefinition, 'name' | 'type' | 'is_list' | 'options'>;

/**
 * Why a value does not fit its field, or null when it does: the one value rule, used by the web form, the
 * gateway before it saves and the mock broker. Null always fits (it clears the attribute); whether a required
 * field is given is `isFieldFilled`'s business. `currentYear` bounds year fields.
 */
export function fieldValueProblem(field: RuleField, value: FormValue, currentYear: number): string | null {
  if (value === null) return null;
  const isText = typeof value === 'string';
  switch (field.type) {
    case 'boolean':
    case 'disclaimer':
      return typeof value === 'boolean' ? null : 'expected true or false';
    case 'date':
      return isText && isCalendarDate(value) ? null : 'expected a date as YYYY-MM-DD';
    case 'year': {
      const year = typeof value === 'number' ? value : isText && /^\d{4}$/.test(value) ? Number(value) : NaN;
      return Number.isInteger(year) && year >= MIN_FIELD_YEAR && year <= currentYear + 1
        ? null
        : `expected a year between ${MIN_FIELD_YEAR} and ${currentYear + 1}`;
    }
    case 'number': {
      const amount =
        typeof value === 'number' ? value : isText && /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
      return Number.isFinite(amount) && amount >= 0 ? null : 'expected a non-negative number';
    }
    case 'choices':
      return isText && optionValues(field).includes(value)
        ? null
        : `expected one of ${optionValues(field).join(', ')}`;
    case 'checkbox':
      return Array.isArray(value) && value.every((entry) => optionValues(field).includes(entry))
        ? null
        : `expected a list of ${optionValues(field).join(', ')}`;
    case 'choices_external':
      return isText && value.trim() !== '' ? null : 'expected a value from the list';
    case 'file':
      if (field.is_list) {
        const list = Array.isArray(value) ? value : isText ? [value] : null;
        return list && list.every((entry) => entry.trim() !== '') ? null : 'expected files';
      }
      return isText && value.trim() !== '' ? null : 'expected a file';
    case 'sketch':
      return isText && value.trim() !== '' ? null : 'expected a drawing';
    case 'text':
      if (!isText) return 'expected text';
      if (field.name === ACCOUNT_NUMBER_FIELD && !ACCOUNT_NUMBER_PATTERN.test(value)) {
        return 'expected 5 to 20 digits';
      }
      return null;
    case 'asterisk':
      return isText ? null : 'expected text';
  }
}

/** Whether a value counts as given: a boolean false is an answer, but a disclaimer must be agreed (true). */
export function isFieldFilled(
  field: Pick<FormFieldDefinition, 'type'>,
  value: FormValue | undefined,
): boolean {
  if (value === undefined || value === null) return false;
  if (field.type === 'disclaimer') return value === true;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A form is valid when every required field is filled. */
export function areRequiredFieldsFilled(
  fields: readonly Pick<FormFieldDefinition, 'name' | 'type' | 'required'>[],
  values: Readonly<Record<string, FormValue | undefined>>,
): boolean {
  return fields.every((field) => !field.required || isFieldFilled(field, values[field.name]));
}

/** How many trailing characters of an asterisk value stay readable when it is shown back. */
export const ASTERISK_VISIBLE_CHARS = 4;

/**
 * An asterisk value (a sensitive reference such as an identity or report number) as it is shown back:
 * asterisks except the last four characters (decision record 0007).
 */
export function maskAsterisk(value: string): string {
  const visible = value.slice(-ASTERISK_VISIBLE_CHARS);
  return '*'.repeat(Math.max(0, value.length - visible.length)) + visible;
}

/** A form value as the page may see it: an asterisk (confidential) value masked, any other as it is. */
export function shownFormValue(type: FormFieldKind, value: FormValue): FormValue {
  return type === 'asterisk' && typeof value === 'string' ? maskAsterisk(value) : value;
}

/** Whether a value is a masked one (`maskAsterisk`'s shape): stars, then at most the visible characters. */
export function isMaskedAsterisk(value: string): boolean {
  return new RegExp(`^\\*+[^*]{0,${ASTERISK_VISIBLE_CHARS}}$`).test(value);
}
