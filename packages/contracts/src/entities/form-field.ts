import { z } from 'zod';
import {
  EXTERNAL_SOURCES,
  FORM_FIELD_KINDS,
  FORM_FIELD_TYPES,
  type FormFieldDefinition,
} from './form-field-rules.ts';

/**
 * The one field model of claim, payment and endorsement forms (decision record 0007). The value rules are in
 * `form-field-rules.ts` (plain TypeScript, for the web bundle); these are the schemas of the same shapes.
 */

export const FormFieldType = z.enum(FORM_FIELD_TYPES);
export const FormFieldKind = z.enum(FORM_FIELD_KINDS);
export const ExternalSource = z.enum(EXTERNAL_SOURCES);

export const FormValue = z.union([z.string(), z.array(z.string()), z.number(), z.boolean(), z.null()]);

export const FormFieldOption = z.object({ label: z.string(), value: z.string() });

// shape not given by spec beyond the type names of §3
export const FormField = z.object({
  name: z.string().min(1),
  label: z.string(),
  type: FormFieldKind,
  required: z.boolean(),
  is_list: z.boolean().default(false),
  options: z.array(FormFieldOption).default([]),
  /** For choices_external: which list call fills the options. */
  external_source: ExternalSource.nullable().default(null),
  /** For file fields read by image verification: the extract-info category ('imei', 'ktp', ...). */
  ocr_category: z.string().nullable().default(null),
  /** For text fields: the most characters the field takes; none when absent. */
  max_length: z.number().int().positive().optional(),
});
export type FormField = z.infer<typeof FormField>;

// The schema and the plain interface of form-field-rules.ts must describe the same thing.
type Same<A, B> = [A, B] extends [B, A] ? true : false;
export const FORM_FIELD_SCHEMA_MATCHES_RULES: Same<FormField, FormFieldDefinition> = true;

export type FormFieldType = z.infer<typeof FormFieldType>;
export type FormFieldKind = z.infer<typeof FormFieldKind>;
export type ExternalSource = z.infer<typeof ExternalSource>;
export type FormValue = z.infer<typeof FormValue>;
export type FormFieldOption = z.infer<typeof FormFieldOption>;
