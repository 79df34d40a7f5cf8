import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRupiah, humanizeSlug, initials } from './format.ts';

describe('formatRupiah', () => {
  it('groups thousands with dots', () => {
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
    expect(formatRupiah(1500000)).toBe('Rp 1.500.000');
    expect(formatRupiah(1234567890)).toBe('Rp 1.234.567.890');
  });

  it('rounds to whole rupiah and keeps the sign', () => {
    expect(formatRupiah(2500.6)).toBe('Rp 2.501');
    expect(formatRupiah(-75000)).toBe('-Rp 75.000');
    expect(formatRupiah(-0.2)).toBe('Rp 0');
  });

  it('does not print NaN', () => {
    expect(formatRupiah(Number.NaN)).toBe('Rp -');
  });
});

describe('formatDate', () => {
  it('writes the month name in the active locale', () => {
    expect(formatDate('2026-12-31', 'id')).toBe('31 Desember 2026');
    expect(formatDate('2026-12-31', 'en')).toBe('31 December 2026');
    expect(formatDate('2026-03-05', 'vi')).toMatch(/5 tháng 3,? 2026/);
  });

  it('uses the Buddhist era in Thai', () => {
    expect(formatDate('2026-12-31', 'th')).toBe('31 ธันวาคม 2569');
  });

  it('keeps a date-only value on its calendar day in any time zone', () => {
    expect(formatDate('2026-01-01', 'en', { timeZone: 'America/Los_Angeles' })).toBe('1 January 2026');
  });

  it('converts a timestamp to the given time zone', () => {
    expect(formatDate('2026-01-31T20:00:00Z', 'id', { timeZone: 'Asia/Jakarta' })).toBe('1 Februari 2026');
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatDate('not a date', 'id')).toBe('not a date');
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Budi Santoso')).toBe('BS');
    expect(initials('  putri  ayu anggraini ')).toBe('PA');
    expect(initials('Agus')).toBe('A');
    expect(initials('')).toBe('?');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day in the given time zone', () => {
    const text = formatDateTime('2026-11-20T02:15:00Z', 'id', { timeZone: 'Asia/Jakarta' });
    expect(text).toMatch(/^20 November 2026/);
    expect(text).toMatch(/09[.:]15/);
  });

  it('shows a date-only value as a date and an unreadable one as it came', () => {
    expect(formatDateTime('2026-12-31', 'en')).toBe('31 December 2026');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});

describe('humanizeSlug', () => {
  it('turns a code into words', () => {
    expect(humanizeSlug('asuransi-astra')).toBe('Asuransi Astra');
    expect(humanizeSlug('sinarmas')).toBe('Sinarmas');
    expect(humanizeSlug('extended_warranty')).toBe('Extended Warranty');
  });
});

describe('dates written without Intl', () => {
  const TAGS = { id: 'id-ID', en: 'en-GB', th: 'th-TH', vi: 'vi-VN' } as const;
  const LOCALES = Object.keys(TAGS) as (keyof typeof TAGS)[];

  it('writes every month of a date as Intl does, in each language', () => {
    for (const locale of LOCALES) {
      const intl = new Intl.DateTimeFormat(TAGS[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let month = 0; month < 12; month += 1)
        for (const day of [1, 9, 28]) {
          const value = `2026-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(formatDate(value, locale)).toBe(intl.format(new Date(value)));
        }
    }
  });

  it('writes a moment in the viewer’s time zone as Intl does, in each language', () => {
    for (const locale of LOCALES) {
      const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(TAGS[locale], options);
      for (const value of [
        '2026-11-20T02:05:00Z',
        '2026-01-01T16:59:00Z',
        '2026-06-30T23:30:00+07:00',
        '2027-02-28T12:00:00.000Z',
      ]) {
        const date = new Date(value);
        expect(formatDateTime(value, locale)).toBe(
          intl({ day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
            date,
          ),
        );
        expect(formatDate(value, locale)).toBe(
          intl({ day: 'numeric', month: 'long', year: 'numeric' }).format(date),
        );
      }
    }
  });
});
