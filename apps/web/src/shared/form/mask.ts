import { maskAsterisk, type FormValue } from '@portal/contracts/entities/form-field-rules';

/**
 * An asterisk (sensitive) value as it is read back anywhere on the page: asterisks except the last four
 * characters (the contracts' rule), or '' when there is nothing to show. Spaces around the value are not
 * part of it, and a number is shown like the text it was typed as.
 */
export function maskSensitive(value: FormValue | undefined): string {
  if (typeof value === 'number') return maskAsterisk(String(value));
  if (typeof value !== 'string') return '';
  return maskAsterisk(value.trim());
}
