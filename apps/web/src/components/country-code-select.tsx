import { useId, type Ref } from 'react';
import { COUNTRY_CODES, type CountryCode } from '@portal/contracts/constants';
import { useLocale } from '../lib/locale.ts';
import { countryName, isCountryCode } from '../lib/phone.ts';
import { SelectField } from './ui/select-field.tsx';

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
  const options = COUNTRY_CODES.map((code) => ({
    value: code,
    label: `${countryName(code, locale)} (+${code})`,
  }));
  return (
    <>
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <SelectField
        value={value}
        onValueChange={(code) => {
          if (isCountryCode(code)) onChange(code);
        }}
        options={options}
        display={`+${value}`}
        name={name}
        disabled={disabled}
        trigger={{ 'aria-labelledby': labelId, className: 'w-28 shrink-0', ref }}
      />
    </>
  );
}
