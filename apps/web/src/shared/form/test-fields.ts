import type { FormFieldKind } from '@portal/contracts/entities/form-field-rules';
import { defineField, type FormField } from './field-values.ts';

/** A field definition for tests: the defaults of the contracts' schema, overridden where a test cares. */
export function testField(type: FormFieldKind, overrides: Partial<FormField> = {}): FormField {
  return defineField(`${type}_field`, `${type} label`, type, overrides);
}
