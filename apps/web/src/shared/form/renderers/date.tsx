import { Suspense, lazy, useState } from 'react';
import { m } from '@portal/i18n/messages';
import { useLoadOnIntent } from '../../../components/layout/load-on-intent.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { isoFromDate } from '../../../lib/format.ts';
import { dateFromIso, parseTypedDate, typedDateOf } from '../date-text.ts';
import { isPastOnlyDate, localToday } from '../schema.ts';
import { controlAttributes, type FieldControlProps, type FieldRenderer } from '../types.ts';

const loadCalendar = () => import('./date-calendar.tsx');
const DateCalendar = lazy(() => loadCalendar().then((module) => ({ default: module.DateCalendar })));

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
  const calendar = useLoadOnIntent(loadCalendar);
  // A value set from outside (the calendar, a reset) replaces the text; the user's own typing is left alone.
  if (value !== seenValue) {
    setSeenValue(value);
    if (parseTypedDate(text, context.locale) !== value) setText(typedDateOf(value));
  }
  const selected = dateFromIso(value);
  const today = dateFromIso(localToday()) ?? new Date();
  const pastOnly = isPastOnlyDate(field);

  const calendarButton = (handlers?: typeof calendar.standInHandlers) => (
    <Button
      variant="secondary"
      size="field-narrow"
      className="shrink-0"
      disabled={disabled}
      // The stand-in says what the real trigger says when closed; the real one is given its state by Radix.
      {...(handlers ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, ...handlers } : {})}
    >
      <CalendarIcon />
      <span className="sr-only">{m.form_date_open_calendar({ label: field.label })}</span>
    </Button>
  );

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
      {calendar.wanted ? (
        <Suspense fallback={calendarButton()}>
          <DateCalendar
            trigger={calendarButton()}
            label={m.form_date_calendar_label({ label: field.label })}
            selected={selected}
            today={today}
            pastOnly={pastOnly}
            locale={context.locale}
            onPick={(date) => {
              if (!date) return;
              const iso = isoFromDate(date);
              setText(typedDateOf(iso));
              onChange(iso);
            }}
          />
        </Suspense>
      ) : (
        // Until the calendar is wanted, the same button stands in: pointing at it or focusing it fetches the
        // calendar's code, a click or an opening key mounts the calendar open (decision record 0023).
        calendarButton(calendar.standInHandlers)
      )}
    </div>
  );
}

export const dateRenderer: FieldRenderer<'date'> = {
  labelAs: 'label',
  hint: () => m.form_date_hint(),
  Control: DateControl,
};
