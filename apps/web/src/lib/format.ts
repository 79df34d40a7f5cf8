import type { Locale } from '@portal/contracts/constants';

/** BCP 47 tags used for dates: Thai keeps its Buddhist-era calendar, English uses day-month-year. */
const LOCALE_TAGS: Record<Locale, string> = { id: 'id-ID', en: 'en-GB', th: 'th-TH', vi: 'vi-VN' };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formatters by locale and options, made once: building an Intl.DateTimeFormat costs ~0.4 ms of ICU work
 * (formatting with a built one ~0.003 ms), and a page made one per date it shows, all inside the long task of
 * its first render (Lighthouse TBT, decision record 0023).
 */
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
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = DATE_ONLY.test(value) ? 'UTC' : options.timeZone;
  return dateFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** A moment such as "20 November 2026, 09.15" in the given locale and time zone (default: the viewer's). */
export function formatDateTime(value: string, locale: Locale, options: { timeZone?: string } = {}): string {
  if (DATE_ONLY.test(value)) return formatDate(value, locale);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(date);
}

/** Rupiah with dots grouping thousands and no decimals (spec §5): 1500000 -> "Rp 1.500.000". */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return 'Rp -';
  const rounded = Math.round(Math.abs(amount));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 && rounded !== 0 ? '-' : ''}Rp ${grouped}`;
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
