import { describe, expect, it } from 'vitest';
import { isoFromDate } from '../../lib/format.ts';
import { dateFromIso, parseTypedDate, typedDateOf } from './date-text.ts';

describe('parseTypedDate', () => {
  it('reads day-month-year with any usual separator', () => {
    expect(parseTypedDate('07/03/2024', 'id')).toBe('2024-03-07');
    expect(parseTypedDate('7-3-2024', 'en')).toBe('2024-03-07');
    expect(parseTypedDate(' 7.3.2024 ', 'vi')).toBe('2024-03-07');
    expect(parseTypedDate('07032024', 'id')).toBe('2024-03-07');
  });

  it('refuses what is not a calendar date', () => {
    expect(parseTypedDate('31/02/2024', 'id')).toBeNull();
    expect(parseTypedDate('2024-03-07', 'id')).toBeNull();
    expect(parseTypedDate('7/3/24', 'id')).toBeNull();
    expect(parseTypedDate('', 'id')).toBeNull();
  });

  it('reads a Thai Buddhist-era year in Thai', () => {
    expect(parseTypedDate('07/03/2567', 'th')).toBe('2024-03-07');
    expect(parseTypedDate('07/03/2024', 'th')).toBe('2024-03-07');
  });
});

describe('date conversions', () => {
  it('shows a stored date as it is typed and leaves other text alone', () => {
    expect(typedDateOf('2024-03-07')).toBe('07/03/2024');
    expect(typedDateOf('07/03')).toBe('07/03');
  });

  it('goes between stored dates and local midnights', () => {
    const date = dateFromIso('2024-03-07');
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(7);
    expect(date ? isoFromDate(date) : null).toBe('2024-03-07');
    expect(dateFromIso('nope')).toBeUndefined();
  });
});
