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
import { lazyPart, type LazyPart } from '../../components/ui/lazy-part.tsx';
import type { FieldRegistry, FieldRenderer } from './types.ts';
import type { FormFieldKind } from '@portal/contracts/entities/form-field-rules';

/**
 * The uploader, the drawing pad and the confidential field load with the first form that has such a field (`loadControls`, called by
 * the form before it draws); their controls suspend until then, inside the form's `LoadBoundary`.
 */
const fileControl = lazyPart(
  () => import('./renderers/file.tsx'),
  (module) => module.default,
);
const sketchControl = lazyPart(
  () => import('./renderers/sketch.tsx'),
  (module) => module.default,
);
const asteriskControl = lazyPart(
  () => import('./renderers/asterisk.tsx'),
  (module) => module.default,
);
const LAZY_KINDS: Partial<Record<FormFieldKind, Pick<LazyPart<object>, 'current' | 'isLoaded'>>> = {
  file: fileControl,
  sketch: sketchControl,
  asterisk: asteriskControl,
};

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

/**
 * Starts loading the controls a form's fields need that are not loaded yet; resolves when all are there
 * (at once when none is missing, `null`).
 */
export function loadControls(kinds: Iterable<FormFieldKind>): Promise<unknown> | null {
  const missing = [...new Set(kinds)].flatMap((kind) => {
    const lazy = LAZY_KINDS[kind];
    // `current`: a form drawn again after a failed download keeps the failure (its retry button starts anew).
    return lazy && !lazy.isLoaded() ? [lazy.current()] : [];
  });
  return missing.length > 0 ? Promise.all(missing) : null;
}

/** The renderer of a kind, typed loosely for code that handles any field (the registry keeps kinds apart). */
export function rendererOf(kind: FormFieldKind): FieldRenderer<FormFieldKind> {
  return FIELD_RENDERERS[kind] as unknown as FieldRenderer<FormFieldKind>;
}
