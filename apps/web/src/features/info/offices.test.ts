import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../lib/brand.ts';
import { OFFICES, formatClosed, formatDays, formatTime } from './offices.ts';

describe('opening hours', () => {
  it('names a run of weekdays as a range in the reader’s language', () => {
    expect(formatDays([1, 2, 3, 4, 5], 'id')).toBe('Senin–Jumat');
    expect(formatDays([5, 4, 3, 2, 1], 'en')).toBe('Monday–Friday');
    expect(formatDays([1, 2, 3, 4, 5], 'vi')).toBe('Thứ Hai–Thứ Sáu');
    expect(formatDays([1, 2, 3, 4, 5], 'th')).toBe('วันจันทร์–วันศุกร์');
  });

  it('lists single days and gaps instead of a range', () => {
    expect(formatDays([6], 'en')).toBe('Saturday');
    expect(formatDays([1, 3], 'en')).toBe('Monday and Wednesday');
    expect(formatDays([], 'en')).toBe('');
  });

  it('lists the closed days, Saturday before Sunday, then the holidays', () => {
    expect(formatClosed([1, 2, 3, 4, 5], 'hari libur nasional', 'id')).toBe(
      'Sabtu, Minggu, dan hari libur nasional',
    );
    expect(formatClosed([1, 2, 3, 4, 5, 6], 'public holidays', 'en')).toBe('Sunday and public holidays');
    expect(formatDays([0, 6], 'en')).toBe('Saturday and Sunday');
  });

  it('writes times as each language does', () => {
    expect(formatTime('08:30', 'id')).toBe('08.30');
    expect(formatTime('17:00', 'en')).toBe('17:00');
    expect(formatTime('09:00', 'th')).toBe('09:00');
  });
});

describe('OFFICES', () => {
  it('puts the default skin in Indonesia, Thailand and Vietnam, one head office', () => {
    const offices = OFFICES.default;
    expect(new Set(offices.map((office) => office.country))).toEqual(new Set(['id', 'th', 'vi']));
    expect(offices.filter((office) => office.head)).toHaveLength(1);
  });

  it('gives every office a contact of its brand in its country', () => {
    for (const [variant, offices] of Object.entries(OFFICES) as [
      keyof typeof OFFICES,
      typeof OFFICES.default,
    ][]) {
      for (const office of offices) {
        expect(BRANDS[variant].contacts.some((contact) => contact.country === office.country)).toBe(true);
      }
    }
  });
});
