import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** Tones pair a light background with a dark text of the same hue (all above 4.5:1). */
export const badgeVariants = cva(
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        green: 'bg-emerald-100 text-emerald-800',
        grey: 'bg-slate-200 text-slate-700',
        gold: 'bg-amber-100 text-amber-900',
        violet: 'bg-violet-100 text-violet-800',
        red: 'bg-red-100 text-red-800',
        blue: 'bg-sky-100 text-sky-900',
      },
    },
    defaultVariants: { tone: 'grey' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
