import { useId, type Ref } from 'react';
import { COUNTRY_CODES, type CountryCode } from '@portal/contracts/constants';
import { useLocale } from '../lib/locale.ts';
import { countryName, isCountryCode } from '../lib/phone.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

interface CountryCodeSelectProps {
  value: CountryCode;
  onChange: (code: CountryCode) => void;
  /** The control's accessible name ('Kode negara'), read by screen readers only. */
  label: string;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The dial codes of spec §9 beside a phone number input: '+62' shown, the country's name in the list. */
export function CountryCodeSelect({ value, onChange, label, name, disabled, ref }: CountryCodeSelectProps) {
  const locale = useLocale();
  const labelId = useId();
  return (
    <Select
      value={value}
      onValueChange={(code) => {
        if (isCountryCode(code)) onChange(code);
      }}
      name={name}
      disabled={disabled}
    >
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <SelectTrigger aria-labelledby={labelId} className="w-28 shrink-0" ref={ref}>
        <SelectValue>{`+${value}`}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {COUNTRY_CODES.map((code) => (
          <SelectItem key={code} value={code}>
            {`${countryName(code, locale)} (+${code})`}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
