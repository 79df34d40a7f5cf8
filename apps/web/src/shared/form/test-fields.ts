import type { FormFieldKind } from '@portal/contracts/entities/form-field-rules';
import type { FormField } from './field-values.ts';

/** A field definition for tests: the defaults of the contracts' schema, overridden where a test cares. */
export function testField(type: FormFieldKind, overrides: Partial<FormField> = {}): FormField {
  return {
    name: `${type}_field`,
    label: `${type} label`,
    type,
    required: false,
    is_list: false,
    options: [],
    external_source: null,
    ocr_category: null,
    ...overrides,
  };
}
