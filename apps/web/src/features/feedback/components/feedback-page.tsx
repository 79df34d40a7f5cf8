import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorKeyOf } from '../../../lib/error-data.ts';
import { describeError } from '../../../lib/failure-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFeedbackForm, useGiveFeedback } from '../hooks/use-feedback.ts';
import { FeedbackQuestionField } from './feedback-question-field.tsx';
import { FeedbackRatingGroup } from './feedback-rating-group.tsx';

interface FeedbackPageProps {
  formId: string;
  /** The rating from the link, if it was one from 1 to 5. */
  initialRating: number | undefined;
}

function FeedbackFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col gap-6 p-5 sm:p-8">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </Card>
  );
}

function HomeLink() {
  return (
    <Link to="/" className="font-semibold text-brand-700 underline underline-offset-4">
      {m.feedback_home_link()}
    </Link>
  );
}

/** The link is not (or no longer) one to answer: say why and offer the way home. */
function FeedbackUnavailable({ message }: { message: string }) {
  return (
    <FeedbackFrame title={m.feedback_unavailable_title()}>
      <Alert tone="warning">{message}</Alert>
      <HomeLink />
    </FeedbackFrame>
  );
}

/**
 * The feedback form of a /feedback/{id}/{rating} link: the rating from the link is chosen, the questions
 * follow the rating, the answers go once; what is typed stays through a failed send.
 */
export function FeedbackPage({ formId, initialRating }: FeedbackPageProps) {
  useDocumentTitle(m.feedback_title());
  const ids = useId();
  const [rating, setRating] = useState(initialRating);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [comment, setComment] = useState('');
  const [ratingMissing, setRatingMissing] = useState(false);
  const form = useFeedbackForm(formId, rating);
  const give = useGiveFeedback(formId);

  if (give.isSuccess) {
    return (
      <FeedbackFrame title={m.feedback_thanks_title()}>
        <p className="text-slate-700" role="status">
          {m.feedback_thanks_body()}
        </p>
        <HomeLink />
      </FeedbackFrame>
    );
  }
  const refusal = errorKeyOf(form.error ?? give.error);
  if (refusal === 'feedback_not_found' || refusal === 'feedback_already_given') {
    return <FeedbackUnavailable message={describeError(form.error ?? give.error)} />;
  }
  if (form.isPending) {
    return (
      <FeedbackFrame title={m.feedback_title()}>
        <p className="text-slate-700" role="status">
          {m.feedback_loading()}
        </p>
      </FeedbackFrame>
    );
  }
  if (form.isError) {
    return (
      <FeedbackFrame title={m.feedback_title()}>
        <Alert tone="error">{describeError(form.error, { fallback: 'something_wrong' })}</Alert>
      </FeedbackFrame>
    );
  }

  const questions = form.data.questions;
  const sending = give.isPending;
  const ratingErrorId = ratingMissing ? `${ids}-rating-error` : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (rating === undefined) {
      setRatingMissing(true);
      return;
    }
    give.give({
      rating,
      // Only the questions this rating asks, and only those answered.
      answers: questions
        .map((question) => ({ questionId: question.id, answer: answers[question.id]?.trim() ?? '' }))
        .filter((entry) => entry.answer !== ''),
      comment: comment.trim() || undefined,
    });
  };

  return (
    <FeedbackFrame title={m.feedback_title()}>
      <div className="-mt-4 flex flex-col gap-1">
        <p className="text-slate-700">{form.data.title}</p>
        {form.data.claim ? (
          <p className="font-semibold text-slate-900">
            {m.feedback_claim_rated({
              benefit: form.data.claim.product_display_name
                ? `${form.data.claim.benefit} · ${form.data.claim.product_display_name}`
                : form.data.claim.benefit,
              claimNo: form.data.claim.claim_no,
            })}
          </p>
        ) : null}
      </div>
      <form className="flex flex-col gap-6" noValidate onSubmit={onSubmit}>
        <div className="flex flex-col gap-2">
          <FeedbackRatingGroup
            value={rating}
            disabled={sending}
            errorId={ratingErrorId}
            onChange={(next) => {
              setRating(next);
              setRatingMissing(false);
            }}
          />
          {ratingErrorId && (
            <p id={ratingErrorId} className="text-sm text-red-700">
              {m.feedback_rating_required()}
            </p>
          )}
        </div>
        {questions.map((question) => (
          <FeedbackQuestionField
            key={question.id}
            question={question}
            value={answers[question.id] ?? ''}
            disabled={sending}
            onChange={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
          />
        ))}
        {/* A free comment only where the broker's questions leave no room to write (two boxes asked the same). */}
        {questions.some((question) => question.type === 'text') ? null : (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${ids}-comment`}>{m.feedback_comment_label()}</Label>
            <Textarea
              id={`${ids}-comment`}
              value={comment}
              maxLength={2000}
              disabled={sending}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
        )}
        {give.isError && (
          <Alert tone="error">{describeError(give.error, { fallback: 'something_wrong' })}</Alert>
        )}
        <Button type="submit" size="lg" disabled={sending} className="self-stretch sm:self-start">
          {sending ? m.feedback_sending() : m.feedback_send()}
        </Button>
      </form>
    </FeedbackFrame>
  );
}
