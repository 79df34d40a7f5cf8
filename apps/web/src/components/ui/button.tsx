import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A button's look: a colour (`variant`) and a box (`size`: height, side padding, text size). Each class is
 * set once, so the result does not depend on the stylesheet's order (`cn` joins classes, it does not merge
 * them). A link-styled button has no vertical padding, and at the default size no box at all.
 */
/** Every variant drawn as a box (all but the link). */
const BOXED: ('primary' | 'secondary' | 'ghost' | 'danger' | 'ghost-danger')[] = [
  'primary',
  'secondary',
  'ghost',
  'danger',
  'ghost-danger',
];

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800',
        secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
        ghost: 'text-slate-700 hover:bg-slate-100',
        /** A destructive confirmation (the confirm dialog's action). */
        danger: 'bg-red-700 text-white hover:bg-red-800',
        /** A destructive action among others (remove a file, delete a saved item). */
        'ghost-danger': 'text-red-700 hover:bg-red-50',
        link: 'text-brand-700 underline underline-offset-4 hover:text-brand-900',
      },
      size: {
        md: '',
        sm: 'min-h-9 px-3',
        lg: 'min-h-12 px-6',
        /** The height of a text field, for a button beside one (show/hide, open the calendar). */
        field: 'min-h-11 px-4',
        'field-narrow': 'min-h-11 px-3',
        /** Only the icon's room (the header's menu button). */
        icon: 'min-h-9 px-2',
        /** The default box whatever the variant: a link-styled action with a button's touch target. */
        boxed: 'min-h-10 px-4',
        /** The default height with less side room: two actions sharing a phone's row (a claim card). */
        compact: 'min-h-10 px-3',
      },
      /** The text size: by default the size's own (lg: base, else sm); `sm` keeps a large box with small text. */
      text: { auto: '', sm: 'text-sm' },
    },
    compoundVariants: [
      { variant: BOXED, className: 'py-2' },
      { variant: BOXED, size: 'md', className: 'min-h-10 px-4' },
      { variant: 'link', size: 'boxed', className: 'py-2' },
      {
        variant: 'link',
        size: ['md', 'sm', 'lg', 'field', 'field-narrow', 'icon', 'compact'],
        className: 'py-0',
      },
      { variant: 'link', size: 'md', className: 'min-h-0 px-0' },
      {
        size: ['md', 'sm', 'field', 'field-narrow', 'icon', 'boxed', 'compact'],
        text: 'auto',
        className: 'text-sm',
      },
      { size: 'lg', text: 'auto', className: 'text-base' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', text: 'auto' },
  },
);

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/**
 * A `<button>`. A link that looks like one is a `Link` (or `<a>`) with `className={buttonVariants(…)}`: no slot
 * component, so Radix's Slot stays out of the chunk every page and the login load (decision record 0046).
 */
export function Button({ className, variant, size, text, type, ...props }: ButtonProps) {
  return (
    <button
      className={cn(buttonVariants({ variant, size, text }), className)}
      // A button inside a form submits by default; make that a choice, not an accident.
      type={type ?? 'button'}
      {...props}
    />
  );
}
