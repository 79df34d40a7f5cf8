import {
  booleanRenderer,
  checkboxRenderer,
  choicesRenderer,
  disclaimerRenderer,
} from './renderers/choice.tsx';
import { choicesExternalRenderer } from './renderers/choices-external.tsx';
import { dateRenderer } from './renderers/date.tsx';
import { fileRenderer } from './renderers/file.tsx';
import { sketchRenderer } from './renderers/sketch.tsx';
import { asteriskRenderer, numberRenderer, textRenderer } from './renderers/text.tsx';
import { yearRenderer } from './renderers/year.tsx';
import type { FieldRegistry, FieldRenderer } from './types.ts';
import type { FormFieldKind } from '@portal/contracts/entities/form-field-rules';

/**
 * Every field kind's control (its read-back is in field-summaries.tsx). The mapped type makes the record exhaustive: a kind added to
 * the contracts' field model without a renderer here fails the typecheck.
 */
export const FIELD_RENDERERS: FieldRegistry = {
  text: textRenderer,
  number: numberRenderer,
  boolean: booleanRenderer,
  disclaimer: disclaimerRenderer,
  checkbox: checkboxRenderer,
  choices: choicesRenderer,
  choices_external: choicesExternalRenderer,
  year: yearRenderer,
  date: dateRenderer,
  asterisk: asteriskRenderer,
  sketch: sketchRenderer,
  file: fileRenderer,
};

/** The renderer of a kind, typed loosely for code that handles any field (the registry keeps kinds apart). */
export function rendererOf(kind: FormFieldKind): FieldRenderer<FormFieldKind> {
  return FIELD_RENDERERS[kind] as unknown as FieldRenderer<FormFieldKind>;
}
