export const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The rating in the link (1–5, as the contracts' FeedbackRating reads it: a whole number from its digits);
 * anything else leaves the choice to the visitor. Checked by hand so the page does not load zod for one
 * number (decision record 0023).
 */
export function ratingFromLink(raw: string): number | undefined {
  const rating = Number(raw);
  return RATINGS.find((candidate) => candidate === rating);
}
