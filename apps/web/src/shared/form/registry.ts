import {
  booleanRenderer,
  checkboxRenderer,
  choicesRenderer,
  disclaimerRenderer,
} from './renderers/choice.tsx';
import { choicesExternalRenderer } from './renderers/choices-external.tsx';
import { dateRenderer } from './renderers/date.tsx';
import { numberRenderer, textRenderer } from './renderers/text.tsx';
import { yearRenderer } from './renderers/year.tsx';
import { m } from '@portal/i18n/messages';
import { asteriskControl, fileControl, sketchControl } from './form-parts.tsx';
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
  asterisk: { labelAs: 'label', hint: () => m.form_sensitive_hint(), Control: asteriskControl.Part },
  sketch: { labelAs: 'legend', hint: () => m.form_sketch_hint(), Control: sketchControl.Part },
  file: { labelAs: 'legend', Control: fileControl.Part },
};

/** The renderer of a kind, typed loosely for code that handles any field (the registry keeps kinds apart). */
export function rendererOf(kind: FormFieldKind): FieldRenderer<FormFieldKind> {
  return FIELD_RENDERERS[kind] as unknown as FieldRenderer<FormFieldKind>;
}
