import { describe, expect, it } from 'vitest';
import type { Locale } from '@portal/contracts/constants';
import { AMOUNT_MARKS } from '../../lib/format.ts';
import { groupAmountWhileTyping } from './amount-typing.ts';
import { readAmount } from './field-values.ts';

/** Types `keys` one by one at the end of an empty field, as a user does, and returns the field. */
function typeKeys(keys: string, locale: Locale) {
  let field = { text: '', caret: 0 };
  for (const key of keys) {
    const text = field.text.slice(0, field.caret) + key + field.text.slice(field.caret);
    field = groupAmountWhileTyping(
      { previous: field.text, text, caret: field.caret + 1, inputType: 'insertText' },
      locale,
    );
  }
  return field;
}

/** Presses Backspace (or Delete) with the caret at `caret` of `text`. */
function erase(text: string, caret: number, key: 'Backspace' | 'Delete', locale: Locale) {
  const at = key === 'Backspace' ? caret - 1 : caret;
  return groupAmountWhileTyping(
    {
      previous: text,
      text: text.slice(0, at) + text.slice(at + 1),
      caret: at,
      inputType: key === 'Backspace' ? 'deleteContentBackward' : 'deleteContentForward',
    },
    locale,
  );
}

describe('amounts grouped while typing', () => {
  it('groups thousands as each language writes them, and the text reads back as the number typed', () => {
    expect(typeKeys('1500000', 'id')).toEqual({ text: '1.500.000', caret: 9 });
    expect(typeKeys('1500000', 'vi')).toEqual({ text: '1.500.000', caret: 9 });
    expect(typeKeys('1500000', 'en')).toEqual({ text: '1,500,000', caret: 9 });
    expect(typeKeys('1500000', 'th')).toEqual({ text: '1,500,000', caret: 9 });
    for (const locale of ['id', 'en', 'th', 'vi'] as const) {
      expect(readAmount(typeKeys('1500000', locale).text)).toBe(1_500_000);
    }
  });

  it('keeps the language’s decimal mark and its fraction', () => {
    expect(typeKeys('1500,5', 'id').text).toBe('1.500,5');
    expect(typeKeys('1500.5', 'en').text).toBe('1,500.5');
    expect(readAmount(typeKeys('1500,5', 'id').text)).toBe(1500.5);
    expect(readAmount(typeKeys('1500.5', 'th').text)).toBe(1500.5);
  });

  it('takes thousands marks typed by hand, and leaves out what is not an amount', () => {
    expect(typeKeys('1.500.000', 'id').text).toBe('1.500.000');
    expect(typeKeys('1,500,000', 'en').text).toBe('1,500,000');
    const pasted = groupAmountWhileTyping({ previous: '', text: 'Rp 2.750.000', caret: 12 }, 'id');
    expect(pasted).toEqual({ text: '2.750.000', caret: 9 });
    expect(typeKeys('007', 'id').text).toBe('7');
    expect(typeKeys('0,5', 'id').text).toBe('0,5');
  });

  it('keeps the caret after the digit it followed when typing in the middle', () => {
    // "1.500|.000": a 9 typed there makes 15.009.000 with the caret after the 9.
    const typed = groupAmountWhileTyping(
      { previous: '1.500.000', text: '1.5009.000', caret: 6, inputType: 'insertText' },
      'id',
    );
    expect(typed).toEqual({ text: '15.009.000', caret: 6 });
    // At the very front.
    const front = groupAmountWhileTyping(
      { previous: '500.000', text: '2500.000', caret: 1, inputType: 'insertText' },
      'id',
    );
    expect(front).toEqual({ text: '2.500.000', caret: 1 });
  });

  it('deletes digits, never only a thousands mark, with Backspace and Delete', () => {
    // Backspace after the last digit.
    expect(erase('1.500.000', 9, 'Backspace', 'id')).toEqual({ text: '150.000', caret: 7 });
    // Backspace right after a mark deletes the digit before it.
    expect(erase('1.500.000', 6, 'Backspace', 'id')).toEqual({ text: '150.000', caret: 3 });
    // Delete right before a mark deletes the digit after it.
    expect(erase('1.500.000', 5, 'Delete', 'id')).toEqual({ text: '150.000', caret: 5 });
    // Backspace in the middle of a group.
    expect(erase('1,500,000', 3, 'Backspace', 'en')).toEqual({ text: '100,000', caret: 1 });
    // The whole amount erased leaves an empty field.
    expect(erase('5', 1, 'Backspace', 'id')).toEqual({ text: '', caret: 0 });
  });

  it('uses the marks Intl.NumberFormat writes for each language', () => {
    const tags: Record<Locale, string> = { id: 'id-ID', en: 'en-GB', th: 'th-TH', vi: 'vi-VN' };
    for (const locale of ['id', 'en', 'th', 'vi'] as const) {
      const parts = new Intl.NumberFormat(tags[locale]).formatToParts(1234567.5);
      expect(AMOUNT_MARKS[locale]).toEqual({
        group: parts.find((part) => part.type === 'group')?.value,
        decimal: parts.find((part) => part.type === 'decimal')?.value,
      });
      expect(typeKeys('1234567' + AMOUNT_MARKS[locale].decimal + '5', locale).text).toBe(
        new Intl.NumberFormat(tags[locale]).format(1234567.5),
      );
    }
  });
});
