import type { Locale } from '@portal/contracts/constants';
import type { DictionaryTerm } from './info-content.ts';

/**
 * Text as a reader might type it: lower case, Latin accents dropped ('bao hiem' finds 'bảo hiểm', 'premi'
 * finds 'Prémi'), runs of spaces as one. Only the Latin combining marks go: Thai vowel and tone marks are
 * part of the word and stay.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** How well a term answers the query: its name starting with it, its name holding it, only its explanation. */
function rank(term: DictionaryTerm, words: readonly string[]): number | null {
  const name = foldForSearch(term.term);
  const all = `${name} ${foldForSearch(term.definition)}`;
  if (!words.every((word) => all.includes(word))) return null;
  const phrase = words.join(' ');
  if (name.startsWith(phrase)) return 0;
  if (name.includes(phrase)) return 1;
  return words.every((word) => name.includes(word)) ? 1 : 2;
}

/**
 * The dictionary as the search box shows it: every term when the box is empty, otherwise the terms whose
 * name or explanation holds every typed word, best matches first; alphabetical in the reader's language
 * within a rank.
 */
export function searchDictionary(
  terms: readonly DictionaryTerm[],
  query: string,
  locale: Locale,
): DictionaryTerm[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const words = foldForSearch(query).split(' ').filter(Boolean);
  return terms
    .map((term) => ({ term, rank: words.length === 0 ? 0 : rank(term, words) }))
    .filter((entry): entry is { term: DictionaryTerm; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || collator.compare(a.term.term, b.term.term))
    .map((entry) => entry.term);
}
