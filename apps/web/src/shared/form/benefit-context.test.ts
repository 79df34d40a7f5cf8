import { describe, expect, it } from 'vitest';
import { isClaimedAmount } from './benefit-context.ts';
import { testField } from './test-fields.ts';

describe('isClaimedAmount', () => {
  it('knows the claimed amount by its name or its label', () => {
    expect(isClaimedAmount(testField('number', { name: 'claimed_amount', label: 'Jumlah' }))).toBe(true);
    expect(isClaimedAmount(testField('number', { name: 'x1', label: 'Jumlah yang diklaim (Rp)' }))).toBe(
      true,
    );
    expect(isClaimedAmount(testField('number', { name: 'x2', label: 'Nilai klaim' }))).toBe(true);
  });

  it('leaves other numbers and other kinds alone', () => {
    expect(isClaimedAmount(testField('number', { name: 'mileage', label: 'Jarak tempuh (km)' }))).toBe(false);
    expect(isClaimedAmount(testField('text', { name: 'claimed_amount', label: 'Jumlah yang diklaim' }))).toBe(
      false,
    );
  });
});
