import type { Locale } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';

/** BCP 47 tags used for dates: Thai keeps its Buddhist-era calendar, English uses day-month-year. */
const LOCALE_TAGS: Record<Locale, string> = { id: 'id-ID', en: 'en-GB', th: 'th-TH', vi: 'vi-VN' };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/*
 * Dates are written here, not by Intl.DateTimeFormat (decision record 0023): the first Intl formatter
 * a page makes starts the browser's ICU, 40–90 ms of one task in Chromium on a desktop CPU (four times that on
 * Lighthouse's phone), inside the first render of every page that shows a date. The month names, the order and
 * the word before the time are CLDR's, as Intl writes them for these four tags, kept as messages (date_…). A unit
 * test compares every month, both forms and each language with Intl. Only a date asked in another time zone than
 * the viewer's still goes through Intl.
 */
/** Month names as messages (packages/i18n), by month 0–11. */
const MONTHS = [
  m.date_month_1,
  m.date_month_2,
  m.date_month_3,
  m.date_month_4,
  m.date_month_5,
  m.date_month_6,
  m.date_month_7,
  m.date_month_8,
  m.date_month_9,
  m.date_month_10,
  m.date_month_11,
  m.date_month_12,
];

interface Moment {
  year: number;
  /** 0–11 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function writeDate(locale: Locale, { year, month, day }: Moment): string {
  return m.date_day_month_year(
    {
      day,
      month: MONTHS[month]?.({}, { locale }) ?? String(month + 1),
      // The Thai calendar counts from the Buddha's death: 2026 is 2569.
      year: locale === 'th' ? year + 543 : year,
    },
    { locale },
  );
}

function writeDateTime(locale: Locale, moment: Moment): string {
  return m.date_at_time(
    {
      date: writeDate(locale, moment),
      hour: String(moment.hour).padStart(2, '0'),
      minute: String(moment.minute).padStart(2, '0'),
    },
    { locale },
  );
}

/** The moment in the viewer's time zone, or the calendar date of a date-only value; null when unreadable. */
function momentOf(value: string): Moment | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // "2026-12-31" is read as midnight UTC: its UTC fields are the calendar date, wherever the viewer is.
  if (DATE_ONLY.test(value))
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      hour: 0,
      minute: 0,
    };
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

/** Intl's formatters by locale and options, made once: only for a time zone other than the viewer's. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date such as "31 Desember 2026" in the given locale. Date-only values ("2026-12-31") are calendar
 * dates and are shown as they are, whatever the viewer's time zone; an unreadable value is shown as it came.
 */
export function formatDate(value: string, locale: Locale, options: { timeZone?: string } = {}): string {
  const moment = momentOf(value);
  if (!moment) return value;
  if (!options.timeZone || DATE_ONLY.test(value)) return writeDate(locale, moment);
  return dateFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: options.timeZone,
  }).format(new Date(value));
}

/** A moment such as "20 November 2026 pukul 09.15" in the given locale and time zone (default: the viewer's). */
export function formatDateTime(value: string, locale: Locale, options: { timeZone?: string } = {}): string {
  if (DATE_ONLY.test(value)) return formatDate(value, locale);
  const moment = momentOf(value);
  if (!moment) return value;
  if (!options.timeZone) return writeDateTime(locale, moment);
  return dateFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: options.timeZone,
  }).format(new Date(value));
}

/** A local Date as YYYY-MM-DD: the viewer's calendar day (a date picker hands back local midnights). */
export function isoFromDate(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Rupiah with dots grouping thousands and no decimals (spec §5): 1500000 -> "Rp 1.500.000". */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return 'Rp -';
  const rounded = Math.round(Math.abs(amount));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 && rounded !== 0 ? '-' : ''}Rp ${grouped}`;
}

/**
 * The thousands and decimal marks people type in each language: dots in Indonesian and Vietnamese. They are
 * Intl.NumberFormat's marks for these languages (a unit test compares them), kept as data so a page with an
 * amount field does not start the browser's ICU (see the dates above).
 */
export const AMOUNT_MARKS: Record<Locale, { group: string; decimal: string }> = {
  id: { group: '.', decimal: ',' },
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
  th: { group: ',', decimal: '.' },
};

/**
 * A stored amount as the text of an amount field, the way the user would type it: 1500000 -> "1.500.000" in
 * Indonesian, "1,500,000" in English; 1500.5 -> "1.500,5" / "1,500.5". The form reads it back with `readAmount`
 * (shared/form/field-values.ts), which takes a dot or a comma before exactly three digits as a thousands mark; a
 * fraction of exactly three digits gets a fourth, a zero (1.234 -> "1,2340" / "1.2340"), so it is not read as
 * thousands. Written without Intl, as the dates are (see above).
 */
export function formatAmountInput(amount: number, locale: Locale): string {
  const plain = String(Math.abs(amount));
  if (!Number.isFinite(amount) || /e/i.test(plain)) return String(amount);
  const marks = AMOUNT_MARKS[locale];
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, marks.group);
  const decimals =
    fraction === undefined ? '' : `${marks.decimal}${fraction.length === 3 ? `${fraction}0` : fraction}`;
  return `${amount < 0 ? '-' : ''}${grouped}${decimals}`;
}

/** "Budi Santoso" -> "BS": an avatar's letters when there is no photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => (word ?? '').charAt(0).toUpperCase()).join('') || '?';
}

/** "asuransi-astra" -> "Asuransi Astra": a code shown where the broker sends no display name. */
export function humanizeSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
