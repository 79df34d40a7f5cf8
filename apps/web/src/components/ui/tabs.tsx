import { createContext, use, useId, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * Tabs of the WAI-ARIA pattern (tablist, tab, tabpanel), always controlled by the page's search params: a tab is
 * chosen by a click, or by focus (automatic activation) when the arrow keys, Home or End move along the list;
 * only the chosen tab is a tab stop, and only its panel is drawn. Written here rather than taken from
 * @radix-ui/react-tabs, whose roving focus, collection and presence cost ~8 kB brotli on each list page for what
 * these lines do (decision record 0041).
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('a tab or tab panel outside <Tabs>');
  return tabs;
}

/** The ids tie each tab to its panel (`aria-controls`, `aria-labelledby`); values are the portal's own codes. */
const tabId = (tabs: TabsState, value: string) => `${tabs.id}-tab-${value}`;
const panelId = (tabs: TabsState, value: string) => `${tabs.id}-panel-${value}`;

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function Tabs({ value, onValueChange, ...props }: TabsProps) {
  const id = useId();
  return (
    <TabsContext value={{ value, select: onValueChange, id }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

/** Where the arrow keys, Home and End move the focus among the list's tabs (wrapping at either end). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
  const next = {
    ArrowRight: (current + 1) % tabs.length,
    ArrowLeft: (current - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  tabs[next]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        // Labels stay on one line: where they do not fit (a long language on a phone) the row scrolls
        // sideways. The grey rule is a shadow, not a border, so the scrolling row does not clip the active
        // tab's underline that covers it.
        'flex w-full overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)] sm:gap-1',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const choose = () => {
    if (!selected) tabs.select(value);
  };
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs, value)}
      data-state={selected ? 'active' : 'inactive'}
      tabIndex={selected ? 0 : -1}
      onClick={choose}
      onFocus={choose}
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
 * The chosen tab's panel. It is not a tab stop of its own: the portal's panels hold lists of links (or an empty
 * state), so Tab goes from the tab straight to the panel's first link (found by a keyboard walk).
 */
export function TabsContent({
  value,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs, value)}
      aria-labelledby={tabId(tabs, value)}
      data-state="active"
      data-orientation="horizontal"
      tabIndex={-1}
      className={cn('pt-4 focus-visible:outline-none', className)}
      {...props}
    />
  );
}
