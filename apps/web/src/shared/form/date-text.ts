import { isCalendarDate } from '@portal/contracts/entities/form-field-rules';
import type { Locale } from '@portal/contracts/constants';

/** Thai users count years in the Buddhist era (2567 = 2024); a typed year above this is read as one. */
const BUDDHIST_ERA_FROM = 2400;
const BUDDHIST_ERA_OFFSET = 543;

const TYPED_DATE = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
/** Eight digits without separators: phone number pads (inputmode numeric) often have no slash. */
const TYPED_DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * A typed day-month-year ("7/3/2024", "07-03-2024", "07032024", Thai "07/03/2567") as YYYY-MM-DD, or null when it is not a
 * real calendar date. Day first in every app locale (id, en-GB, th, vi all write dates day first).
 */
export function parseTypedDate(text: string, locale: Locale): string | null {
  const match = TYPED_DATE.exec(text.trim()) ?? TYPED_DIGITS.exec(text.trim());
  if (!match) return null;
  const [, day = '', month = '', yearText = ''] = match;
  let year = Number(yearText);
  if (locale === 'th' && year >= BUDDHIST_ERA_FROM) year -= BUDDHIST_ERA_OFFSET;
  const iso = `${String(year).padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** YYYY-MM-DD as the typed form DD/MM/YYYY (Gregorian, so what is shown can be typed back); other text as is. */
export function typedDateOf(value: string): string {
  if (!isCalendarDate(value)) return value;
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

/** A calendar date as a local Date at midnight, for the calendar widget (which works in local time). */
export function dateFromIso(value: string): Date | undefined {
  if (!isCalendarDate(value)) return undefined;
  const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}
