import { describe, expect, it } from 'vitest';
import { isPastEvent } from '../schema.ts';
import { selectableYears } from './year.tsx';

describe('the years a year field offers', () => {
  it('run from next year down to 1950, newest first', () => {
    const years = selectableYears(2026);
    expect(years[0]).toBe('2027');
    expect(years.at(-1)).toBe('1950');
  });

  it('end at this year for something that already happened: an incident, a purchase', () => {
    expect(isPastEvent({ name: 'item_year', label: 'Tahun kejadian' })).toBe(true);
    expect(isPastEvent({ name: 'item_year', label: 'Tahun pembelian perangkat' })).toBe(true);
    expect(isPastEvent({ name: 'item_year', label: 'Tahun mulai gejala' })).toBe(true);
    expect(isPastEvent({ name: 'item_year', label: 'Tahun pembuatan kendaraan' })).toBe(false);
    expect(selectableYears(2026, true)[0]).toBe('2026');
  });
});
