import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const WEIGHT = { semibold: 'font-semibold', medium: 'font-medium', normal: 'font-normal' } as const;

/** A field's label: semibold by default; `weight` and `muted` for a label that reads as part of a sentence. */
export function Label({
  className,
  weight = 'semibold',
  muted = false,
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & { weight?: keyof typeof WEIGHT; muted?: boolean }) {
  return (
    <LabelPrimitive.Root
      className={cn('text-sm', WEIGHT[weight], muted ? 'text-slate-700' : 'text-slate-800', className)}
      {...props}
    />
  );
}
