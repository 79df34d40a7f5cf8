import { useId } from 'react';
import type { FeedbackForm } from '@portal/contracts/entities/feedback';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

type FeedbackQuestion = FeedbackForm['questions'][number];

interface FeedbackQuestionFieldProps {
  question: FeedbackQuestion;
  value: string;
  onChange: (answer: string) => void;
  disabled: boolean;
}

/** A question from the broker: free text, or one of its choices. */
export function FeedbackQuestionField({ question, value, onChange, disabled }: FeedbackQuestionFieldProps) {
  const id = useId();
  if (question.type === 'text') {
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={id}>{question.text}</Label>
        <Textarea
          id={id}
          value={value}
          maxLength={2000}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{question.text}</legend>
      {question.options.map((option) => (
        <label key={option} className="flex min-h-10 cursor-pointer items-center gap-3 text-slate-800">
          <input
            type="radio"
            name={id}
            value={option}
            checked={value === option}
            disabled={disabled}
            onChange={() => onChange(option)}
            className="size-5 shrink-0 accent-brand-700"
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
