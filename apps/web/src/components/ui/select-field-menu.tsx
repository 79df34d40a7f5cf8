import { useImperativeHandle, useRef } from 'react';
import { useOpenOnMount } from '../layout/load-on-intent.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';
import type { SelectFieldProps } from './select-field.tsx';

/** The real select of `SelectField`, mounted in its stand-in's place and opened by the key that asked for it. */
export default function SelectFieldMenu({
  value,
  onValueChange,
  options,
  placeholder,
  display,
  disabled,
  required,
  name,
  onOpenChange,
  trigger: { ref, ...triggerAttributes } = {},
  openingKey,
}: SelectFieldProps & { openingKey: string }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => triggerRef.current as HTMLButtonElement);
  useOpenOnMount(triggerRef, openingKey);
  return (
    <Select
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      required={required}
      name={name}
      onOpenChange={onOpenChange}
    >
      <SelectTrigger ref={triggerRef} {...triggerAttributes}>
        <SelectValue placeholder={placeholder}>{display}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
