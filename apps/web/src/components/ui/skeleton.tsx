import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A grey placeholder block; hidden from assistive tech (announce loading with a status text instead). */
export function Skeleton({
  className,
  round = false,
  ...props
}: ComponentProps<'div'> & { round?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse bg-slate-200', round ? 'rounded-full' : 'rounded-md', className)}
      {...props}
    />
  );
}
