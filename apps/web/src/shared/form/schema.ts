import {
  fieldValueProblem,
  isCalendarDate,
  IMEI_PATTERN,
  isFieldFilled,
  isMaskedAsterisk,
  KTP_NUMBER_PATTERN,
  MIN_FIELD_YEAR,
  type FormValue,
} from '@portal/contracts/entities/form-field-rules';
import { isoFromDate } from '../../lib/format.ts';
import { checkForm, rulesResolver, type CheckedForm, type FieldRules } from '../../lib/form-rules.ts';
import { toFormValue, type FormField, type FormInputs } from './field-values.ts';

/**
 * Why a field's input is refused, as a code the form turns into text (`problemText`). The schema speaks in
 * codes so it stays free of the message bundle and the tests can name what they expect.
 */
export const FIELD_PROBLEMS = [
  'required',
  'format',
  'disclaimer',
  'future_date',
  'year_range',
  'negative',
  'date_format',
  'number_format',
  'imei',
  'id_number',
] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];

export function isFieldProblem(value: unknown): value is FieldProblem {
  return (FIELD_PROBLEMS as readonly unknown[]).includes(value);
}

/**
 * Dates (and years) of something that already happened cannot be in the future: the incident, a loss, a death, a
 * purchase, a birth, the first symptoms. Not every claim date is like that (the salvage form's `pickup_date` is a
 * courier pick-up the user schedules; a vehicle's year may be next year's model), so the rule goes by the field's
 * name and label (the broker's Indonesian: 'Tahun kejadian', 'Tahun pembelian perangkat', 'Tahun mulai gejala')
 * rather than applying to all date and year fields.
 */
const PAST_EVENT = /incident|accident|loss|death|purchase|birth|kejadian|pembelian|gejala/i;

export function isPastOnlyDate(field: Pick<FormField, 'name' | 'label' | 'type'>): boolean {
  return field.type === 'date' && isPastEvent(field);
}

/** Whether a field (a date or a year) names something that already happened. */
export const isPastEvent = (field: Pick<FormField, 'name' | 'label'>): boolean =>
  PAST_EVENT.test(`${field.name} ${field.label}`);

/**
 * Identifiers with one shape wherever a form names them (endorsements): an IMEI has 15 digits, an Indonesian
 * KTP number (NIK) 16. Told as such before sending, rather than as a wrong format after. A saved sensitive
 * value comes back masked ("************0004") and is not checked: it is not sent again unchanged.
 */
const IDENTIFIERS: Readonly<Record<string, { pattern: RegExp; problem: FieldProblem }>> = {
  imei: { pattern: IMEI_PATTERN, problem: 'imei' },
  id_number: { pattern: KTP_NUMBER_PATTERN, problem: 'id_number' },
};

export interface FieldRuleContext {
  /** Today in the user's calendar, YYYY-MM-DD. */
  today: string;
  /** Overrides which date fields refuse the future (default `isPastOnlyDate`). */
  pastOnly?: (field: FormField) => boolean;
}

/** Today as YYYY-MM-DD in the browser's time zone (a date field's "today" is the user's, not UTC's). */
export function localToday(now: Date = new Date()): string {
  return isoFromDate(now);
}

/**
 * The problem of one field's input, or null. Required and the client-only rules (future dates, readable year
 * range and negative amounts) come first for their own messages; everything else is the contracts' one value
 * rule, which the gateway applies again before saving.
 */
export function fieldProblem(
  field: FormField,
  input: unknown,
  context: FieldRuleContext,
): FieldProblem | null {
  const value: FormValue = toFormValue(field, input);
  if (!isFieldFilled(field, value)) {
    if (!field.required) return null;
    return field.type === 'disclaimer' ? 'disclaimer' : 'required';
  }
  const currentYear = Number(context.today.slice(0, 4));
  if (field.type === 'number' && typeof value === 'number' && value < 0) return 'negative';
  if (
    field.type === 'year' &&
    typeof value === 'number' &&
    Number.isInteger(value) &&
    (value < MIN_FIELD_YEAR || value > currentYear + 1)
  ) {
    return 'year_range';
  }
  if (
    field.type === 'date' &&
    typeof value === 'string' &&
    isCalendarDate(value) &&
    value > context.today &&
    (context.pastOnly ?? isPastOnlyDate)(field)
  ) {
    return 'future_date';
  }
  const identifier = IDENTIFIERS[field.name];
  if (
    identifier &&
    typeof value === 'string' &&
    !isMaskedAsterisk(value) &&
    !identifier.pattern.test(value)
  ) {
    return identifier.problem;
  }
  if (fieldValueProblem(field, value, currentYear) === null) return null;
  // Dates and amounts say how to write them; other kinds are chosen from lists, so a wrong one is rare.
  return field.type === 'date' ? 'date_format' : field.type === 'number' ? 'number_format' : 'format';
}

export type FormOutput = Record<string, FormValue>;

/**
 * The rules of a form definition: each checks its control's input and turns it into the stored value
 * (`toFormValue`), so the resolver hands `onSave` exactly what the gateway expects.
 */
export function formRules(
  fields: readonly FormField[],
  context: FieldRuleContext,
): FieldRules<FormInputs, FormOutput> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      (input: unknown) => {
        const problem = fieldProblem(field, input, context);
        return problem ? { problem } : { value: toFormValue(field, input) };
      },
    ]),
  );
}

/** A form definition's input checked: the stored values, or each refused field's problem code. */
export function checkFormInputs(
  fields: readonly FormField[],
  context: FieldRuleContext,
  input: FormInputs,
): CheckedForm<FormOutput> {
  return checkForm(formRules(fields, context), input);
}

/** The react-hook-form resolver of a form definition. */
export function buildFormResolver(fields: readonly FormField[], context: FieldRuleContext) {
  return rulesResolver(formRules(fields, context));
}
