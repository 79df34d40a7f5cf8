import { useState, type ReactNode } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { id as indonesian } from 'react-day-picker/locale/id';
import { th } from 'react-day-picker/locale/th';
import { vi } from 'react-day-picker/locale/vi';
import type { Locale } from '@portal/contracts/constants';
import { Calendar } from '../../../components/ui/calendar.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';

const CALENDAR_LOCALES: Record<Locale, DayPickerLocale> = { id: indonesian, en: enGB, th, vi };
const FIRST_MONTH = new Date(1950, 0, 1);

export interface DateCalendarProps {
  /** The button that opens the calendar (the date field's own, drawn by the field). */
  trigger: ReactNode;
  /** The calendar's accessible name. */
  label: string;
  selected: Date | undefined;
  today: Date;
  /** A past event: no day after today can be picked. */
  pastOnly: boolean;
  locale: Locale;
  onPick: (date: Date | undefined) => void;
}

/**
 * The date field's calendar in its popover, loaded when the user first reaches for it (decision record 0023):
 * the day picker, its date library and the popover are most of a form page's weight that a user who types
 * the date never needs. It mounts because the user opened it, so it starts open.
 */
export function DateCalendar({
  trigger,
  label,
  selected,
  today,
  pastOnly,
  locale,
  onPick,
}: DateCalendarProps) {
  const [open, setOpen] = useState(true);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent aria-label={label} className="p-2">
        <Calendar
          mode="single"
          autoFocus
          selected={selected}
          defaultMonth={selected ?? today}
          captionLayout="dropdown"
          startMonth={FIRST_MONTH}
          endMonth={pastOnly ? today : new Date(today.getFullYear() + 5, 11, 31)}
          disabled={pastOnly ? { after: today } : undefined}
          locale={CALENDAR_LOCALES[locale]}
          onSelect={(date) => {
            onPick(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
