import { createContext, use, useId, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { withoutEnterSubmit } from './without-enter-submit.ts';

interface RadioGroupState {
  name: string;
  value: string | undefined;
  onValueChange: ((value: string) => void) | undefined;
  disabled: boolean;
  required: boolean;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

type RadioGroupProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  /** A grid of rows (the default; columns from `className`), or the choices side by side, wrapping. */
  layout?: 'grid' | 'row';
};

/**
 * Radio buttons as the browser draws them (`<input type=radio>` sharing a name), styled like the rest: Tab
 * enters the group on the chosen one (or the first), arrow keys move and choose. Native inputs instead of
 * Radix Radio Group keep its roving-focus code off the form pages (decision record 0023); what Radix did beyond
 * the browser is kept: Enter does not submit the form, and the keyboard entering a group with nothing chosen
 * (Tab or Shift+Tab) lands on its first radio, not the last.
 */
export function RadioGroup({
  className,
  layout = 'grid',
  value,
  onValueChange,
  disabled = false,
  required = false,
  name,
  onFocus,
  onPointerDown,
  ...props
}: RadioGroupProps) {
  const generatedName = useId();
  const pointerDown = useRef(false);
  return (
    <RadioGroupContext value={{ name: name ?? generatedName, value, onValueChange, disabled, required }}>
      <div
        role="radiogroup"
        aria-required={required || undefined}
        data-disabled={disabled ? '' : undefined}
        className={cn(layout === 'row' ? 'flex flex-wrap gap-4' : 'grid gap-2', className)}
        onPointerDown={(event) => {
          pointerDown.current = true;
          onPointerDown?.(event);
        }}
        onFocus={(event) => {
          const group = event.currentTarget;
          const byPointer = pointerDown.current;
          pointerDown.current = false;
          const fromOutside = !group.contains(event.relatedTarget as Node | null);
          if (fromOutside && !byPointer && !group.querySelector('input[type="radio"]:checked')) {
            const first = group.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)');
            if (first && first !== event.target) first.focus();
          }
          onFocus?.(event);
        }}
        {...props}
      />
    </RadioGroupContext>
  );
}

type RadioGroupItemProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'checked' | 'name'> & {
  value: string;
};

export function RadioGroupItem({ className, value, disabled, onKeyDown, ...props }: RadioGroupItemProps) {
  const group = use(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem must be inside a RadioGroup');
  const checked = group.value === value;
  return (
    <input
      type="radio"
      name={group.name}
      value={value}
      checked={checked}
      onChange={() => group.onValueChange?.(value)}
      disabled={disabled || group.disabled}
      required={group.required}
      data-state={checked ? 'checked' : 'unchecked'}
      onKeyDown={withoutEnterSubmit(onKeyDown)}
      className={cn(
        'peer relative size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-slate-500 bg-white',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        'checked:border-brand-700 checked:bg-brand-700 checked:shadow-[inset_0_0_0_3px_white]',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
