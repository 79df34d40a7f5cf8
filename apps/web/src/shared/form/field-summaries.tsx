import { useState, type ComponentType } from 'react';
import type { FormFieldKind } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { formatDate } from '../../lib/format.ts';
import { externalFilters } from './external-filters.ts';
import { fixedFiltersOf, useListOptions } from './list-options.ts';
import { maskSensitive } from './mask.ts';
import { SummaryText } from './summary-value.tsx';
import type { FieldOf, FieldSummaryProps } from './types.ts';

/*
 * Every field kind's read-back (the summary page, a claim the user may not edit, an endorsement's outcome),
 * apart from the kinds' controls (renderers/): a page that only reads values back loads no form code.
 */

function TextSummary({ value }: FieldSummaryProps<'text'>) {
  return (
    <SummaryText>{typeof value === 'string' || typeof value === 'number' ? String(value) : null}</SummaryText>
  );
}

function NumberSummary({ value, context }: FieldSummaryProps<'number'>) {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return (
    <SummaryText>
      {Number.isFinite(amount) ? new Intl.NumberFormat(context.locale).format(amount) : null}
    </SummaryText>
  );
}

function AsteriskSummary({ value }: FieldSummaryProps<'asterisk'>) {
  const masked = maskSensitive(value);
  return (
    <SummaryText>{masked ? <span className="font-mono tracking-wider">{masked}</span> : null}</SummaryText>
  );
}

function BooleanSummary({ value }: FieldSummaryProps<'boolean'>) {
  return <SummaryText>{value === true ? m.form_yes() : value === false ? m.form_no() : null}</SummaryText>;
}

function DisclaimerSummary({ value }: FieldSummaryProps<'disclaimer'>) {
  return <SummaryText>{value === true ? m.form_agreed() : m.form_not_agreed()}</SummaryText>;
}

function optionLabel(field: Pick<FieldOf<'choices'>, 'options'>, value: string): string {
  return field.options.find((option) => option.value === value)?.label ?? value;
}

function CheckboxSummary({ field, value }: FieldSummaryProps<'checkbox'>) {
  const chosen = Array.isArray(value) ? value : [];
  return <SummaryText>{chosen.map((entry) => optionLabel(field, entry)).join(', ')}</SummaryText>;
}

function ChoicesSummary({ field, value }: FieldSummaryProps<'choices'>) {
  return (
    <SummaryText>{typeof value === 'string' && value !== '' ? optionLabel(field, value) : null}</SummaryText>
  );
}

/** The chosen option's label (the list is usually in the cache already from the form). */
function ChoicesExternalSummary({ field, value, context }: FieldSummaryProps<'choices_external'>) {
  const filters = externalFilters(
    field,
    context.fields,
    context.values,
    fixedFiltersOf(field, context.listFilters),
  );
  const options = useListOptions(field, filters);
  if (typeof value !== 'string' || value === '') return <SummaryText>{null}</SummaryText>;
  const label = options.data?.find((option) => option.value === value)?.label;
  return <SummaryText>{label ?? value}</SummaryText>;
}

function YearSummary({ value }: FieldSummaryProps<'year'>) {
  return (
    <SummaryText>{typeof value === 'number' || typeof value === 'string' ? String(value) : null}</SummaryText>
  );
}

function DateSummary({ value, context }: FieldSummaryProps<'date'>) {
  return (
    <SummaryText>
      {typeof value === 'string' && value !== '' ? formatDate(value, context.locale) : null}
    </SummaryText>
  );
}

function SketchSummary({ field, value }: FieldSummaryProps<'sketch'>) {
  if (typeof value !== 'string' || value === '') return <SummaryText>{null}</SummaryText>;
  return (
    <img
      src={value}
      alt={m.form_sketch_image_alt({ label: field.label })}
      className="max-h-32 w-auto max-w-full rounded-md border border-slate-300 bg-white object-contain"
    />
  );
}

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

export function FileList({ refs }: { refs: readonly string[] }) {
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

function FileSummary({ value }: FieldSummaryProps<'file'>) {
  const refs = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
  return <FileList refs={refs} />;
}

/**
 * The read-back of every kind. The mapped type makes the record exhaustive, like the renderer registry: a kind
 * added to the contracts' field model without a read-back fails the typecheck.
 */
export const FIELD_SUMMARIES: { [K in FormFieldKind]: ComponentType<FieldSummaryProps<K>> } = {
  text: TextSummary,
  number: NumberSummary,
  boolean: BooleanSummary,
  disclaimer: DisclaimerSummary,
  checkbox: CheckboxSummary,
  choices: ChoicesSummary,
  choices_external: ChoicesExternalSummary,
  year: YearSummary,
  date: DateSummary,
  asterisk: AsteriskSummary,
  sketch: SketchSummary,
  file: FileSummary,
};

/** The read-back of a kind, typed loosely for code that handles any field (the record keeps kinds apart). */
export function summaryOf(kind: FormFieldKind): ComponentType<FieldSummaryProps<FormFieldKind>> {
  return FIELD_SUMMARIES[kind] as unknown as ComponentType<FieldSummaryProps<FormFieldKind>>;
}
