import { Suspense, lazy, type ComponentProps, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { useLoadOnIntent } from '../layout/load-on-intent.ts';
import { CLOSED_SELECT_ATTRIBUTES, SELECT_TRIGGER_CLASSES, SelectChevron } from './select-trigger.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown while no option is chosen. */
  placeholder?: string;
  /** What the button shows for the chosen option, where it is not the option's label ('+62'). */
  display?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  onOpenChange?: (open: boolean) => void;
  /** The button's own attributes (id, class, aria-*) and its ref, the same on the stand-in and the real one. */
  trigger?: Omit<ComponentProps<'button'>, 'ref' | 'disabled' | 'type' | 'role'> & {
    ref?: Ref<HTMLButtonElement>;
  };
}

const loadSelectMenu = () => import('./select-field-menu.tsx');
const SelectMenu = lazy(loadSelectMenu);

/**
 * A select over a list of options whose Radix code (the select, floating-ui and the focus and dismiss layers,
 * about 20 kB brotli) comes when the user reaches for it (decision record 0023). Until then a button stands in
 * with what a user and a screen reader meet on the real one: the combobox role, its name and description, the
 * chosen option's label (or the placeholder), disabled and required. Pointing at it or focusing it fetches the
 * code; a click or an opening key (Enter, Space, the arrows) mounts the real select open in its place, and a
 * typed character picks the option it starts, as Radix does on a closed select.
 */
export function SelectField(props: SelectFieldProps) {
  const intent = useLoadOnIntent(loadSelectMenu, { typeahead: true });
  const { value, options, placeholder, display, disabled, required, trigger = {} } = props;
  const { className, ...triggerAttributes } = trigger;
  const chosen = options.find((option) => option.value === value);
  const standIn = (
    <button
      {...CLOSED_SELECT_ATTRIBUTES}
      aria-required={required}
      data-state="closed"
      data-placeholder={value ? undefined : ''}
      disabled={disabled}
      {...triggerAttributes}
      className={cn(...SELECT_TRIGGER_CLASSES, className)}
      {...intent.standInHandlers}
    >
      <span style={{ pointerEvents: 'none' }}>{value ? (display ?? chosen?.label) : placeholder}</span>
      <SelectChevron />
    </button>
  );
  if (!intent.wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SelectMenu {...props} openingKey={intent.openingKey} />
    </Suspense>
  );
}
