import { describe, expect, it } from 'vitest';
import { isInputValueOf, sameInput, toFormValue, toInputValue } from './field-values.ts';
import { testField } from './test-fields.ts';

describe('toInputValue', () => {
  it('gives each control its empty value for a missing value', () => {
    expect(toInputValue(testField('text'), undefined)).toBe('');
    expect(toInputValue(testField('boolean'), null)).toBeNull();
    expect(toInputValue(testField('disclaimer'), null)).toBe(false);
    expect(toInputValue(testField('checkbox'), null)).toEqual([]);
    expect(toInputValue(testField('file'), undefined)).toEqual([]);
  });

  it('turns stored numbers into text and a single file into a list', () => {
    expect(toInputValue(testField('year'), 2024)).toBe('2024');
    expect(toInputValue(testField('file'), '/files/a')).toEqual(['/files/a']);
    expect(toInputValue(testField('boolean'), false)).toBe(false);
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
    expect(toFormValue(testField('number'), '1.000.000')).toBe('1.000.000');
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
