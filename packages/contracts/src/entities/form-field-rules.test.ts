import { describe, expect, it } from 'vitest';
import { FormField } from './form-field.ts';
import {
  areRequiredFieldsFilled,
  fieldValueProblem,
  isFieldFilled,
  isMaskedAsterisk,
  maskAsterisk,
  shownFormValue,
  type FormFieldKind,
} from './form-field-rules.ts';

const field = (type: FormFieldKind, extra: Partial<FormField> = {}) =>
  FormField.parse({
    name: 'f',
    label: 'F',
    type,
    required: true,
    options: [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ],
    ...extra,
  });

const YEAR = 2026;
const fits = (type: FormFieldKind, value: Parameters<typeof fieldValueProblem>[1], extra = {}) =>
  fieldValueProblem(field(type, extra), value, YEAR) === null;

describe('fieldValueProblem', () => {
  it('lets null through for every kind: it clears the attribute', () => {
    for (const type of ['boolean', 'date', 'file', 'choices', 'text'] as const) {
      expect(fits(type, null)).toBe(true);
    }
  });

  it('takes booleans only for boolean and disclaimer', () => {
    expect(fits('boolean', false)).toBe(true);
    expect(fits('disclaimer', true)).toBe(true);
    expect(fits('boolean', 'yes')).toBe(false);
  });

  it('takes real calendar dates only', () => {
    expect(fits('date', '2026-02-28')).toBe(true);
    expect(fits('date', '2026-02-30')).toBe(false);
    expect(fits('date', '28-02-2026')).toBe(false);
  });

  it('bounds years from 1950 to next year', () => {
    expect(fits('year', 1950)).toBe(true);
    expect(fits('year', '2027')).toBe(true);
    expect(fits('year', 2028)).toBe(false);
    expect(fits('year', 1949)).toBe(false);
    expect(fits('year', '20x6')).toBe(false);
  });

  it('takes non-negative numbers, also as digits', () => {
    expect(fits('number', 0)).toBe(true);
    expect(fits('number', '1500000.50')).toBe(true);
    expect(fits('number', -1)).toBe(false);
    expect(fits('number', 'lots')).toBe(false);
  });

  it('keeps choices and checkboxes to their options', () => {
    expect(fits('choices', 'a')).toBe(true);
    expect(fits('choices', 'c')).toBe(false);
    expect(fits('checkbox', ['a', 'b'])).toBe(true);
    expect(fits('checkbox', ['a', 'c'])).toBe(false);
    expect(fits('checkbox', 'a')).toBe(false);
  });

  it('needs a non-empty value from an external list', () => {
    expect(fits('choices_external', 'BCA', { external_source: 'get-bank-list' })).toBe(true);
    expect(fits('choices_external', ' ', { external_source: 'get-bank-list' })).toBe(false);
  });

  it('takes one file, or a list for list fields, and a drawing for sketch', () => {
    expect(fits('file', '/files/abc')).toBe(true);
    expect(fits('file', ['/files/abc'])).toBe(false);
    expect(fits('file', ['/files/a', '/files/b'], { is_list: true })).toBe(true);
    expect(fits('file', ['/files/a', ''], { is_list: true })).toBe(false);
    expect(fits('sketch', '/files/drawing')).toBe(true);
    expect(fits('sketch', '')).toBe(false);
  });

  it('checks bank account numbers as 5 to 20 digits', () => {
    expect(fits('text', '1234567890', { name: 'account_number' })).toBe(true);
    expect(fits('text', '12-34', { name: 'account_number' })).toBe(false);
    expect(fits('text', 'anything', { name: 'incident_description' })).toBe(true);
  });

  it('types an asterisk value as text', () => {
    expect(fits('asterisk', 'LP/123/XI/2026')).toBe(true);
    expect(fits('asterisk', 123)).toBe(false);
  });
});

describe('isFieldFilled', () => {
  it('counts false as an answer but needs a disclaimer agreed', () => {
    expect(isFieldFilled({ type: 'boolean' }, false)).toBe(true);
    expect(isFieldFilled({ type: 'disclaimer' }, false)).toBe(false);
    expect(isFieldFilled({ type: 'disclaimer' }, true)).toBe(true);
  });

  it('does not count blanks, empty lists or missing values', () => {
    expect(isFieldFilled({ type: 'text' }, '  ')).toBe(false);
    expect(isFieldFilled({ type: 'checkbox' }, [])).toBe(false);
    expect(isFieldFilled({ type: 'text' }, undefined)).toBe(false);
    expect(isFieldFilled({ type: 'number' }, 0)).toBe(true);
  });

  it('makes a form valid when every required field is filled', () => {
    const fields = [field('text', { name: 'a' }), field('text', { name: 'b', required: false })];
    expect(areRequiredFieldsFilled(fields, { a: 'x' })).toBe(true);
    expect(areRequiredFieldsFilled(fields, { b: 'x' })).toBe(false);
  });
});

describe('shownFormValue', () => {
  it('masks an asterisk value and leaves other kinds and empty values as they are', () => {
    expect(shownFormValue('asterisk', 'LP/123/XI/2026')).toBe('**********2026');
    expect(shownFormValue('asterisk', null)).toBeNull();
    expect(shownFormValue('text', 'LP/123/XI/2026')).toBe('LP/123/XI/2026');
  });
});

describe('maskAsterisk', () => {
  it('keeps the last four characters readable', () => {
    expect(maskAsterisk('3174012345678901')).toBe('************8901');
    expect(maskAsterisk('123')).toBe('123');
  });

  it('is told apart from a typed value', () => {
    expect(isMaskedAsterisk(maskAsterisk('LP/123/XI/2026'))).toBe(true);
    expect(isMaskedAsterisk('LP/123/XI/2026')).toBe(false);
    expect(isMaskedAsterisk('**12345')).toBe(false);
    expect(isMaskedAsterisk('')).toBe(false);
  });
});

describe('FormField', () => {
  it('fills the defaults and refuses an unknown list call', () => {
    expect(FormField.parse({ name: 'x', label: 'X', type: 'text', required: false })).toEqual({
      name: 'x',
      label: 'X',
      type: 'text',
      required: false,
      is_list: false,
      options: [],
      external_source: null,
      ocr_category: null,
    });
    expect(
      FormField.safeParse({ name: 'x', label: 'X', type: 'text', required: false, external_source: 'x' })
        .success,
    ).toBe(false);
  });
});
