import { m } from '@portal/i18n/messages';
import { cn } from '../../../lib/cn.ts';
import { RATINGS } from '../feedback-rating.ts';

interface FeedbackRatingGroupProps {
  value: number | undefined;
  onChange: (rating: number) => void;
  disabled: boolean;
  errorId: string | undefined;
}

/** Five stars as native radios: arrow keys move between them, each one says "4 of 5" to a screen reader. */
export function FeedbackRatingGroup({ value, onChange, disabled, errorId }: FeedbackRatingGroupProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={errorId}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{m.feedback_rating_label()}</legend>
      <div className="flex flex-wrap gap-2">
        {RATINGS.map((rating) => {
          const lit = value !== undefined && rating <= value;
          return (
            <label
              key={rating}
              className={cn(
                'relative flex min-h-12 min-w-12 flex-col items-center justify-center rounded-lg border px-2 py-1',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
                value === rating ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white',
                disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
              )}
            >
              <input
                type="radio"
                name="feedback-rating"
                // Over the whole star, so a tap anywhere on it chooses it.
                className="absolute inset-0 m-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
                value={rating}
                checked={value === rating}
                disabled={disabled}
                onChange={() => onChange(rating)}
              />
              <span
                aria-hidden="true"
                className={cn('text-2xl leading-none', lit ? 'text-amber-500' : 'text-slate-400')}
              >
                ★
              </span>
              <span aria-hidden="true" className="text-xs font-semibold text-slate-800">
                {rating}
              </span>
              <span className="sr-only">{m.feedback_rating_option({ rating: String(rating) })}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
