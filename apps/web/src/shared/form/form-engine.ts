import { lazyPart } from '../../components/ui/lazy-part.tsx';

/**
 * The form engine (react-hook-form, the renderers, the rules) is its own chunk (decision record 0023): a page
 * that draws a form starts it with its data (its loader), so it comes in the same wave and the form draws
 * with the page; a page opening on another step (the payout) does not download it. Here apart from the form's
 * frame (form-parts.tsx), so that a loader can start it without bringing that frame into its page's first bytes
 * (the claim's form step comes with the engine, decision record 0064).
 */
export const dynamicForm = lazyPart(
  () => import('./dynamic-form.tsx'),
  (module) => module.DynamicForm,
);

/** Starts the form engine's download (a loader, a step before the form); the same promise while it runs. */
export const preloadDynamicForm = dynamicForm.preload;
