import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** `textSize="xl"` for a short code typed in large digits (the one-time code). */
export function Input({
  className,
  textSize = 'base',
  ...props
}: ComponentProps<'input'> & { textSize?: 'base' | 'xl' }) {
  return (
    <input
      className={cn(
        'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500',
        textSize === 'xl' ? 'text-xl' : 'text-base',
        'focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700',
        'aria-invalid:border-red-700 disabled:bg-slate-100',
        className,
      )}
      {...props}
    />
  );
}
