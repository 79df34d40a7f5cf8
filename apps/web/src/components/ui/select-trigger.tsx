/**
 * The select trigger's look, apart from the Radix code: the header's language picker draws the same button
 * before that code is loaded (components/layout/load-on-intent.ts).
 */
export const SELECT_TRIGGER_LOOK = [
  'inline-flex items-center justify-between rounded-lg border border-slate-400 bg-white py-2 text-left text-sm text-slate-900',
  'focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700',
  'data-[placeholder]:text-slate-600 disabled:opacity-60',
];
/** A form field's height and spacing; the header's language picker has its own (language-picker-parts.tsx). */
export const SELECT_TRIGGER_BOX = 'min-h-11 gap-2 px-3';
export const SELECT_TRIGGER_CLASSES = [...SELECT_TRIGGER_LOOK, SELECT_TRIGGER_BOX];

export function SelectChevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-slate-600">
      <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

/** The tick beside the chosen option of a select or a menu's radio group. */
export function TickIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 text-brand-700">
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
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
