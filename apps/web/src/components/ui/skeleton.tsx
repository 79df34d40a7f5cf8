import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A grey placeholder block; hidden from assistive tech (announce loading with a status text instead). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />
  );
}
