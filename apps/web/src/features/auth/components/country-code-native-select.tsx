import { COUNTRY_CODES, type CountryCode } from '@portal/contracts/constants';
import { cn } from '../../../lib/cn.ts';
import { useLocale } from '../../../lib/locale.ts';
import { countryName, isCountryCode } from '../../../lib/phone.ts';
import { SELECT_TRIGGER_CLASSES, SelectChevron } from '../../../components/ui/select-trigger.tsx';

interface CountryCodeNativeSelectProps {
  value: CountryCode;
  onChange: (code: CountryCode) => void;
  /** The control's accessible name ('Kode negara'). */
  label: string;
  name?: string;
}

/**
 * The dial codes of spec §9 beside the phone number, as the browser's own select: the login page carries no
 * Radix Select (decision record 0027). It looks like the app's select trigger, showing '+62'; the select itself
 * lies invisible over that box, so pointer, keyboard, screen readers and the phone's own picker all reach it.
 */
export function CountryCodeNativeSelect({ value, onChange, label, name }: CountryCodeNativeSelectProps) {
  const locale = useLocale();
  return (
    <div
      className={cn(
        ...SELECT_TRIGGER_CLASSES,
        'relative w-28 shrink-0',
        'has-focus-visible:border-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
      )}
    >
      <span aria-hidden="true">{`+${value}`}</span>
      <SelectChevron />
      <select
        aria-label={label}
        name={name}
        value={value}
        onChange={(event) => {
          if (isCountryCode(event.target.value)) onChange(event.target.value);
        }}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {`${countryName(code, locale)} (+${code})`}
          </option>
        ))}
      </select>
    </div>
  );
}
