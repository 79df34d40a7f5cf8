import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../lib/trpc.ts';

/** The form and the questions the chosen rating asks; the last questions stay shown while the next load. */
export function feedbackFormQuery(id: string, rating: number | undefined) {
  return trpc.feedback.form.queryOptions({ id, rating });
}

export function useFeedbackForm(id: string, rating: number | undefined) {
  return useQuery({ ...feedbackFormQuery(id, rating), placeholderData: keepPreviousData });
}

/**
 * Sends the answers with one key for the page's life: a double click or a retry after a timeout is the same
 * send for the gateway, which answers it with the first one's result.
 */
export function useGiveFeedback(id: string) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const mutation = useMutation(trpc.feedback.give.mutationOptions());
  return {
    ...mutation,
    give: (input: Omit<Parameters<typeof mutation.mutate>[0], 'id' | 'idempotencyKey'>) =>
      mutation.mutate({ ...input, id, idempotencyKey }),
  };
}
