import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { TickIcon } from './select-trigger.tsx';

/**
 * Not modal: a modal menu hides the rest of the page with aria-hidden while its links and buttons stay
 * focusable, which axe reports as aria-hidden-focus (serious). The menu still takes the focus as it opens,
 * returns it to its trigger, and closes on Escape, Tab or a click elsewhere.
 */
export function DropdownMenu(props: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuRadioGroup = DropdownMenuPrimitive.RadioGroup;

/**
 * Drawn where it is declared (in the header), not in a portal at the end of the body: a menu outside every
 * landmark is content no landmark holds (axe's region rule), now that the page around it is not hidden.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Content
      sideOffset={sideOffset}
      align={align}
      className={cn('z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg', className)}
      {...props}
    />
  );
}

const ITEM_CLASSES = [
  'flex min-h-10 cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-900 outline-none select-none',
  'data-[disabled]:opacity-60 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900',
  // The option the keys are on is outlined, not only tinted: a pale tint alone is hard to see.
  'data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-brand-700 data-[highlighted]:outline-solid',
];

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return <DropdownMenuPrimitive.Item className={cn(...ITEM_CLASSES, className)} {...props} />;
}

/** One choice of a radio group (the language): the chosen one is ticked. */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.RadioItem>) {
  return (
    <DropdownMenuPrimitive.RadioItem
      className={cn(...ITEM_CLASSES, 'relative pr-9 data-[state=checked]:font-semibold', className)}
      {...props}
    >
      {children}
      <DropdownMenuPrimitive.ItemIndicator className="absolute right-3">
        <TickIcon />
      </DropdownMenuPrimitive.ItemIndicator>
    </DropdownMenuPrimitive.RadioItem>
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return (
    <DropdownMenuPrimitive.Label
      className={cn('px-3 py-2 text-xs font-semibold text-slate-600', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return <DropdownMenuPrimitive.Separator className={cn('my-1 h-px bg-slate-200', className)} {...props} />;
}
