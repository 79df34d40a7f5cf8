import * as SelectPrimitive from '@radix-ui/react-select';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { SELECT_TRIGGER_BOX, SELECT_TRIGGER_LOOK, SelectChevron, TickIcon } from './select-trigger.tsx';

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

export function SelectTrigger({
  className,
  box = SELECT_TRIGGER_BOX,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger> & {
  /** Height and spacing classes in place of a form field's (`SELECT_TRIGGER_BOX`). */
  box?: string;
}) {
  return (
    <SelectPrimitive.Trigger className={cn(...SELECT_TRIGGER_LOOK, box, className)} {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <SelectChevron />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={4}
        className={cn(
          'z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex min-h-10 cursor-default items-center rounded-md py-2 pr-8 pl-3 text-sm text-slate-900 outline-none select-none',
        'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[state=checked]:font-semibold',
        // The option the keys are on is outlined, not only tinted: a pale tint alone is hard to see.
        'data-[highlighted]:outline-2 data-[highlighted]:-outline-offset-2 data-[highlighted]:outline-brand-700 data-[highlighted]:outline-solid',
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center">
        <TickIcon />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
