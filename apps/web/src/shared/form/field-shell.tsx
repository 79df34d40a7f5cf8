import type { ReactNode } from 'react';
import { m } from '@portal/i18n/messages';
import { Label } from '../../components/ui/label.tsx';
import type { LabelKind } from './types.ts';

/** A red asterisk for the eye and "(required)" for screen readers. */
export function RequiredMarker() {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-700">
        *
      </span>
      <span className="sr-only"> {m.form_required_marker()}</span>
    </>
  );
}

export interface FieldShellProps {
  labelAs: LabelKind;
  label: string;
  required: boolean;
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  hint: string | undefined;
  error: string | undefined;
  children: ReactNode;
}

/**
 * One field's frame: its label (a `<label>` for one control, a fieldset legend for a group, none when the
 * control carries it), the hint and the error, whose ids the control lists in aria-describedby.
 */
export function FieldShell({
  labelAs,
  label,
  required,
  controlId,
  labelId,
  hintId,
  errorId,
  hint,
  error,
  children,
}: FieldShellProps) {
  const title = (
    <>
      {label}
      {required ? <RequiredMarker /> : null}
    </>
  );
  const notes = (
    <>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
  if (labelAs === 'legend') {
    return (
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend id={labelId} className="mb-2 text-sm font-semibold text-slate-800">
          {title}
        </legend>
        {children}
        {notes}
      </fieldset>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      {labelAs === 'label' ? (
        <Label id={labelId} htmlFor={controlId}>
          {title}
        </Label>
      ) : null}
      {children}
      {notes}
    </div>
  );
}
