import { createFileRoute } from '@tanstack/react-router';
import { FeedbackPage } from '../features/feedback/components/feedback-page.tsx';
import { ratingFromLink } from '../features/feedback/feedback-rating.ts';
import { feedbackFormQuery } from '../features/feedback/hooks/use-feedback.ts';

/**
 * The link the broker sends after a claim closes; public (spec §6). The loader starts the form's load without
 * throwing: an unknown link is a page of its own, not the error screen.
 */
export const Route = createFileRoute('/feedback/$id/$rating')({
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(feedbackFormQuery(params.id, ratingFromLink(params.rating))),
  component: FeedbackRoute,
});

function FeedbackRoute() {
  const { id, rating } = Route.useParams();
  return <FeedbackPage key={id} formId={id} initialRating={ratingFromLink(rating)} />;
}
