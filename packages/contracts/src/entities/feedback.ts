import { z } from 'zod';

/** The /feedback/{id}/{rating} route's rating. */
export const FeedbackRating = z.coerce.number().int().min(1).max(5);

// shape not given by spec
export const FeedbackQuestion = z.object({
  id: z.string().min(1),
  text: z.string(),
  type: z.enum(['text', 'choices']),
  options: z.array(z.string()).default([]),
});

// shape not given by spec
export const FeedbackForm = z.object({
  id: z.string().min(1),
  title: z.string(),
  questions: z.array(FeedbackQuestion),
  // shape not given by spec: the claim being rated, so the page can name it
  claim: z
    .object({ claim_no: z.string(), benefit: z.string(), product_display_name: z.string().optional() })
    .nullable()
    .optional(),
  // shape not given by spec: when the form was answered (a used link), null while it can be
  given_at: z.string().nullable().optional(),
});
export type FeedbackForm = z.infer<typeof FeedbackForm>;

export const FeedbackFormQuery = z.object({ rating: FeedbackRating.optional() });

// shape not given by spec
export const GiveFeedbackRequest = z.object({
  feedback_form_id: z.string().min(1),
  rating: FeedbackRating,
  answers: z.array(z.object({ question_id: z.string().min(1), answer: z.string() })).default([]),
  comment: z.string().max(2000).optional(),
});
export type GiveFeedbackRequest = z.infer<typeof GiveFeedbackRequest>;
