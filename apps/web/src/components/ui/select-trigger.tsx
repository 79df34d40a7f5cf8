/**
 * The select trigger's look, apart from the Radix code: the header's language picker draws the same button
 * before that code is loaded (components/layout/load-on-intent.ts).
 */
export const SELECT_TRIGGER_CLASSES = [
  'inline-flex min-h-11 items-center justify-between gap-2 rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900',
  'focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700',
  'data-[placeholder]:text-slate-600 disabled:opacity-60',
];

export function SelectChevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-slate-600">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

/** What a closed select's button says to assistive technology; its stand-ins (loaded on intent) say the same. */
export const CLOSED_SELECT_ATTRIBUTES = {
  type: 'button',
  role: 'combobox',
  'aria-expanded': false,
  'aria-autocomplete': 'none',
} as const;
