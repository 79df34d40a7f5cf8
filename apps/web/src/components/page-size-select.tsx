import { useId } from 'react';
import { Label } from './ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

interface PageSizeSelectProps<T extends number> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

/** How many rows a page shows; the agency lists let the user choose (spec §9). */
export function PageSizeSelect<T extends number>({
  label,
  value,
  options,
  onChange,
}: PageSizeSelectProps<T>) {
  const labelId = useId();
  return (
    <div className="flex items-center gap-2">
      <Label id={labelId} weight="normal" muted>
        {label}
      </Label>
      <Select
        value={String(value)}
        onValueChange={(next) => {
          const size = options.find((option) => String(option) === next);
          if (size !== undefined) onChange(size);
        }}
      >
        <SelectTrigger aria-labelledby={labelId} className="min-h-10 w-20">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={String(option)}>
              {String(option)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
