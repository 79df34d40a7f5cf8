import { MIN_FIELD_YEAR } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { isPastEvent } from '../schema.ts';
import type { FieldControlProps, FieldRenderer } from '../types.ts';
import { OptionSelect } from './choice.tsx';

/**
 * Newest first, from next year (a device sold as next year's model) down to 1950: the value rule's range. The
 * year of something that already happened (an incident, a purchase) ends at this year.
 */
export function selectableYears(currentYear: number, pastOnly = false): string[] {
  const years: string[] = [];
  for (let year = pastOnly ? currentYear : currentYear + 1; year >= MIN_FIELD_YEAR; year -= 1)
    years.push(String(year));
  return years;
}

function YearControl(props: FieldControlProps<'year'>) {
  const years = selectableYears(new Date().getFullYear(), isPastEvent(props.field));
  // A stored year outside the list (older data) stays visible rather than silently blank.
  const shown = props.value !== '' && !years.includes(props.value) ? [props.value, ...years] : years;
  return (
    <OptionSelect
      {...props}
      options={shown.map((year) => ({ value: year, label: year }))}
      placeholder={m.form_year_placeholder()}
      narrow
    />
  );
}

export const yearRenderer: FieldRenderer<'year'> = {
  labelAs: 'label',
  Control: YearControl,
};
