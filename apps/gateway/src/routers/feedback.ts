import { z } from 'zod';
import { FeedbackRating } from '@portal/contracts/entities/feedback';
import { publicProcedure, router } from '../trpc/init.ts';
import { portalError, toPortalError } from '../trpc/errors.ts';
import { UpstreamError } from '../upstream/client.ts';
import { IdempotencyKey } from '../trpc/inputs.ts';

/** A sent answer is remembered under its page key this long (double clicks, retries after a timeout). */
export const GIVE_REMEMBER_MS = 30 * 60_000;

const FormId = z.string().min(1).max(64);

/** An unknown link is a 404 without a code of its own; a used one is the broker's 'feedback_already_given'. */
async function feedbackCall<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) {
      throw portalError('NOT_FOUND', 'feedback_not_found');
    }
    throw toPortalError(error, {
      errorKey: 'something_wrong',
      byCode: { feedback_already_given: 'feedback_already_given' },
    });
  }
}

/**
 * The /feedback/{id}/{rating} link the broker sends after a claim closes; anyone holding the link may answer
 * (spec §6: an anonymous visitor may view feedback forms), once per form.
 */
export const feedbackRouter = router({
  /** The form with the questions the rating asks (a low rating asks what went wrong) and the claim it rates. */
  form: publicProcedure
    .input(z.object({ id: FormId, rating: FeedbackRating.optional() }))
    .query(async ({ ctx, input }) => {
      const form = await feedbackCall(
        ctx.upstream.call('feedbackForm', {
          params: { id: input.id },
          query: input.rating === undefined ? {} : { rating: input.rating },
        }),
      );
      // A used link says so at once, as its send would, instead of showing a form that cannot be sent.
      if (form.given_at) throw portalError('CONFLICT', 'feedback_already_given');
      return form;
    }),

  /** Sends the answers once per page key: a double click or a retry gets the first answer's result. */
  give: publicProcedure
    .input(
      z.object({
        id: FormId,
        rating: FeedbackRating,
        answers: z
          .array(z.object({ questionId: z.string().min(1).max(64), answer: z.string().max(2000) }))
          .max(50),
        comment: z.string().max(2000).optional(),
        idempotencyKey: IdempotencyKey,
      }),
    )
    .mutation(({ ctx, input }) =>
      ctx.config.stores.idempotency.run(
        `feedback-give:${input.id}:${input.idempotencyKey}`,
        GIVE_REMEMBER_MS,
        async () => {
          await feedbackCall(
            ctx.upstream.call('giveFeedback', {
              body: {
                feedback_form_id: input.id,
                rating: input.rating,
                answers: input.answers.map((entry) => ({
                  question_id: entry.questionId,
                  answer: entry.answer,
                })),
                ...(input.comment?.trim() ? { comment: input.comment.trim() } : {}),
              },
            }),
          );
          return { given: true as const };
        },
      ),
    ),
});
