import { FeedbackRating } from '@portal/contracts/entities/feedback';

export const RATINGS = [1, 2, 3, 4, 5] as const;

/** The rating in the link (1–5); anything else leaves the choice to the visitor. */
export function ratingFromLink(raw: string): number | undefined {
  const parsed = FeedbackRating.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
