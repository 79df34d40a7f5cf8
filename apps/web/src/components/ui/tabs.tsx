import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        // Labels stay on one line: where they do not fit (a long language on a phone) the row scrolls
        // sideways. The grey rule is a shadow, not a border, so the scrolling row does not clip the active
        // tab's underline that covers it.
        'flex w-full overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)] sm:gap-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        // Equal shares on a phone, never narrower than the label, with little padding so that Indonesian's four claim
        // tabs fit 360 px; natural widths from the small breakpoint up.
        'min-h-11 flex-1 border-b-2 border-transparent px-1 py-2 text-center text-sm leading-tight font-semibold whitespace-nowrap text-slate-600 sm:flex-none sm:px-4',
        'hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
        'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel. Radix makes it a tab stop of its own, for panels without anything to focus; the portal's panels
 * hold lists of links (or an empty state), so Tab goes from the tab straight to the panel's first link instead
 * of to an invisible stop on the panel (found by a keyboard walk).
 */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      tabIndex={-1}
      className={cn('pt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
