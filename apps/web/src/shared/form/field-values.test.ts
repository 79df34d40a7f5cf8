import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@portal/contracts/constants';
import { isInputValueOf, readAmount, sameInput, toFormValue, toInputValue } from './field-values.ts';
import { testField } from './test-fields.ts';

describe('toInputValue', () => {
  it('gives each control its empty value for a missing value', () => {
    expect(toInputValue(testField('text'), undefined, 'id')).toBe('');
    expect(toInputValue(testField('boolean'), null, 'id')).toBeNull();
    expect(toInputValue(testField('disclaimer'), null, 'id')).toBe(false);
    expect(toInputValue(testField('checkbox'), null, 'id')).toEqual([]);
    expect(toInputValue(testField('file'), undefined, 'id')).toEqual([]);
  });

  it('turns stored numbers into text and a single file into a list', () => {
    expect(toInputValue(testField('year'), 2024, 'id')).toBe('2024');
    expect(toInputValue(testField('file'), '/files/a', 'id')).toEqual(['/files/a']);
    expect(toInputValue(testField('boolean'), false, 'id')).toBe(false);
  });

  it('writes a stored amount as the user of each language types one', () => {
    expect(toInputValue(testField('number'), 1500000, 'id')).toBe('1.500.000');
    expect(toInputValue(testField('number'), 1500000, 'vi')).toBe('1.500.000');
    expect(toInputValue(testField('number'), 1500000, 'en')).toBe('1,500,000');
    expect(toInputValue(testField('number'), 1500000, 'th')).toBe('1,500,000');
    expect(toInputValue(testField('number'), 1500.5, 'id')).toBe('1.500,5');
    expect(toInputValue(testField('number'), -1500.25, 'en')).toBe('-1,500.25');
    expect(toInputValue(testField('number'), 750, 'id')).toBe('750');
    // A stored text (a value the broker refused) stays as it is.
    expect(toInputValue(testField('number'), 'Rp 5', 'id')).toBe('Rp 5');
  });

  it('writes every stored amount so that the form reads back the same amount, in each language', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e12, max: 1e12 }),
          // Written in exponent form (1e-7), an amount stays as String gives it: no one stores those.
          fc
            .double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true })
            .filter((amount) => !/e/.test(String(amount))),
          // Amounts with a three-digit fraction, which read like thousands unless written with care.
          fc.integer({ min: -1e9, max: 1e9 }).map((thousandths) => thousandths / 1000),
        ),
        fc.constantFrom(...LOCALES),
        (amount, locale) => {
          const text = toInputValue(testField('number'), amount, locale);
          expect(toFormValue(testField('number'), text)).toBe(amount === 0 ? 0 : amount);
        },
      ),
    );
  });
});

describe('toFormValue', () => {
  it('clears blanks and keeps lists', () => {
    expect(toFormValue(testField('text'), '  ')).toBeNull();
    expect(toFormValue(testField('number'), '')).toBeNull();
    expect(toFormValue(testField('checkbox'), ['a'])).toEqual(['a']);
    expect(toFormValue(testField('file', { is_list: true }), [])).toEqual([]);
    expect(toFormValue(testField('file'), [])).toBeNull();
  });

  it('gives numbers for readable numbers and the text otherwise', () => {
    expect(toFormValue(testField('number'), '12.5')).toBe(12.5);
    expect(toFormValue(testField('year'), '2024')).toBe(2024);
    expect(toFormValue(testField('number'), '1.000.000')).toBe(1000000);
    expect(toFormValue(testField('number'), 'Rp 5')).toBe('Rp 5');
    expect(toFormValue(testField('year'), '2024.0')).toBe('2024.0');
  });
});

describe('readAmount', () => {
  it('reads plain amounts', () => {
    expect(readAmount('1500000')).toBe(1500000);
    expect(readAmount('12.5')).toBe(12.5);
    expect(readAmount('-3')).toBe(-3);
  });

  it('reads Indonesian and English grouping', () => {
    expect(readAmount('1.500.000')).toBe(1500000);
    expect(readAmount('1.500')).toBe(1500);
    expect(readAmount('1.500,75')).toBe(1500.75);
    expect(readAmount('1,500,000.5')).toBe(1500000.5);
    expect(readAmount('12,5')).toBe(12.5);
    expect(readAmount('1 500 000')).toBe(1500000);
  });

  it('refuses what is not an amount', () => {
    expect(readAmount('abc')).toBeNull();
    expect(readAmount('1.50.0')).toBeNull();
    expect(readAmount('Rp 5')).toBeNull();
    expect(readAmount('')).toBeNull();
  });
});

describe('isInputValueOf and sameInput', () => {
  it('checks the control shape', () => {
    expect(isInputValueOf(testField('boolean'), null)).toBe(true);
    expect(isInputValueOf(testField('boolean'), 'true')).toBe(false);
    expect(isInputValueOf(testField('checkbox'), ['a'])).toBe(true);
    expect(isInputValueOf(testField('checkbox'), [1])).toBe(false);
    expect(isInputValueOf(testField('date'), '2024-01-01')).toBe(true);
  });

  it('compares lists by content', () => {
    expect(sameInput(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameInput(['a'], ['a', 'b'])).toBe(false);
    expect(sameInput('x', 'x')).toBe(true);
    expect(sameInput(null, false)).toBe(false);
  });
});
