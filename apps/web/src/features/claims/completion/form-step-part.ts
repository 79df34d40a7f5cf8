import { lazyPart } from '../../../components/ui/lazy-part.tsx';
import type { CompletionStep } from './claim-completion.ts';

/**
 * A claim's form step (form-step.tsx), a part of its own: its loader starts it beside the claim and the form
 * engine, so it comes in the same wave as the engine it cannot draw without (decision record 0064).
 */
export const formStep = lazyPart(
  () => import('./form-step.tsx'),
  (module) => module.FormStep,
);

/**
 * A claim page's loader: the form step and the form engine, beside the claim. The engine's chunk is fetched by
 * its address, not through its loader in form-parts.tsx, which would bring the form's frame into the page's
 * first bytes: the form step's own `LazyDynamicForm` then finds the module there.
 */
export function preloadFormStepWithEngine(): void {
  void formStep.preload();
  void import('../../../shared/form/dynamic-form.tsx').catch(() => undefined);
}

/** A step the user is about to see: the form step, then what that step's form needs. */
export function preloadFormStepOf(step: CompletionStep): void {
  void import('./form-step.tsx').then(
    (module) => module.preloadFormStep(step),
    // A failed download shows where the step is drawn, with a retry.
    () => undefined,
  );
}
