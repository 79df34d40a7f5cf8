import { useState } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { id as indonesian } from 'react-day-picker/locale/id';
import { th } from 'react-day-picker/locale/th';
import { vi } from 'react-day-picker/locale/vi';
import type { Locale } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Calendar } from '../../../components/ui/calendar.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { formatDate } from '../../../lib/format.ts';
import { dateFromIso, isoFromDate, parseTypedDate, typedDateOf } from '../date-text.ts';
import { isPastOnlyDate, localToday } from '../schema.ts';
import { SummaryText } from '../summary-value.tsx';
import {
  controlAttributes,
  type FieldControlProps,
  type FieldRenderer,
  type FieldSummaryProps,
} from '../types.ts';

const CALENDAR_LOCALES: Record<Locale, DayPickerLocale> = { id: indonesian, en: enGB, th, vi };
const FIRST_MONTH = new Date(1950, 0, 1);

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A date typed as DD/MM/YYYY or picked from a calendar in a popover. The typed text is the control (it works
 * with any keyboard and screen reader); the calendar is the convenience. Past-event dates (`isPastOnlyDate`)
 * cannot be picked after today, and the schema refuses them when typed.
 */
function DateControl(props: FieldControlProps<'date'>) {
  const { field, value, onChange, disabled, context } = props;
  const [text, setText] = useState(() => typedDateOf(value));
  const [seenValue, setSeenValue] = useState(value);
  const [open, setOpen] = useState(false);
  // A value set from outside (the calendar, a reset) replaces the text; the user's own typing is left alone.
  if (value !== seenValue) {
    setSeenValue(value);
    if (parseTypedDate(text, context.locale) !== value) setText(typedDateOf(value));
  }
  const selected = dateFromIso(value);
  const today = dateFromIso(localToday()) ?? new Date();
  const pastOnly = isPastOnlyDate(field);

  return (
    <div className="flex gap-2 sm:max-w-xs">
      <Input
        {...controlAttributes(props)}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={m.form_date_placeholder()}
        value={text}
        onBlur={() => {
          // "07032024" or "7-3-2024" read back as 07/03/2024 once the user moves on.
          if (parseTypedDate(text, context.locale) === value && value !== '') setText(typedDateOf(value));
          props.onBlur();
        }}
        onChange={(event) => {
          setText(event.target.value);
          // Unreadable text goes into the form as it is, so the schema reports the wrong format.
          onChange(parseTypedDate(event.target.value, context.locale) ?? event.target.value);
        }}
      />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="secondary" className="min-h-11 shrink-0 px-3" disabled={disabled}>
            <CalendarIcon />
            <span className="sr-only">{m.form_date_open_calendar({ label: field.label })}</span>
          </Button>
        </PopoverTrigger>
        <PopoverContent aria-label={m.form_date_calendar_label({ label: field.label })} className="p-2">
          <Calendar
            mode="single"
            autoFocus
            selected={selected}
            defaultMonth={selected ?? today}
            captionLayout="dropdown"
            startMonth={FIRST_MONTH}
            endMonth={pastOnly ? today : new Date(today.getFullYear() + 5, 11, 31)}
            disabled={pastOnly ? { after: today } : undefined}
            locale={CALENDAR_LOCALES[context.locale]}
            onSelect={(date) => {
              if (date) {
                const iso = isoFromDate(date);
                setText(typedDateOf(iso));
                onChange(iso);
              }
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}

function DateSummary({ value, context }: FieldSummaryProps<'date'>) {
  return (
    <SummaryText>
      {typeof value === 'string' && value !== '' ? formatDate(value, context.locale) : null}
    </SummaryText>
  );
}

export const dateRenderer: FieldRenderer<'date'> = {
  labelAs: 'label',
  hint: () => m.form_date_hint(),
  Control: DateControl,
  Summary: DateSummary,
};
