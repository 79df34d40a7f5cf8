import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays). It does not merge Tailwind classes: a component offers
 * what callers may change as a variant or a prop, so no two classes of one element set the same thing and the
 * result never depends on the stylesheet's order (decision record 0023; tailwind-merge and its ~45 ms set-up
 * left every page).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
