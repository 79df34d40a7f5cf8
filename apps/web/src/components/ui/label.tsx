import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const WEIGHT = { semibold: 'font-semibold', medium: 'font-medium', normal: 'font-normal' } as const;

/**
 * A field's label: semibold by default; `weight` and `muted` for a label that reads as part of a sentence.
 * A native `<label>` with what Radix's Label added: a double click on it does not select its text (decision
 * record 0023: no library where a few lines do).
 */
export function Label({
  className,
  weight = 'semibold',
  muted = false,
  onMouseDown,
  ...props
}: ComponentProps<'label'> & { weight?: keyof typeof WEIGHT; muted?: boolean }) {
  return (
    <label
      className={cn('text-sm', WEIGHT[weight], muted ? 'text-slate-700' : 'text-slate-800', className)}
      onMouseDown={(event) => {
        // A click on a control inside the label is the control's own.
        if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
