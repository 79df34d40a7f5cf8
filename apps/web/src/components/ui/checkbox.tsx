import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { withoutEnterSubmit } from './without-enter-submit.ts';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * A square tick box (the browser's `<input type=checkbox>`, toggled with Space, styled like the rest). Pair it
 * with a `<Label>`. Native instead of Radix Checkbox keeps Radix's presence code off the form pages (decision
 * record 0023); Enter does not submit the form, as on Radix's.
 */
export function Checkbox({ className, checked, onCheckedChange, onKeyDown, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        data-state={checked ? 'checked' : 'unchecked'}
        onKeyDown={withoutEnterSubmit(onKeyDown)}
        className={cn(
          'peer size-5 shrink-0 cursor-pointer appearance-none rounded border-2 border-slate-500 bg-white',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          'checked:border-brand-700 checked:bg-brand-700',
          'aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...props}
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-white peer-checked:block"
      >
        <path
          d="M3.5 8.5l3 3 6-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.25"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}
