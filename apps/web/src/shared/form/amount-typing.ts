import type { Locale } from '@portal/contracts/constants';
import { AMOUNT_MARKS } from '../../lib/format.ts';

/** An amount field's text and where its caret stands. */
export interface AmountTyping {
  text: string;
  caret: number;
}

/** One edit of an amount field, as the input event reports it. */
export interface AmountEdit extends AmountTyping {
  /** The text before the edit. */
  previous: string;
  /** The input event's `inputType` ('insertText', 'deleteContentBackward', …). */
  inputType?: string | undefined;
}

/**
 * A thousands mark deleted on its own would come straight back: the key deletes the digit beside it instead
 * (Backspace the one before, Delete the one after), as in the amount fields of banking apps.
 */
function deleteOverMark({ text, caret, previous, inputType }: AmountEdit, group: string): AmountTyping {
  const removedOne = previous.length === text.length + 1;
  if (!removedOne || previous.slice(0, caret) + previous.slice(caret + 1) !== text) return { text, caret };
  if (previous[caret] !== group) return { text, caret };
  if (inputType === 'deleteContentBackward' && caret > 0) {
    return { text: text.slice(0, caret - 1) + text.slice(caret), caret: caret - 1 };
  }
  if (inputType === 'deleteContentForward')
    return { text: text.slice(0, caret) + text.slice(caret + 1), caret };
  return { text, caret };
}

/**
 * The text of an amount field after an edit, grouped in thousands as the user's language writes them
 * ("1.500.000" in Indonesian and Vietnamese, "1,500,000" in English and Thai), with the caret after the same
 * digit it followed. What is kept: digits, one decimal mark of the language, a minus in front. Thousands marks
 * and anything else typed or pasted ("Rp ", spaces) go; leading zeros go. The form reads the text back as a
 * number when it saves (`readAmount`), so what is sent stays a number.
 */
export function groupAmountWhileTyping(edit: AmountEdit, locale: Locale): AmountTyping {
  const { group, decimal } = AMOUNT_MARKS[locale];
  const { text, caret } = deleteOverMark(edit, group);

  let kept = '';
  let keptBeforeCaret = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (index === caret) keptBeforeCaret = kept.length;
    const char = text.charAt(index);
    const isDigit = char >= '0' && char <= '9';
    const isFirstDecimal = char === decimal && !kept.includes(decimal);
    if (isDigit || isFirstDecimal || (char === '-' && kept === '')) kept += char;
  }
  if (caret >= text.length) keptBeforeCaret = kept.length;

  const sign = kept.startsWith('-') ? '-' : '';
  const unsigned = kept.slice(sign.length);
  const decimalAt = unsigned.indexOf(decimal);
  const wholeTyped = decimalAt === -1 ? unsigned : unsigned.slice(0, decimalAt);
  const rest = decimalAt === -1 ? '' : unsigned.slice(decimalAt);
  // "007" is 7; a zero before the decimal mark ("0,5") stays.
  const whole = wholeTyped.replace(/^0+(?=\d)/, '');
  const zerosGone = wholeTyped.length - whole.length;
  const caretInKept = keptBeforeCaret - Math.min(zerosGone, Math.max(0, keptBeforeCaret - sign.length));

  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const formatted = `${sign}${grouped}${rest}`;

  // The caret goes after the same number of kept characters, before a thousands mark that follows them.
  let position = 0;
  for (let counted = 0; counted < caretInKept && position < formatted.length; position += 1) {
    if (formatted.charAt(position) !== group) counted += 1;
  }
  return { text: formatted, caret: position };
}
