import type { FormFieldKind } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { LoadingStatus, SkeletonFields } from '../../components/list-states.tsx';
import { LoadBoundary, lazyPart, type LazyPart } from '../../components/ui/lazy-part.tsx';
import type { DynamicFormProps } from './dynamic-form.tsx';

/**
 * The form engine (react-hook-form, the renderers, the rules) is its own chunk (decision record 0023): a page
 * that draws a form starts it with its data (its loader), so it comes in the same wave and the form draws
 * with the page; a page opening on another step (the payout) does not download it.
 */
const dynamicForm = lazyPart(
  () => import('./dynamic-form.tsx'),
  (module) => module.DynamicForm,
);

/** Starts the form engine's download (a loader, a step before the form); the same promise while it runs. */
export const preloadDynamicForm = dynamicForm.preload;

/** The form's place while its code comes: grey rows and a status text, as a loading page shows. */
export function FormLoading() {
  return (
    <LoadingStatus label={m.common_loading()} className="flex flex-col gap-4">
      <SkeletonFields />
    </LoadingStatus>
  );
}

/** `DynamicForm`, drawn once the form engine is there (at once when it is). */
export function LazyDynamicForm(props: DynamicFormProps) {
  return (
    <LoadBoundary loading={<FormLoading />}>
      <dynamicForm.Part {...props} />
    </LoadBoundary>
  );
}

/**
 * The uploader, the drawing pad and the confidential field load with the first form that has such a field (`loadControls`, called by
 * the form before it draws); their controls suspend until then, inside the form's `LoadBoundary`.
 */
export const fileControl = lazyPart(
  () => import('./renderers/file.tsx'),
  (module) => module.default,
);
export const sketchControl = lazyPart(
  () => import('./renderers/sketch.tsx'),
  (module) => module.default,
);
export const asteriskControl = lazyPart(
  () => import('./renderers/asterisk.tsx'),
  (module) => module.default,
);
const LAZY_KINDS: Partial<Record<FormFieldKind, Pick<LazyPart<object>, 'current' | 'isLoaded'>>> = {
  file: fileControl,
  sketch: sketchControl,
  asterisk: asteriskControl,
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
