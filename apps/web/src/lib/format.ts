import type { Locale } from '@portal/contracts/constants';

/** BCP 47 tags used for dates: Thai keeps its Buddhist-era calendar, English uses day-month-year. */
const LOCALE_TAGS: Record<Locale, string> = { id: 'id-ID', en: 'en-GB', th: 'th-TH', vi: 'vi-VN' };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date such as "31 Desember 2026" in the given locale. Date-only values ("2026-12-31") are calendar
 * dates and are shown as they are, whatever the viewer's time zone; an unreadable value is shown as it came.
 */
export function formatDate(value: string, locale: Locale, options: { timeZone?: string } = {}): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = DATE_ONLY.test(value) ? 'UTC' : options.timeZone;
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** Rupiah with dots grouping thousands and no decimals (spec §5): 1500000 -> "Rp 1.500.000". */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return 'Rp -';
  const rounded = Math.round(Math.abs(amount));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 && rounded !== 0 ? '-' : ''}Rp ${grouped}`;
}
