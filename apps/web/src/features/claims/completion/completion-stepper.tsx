import { Link, useRouter, type LinkOptions } from '@tanstack/react-router';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { m } from '@portal/i18n/messages';
import { cn } from '../../../lib/cn.ts';
import type { CompletionStep } from './claim-completion.ts';

/** The list's gap-2, in pixels. */
const STEP_GAP = 8;

interface CompletionStepperProps {
  steps: readonly CompletionStep[];
  currentId: string;
  /** Where each step lives. */
  stepLink: (stepId: string) => LinkOptions;
  /** The summary after the steps, when the journey has one. */
  summaryLink?: LinkOptions;
  /** Pointing at or focusing a step's link: the page may start fetching that step's code. */
  onStepIntent?: (step: CompletionStep) => void;
}

/**
 * Where the user is in the claim: every step with whether it is done, the current one marked for screen
 * readers. Any step can be opened again; the summary once every step is done.
 */
export function CompletionStepper({
  steps,
  currentId,
  stepLink,
  summaryLink,
  onStepIntent,
}: CompletionStepperProps) {
  const allDone = steps.every((step) => step.done);
  const list = useRef<HTMLOListElement>(null);
  const currentItem = useRef<HTMLLIElement>(null);
  const shownBefore = useRef(false);
  const router = useRouter();
  // On phones the steps scroll sideways: the current one is brought fully into view by scrolling the list
  // alone, since scrollIntoView would also move the page. It is found by a ref, not by aria-current: the router
  // sets aria-current="page" over "step" on the link of the open address. The first showing jumps, a later
  // change glides unless the user asks for less motion.
  const bringCurrentIntoView = useCallback(() => {
    const scroller = list.current;
    const item = currentItem.current;
    if (!scroller || !item) return;
    const animate = shownBefore.current && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    shownBefore.current = true;
    const view = scroller.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    // Whole pixels past the edge (a scroll offset is rounded), with a gap's room so the next step peeks.
    const left =
      box.left < view.left
        ? Math.floor(box.left - view.left - STEP_GAP)
        : box.right > view.right
          ? Math.ceil(box.right - view.right + STEP_GAP)
          : 0;
    if (left !== 0) scroller.scrollBy({ left, behavior: animate ? 'smooth' : 'auto' });
  }, []);
  // A title or a done mark changes the widths, so those count as a change too.
  const stepsShape = steps.map((step) => `${step.title}:${step.done}`).join('|');
  useLayoutEffect(bringCurrentIntoView, [bringCurrentIntoView, currentId, stepsShape, allDone]);
  // The router's scroll restoration, after each navigation, puts every element the user (or this list) scrolled
  // back where it was on the previous address, over the scroll above: the current step is brought back after it.
  useEffect(() => router.subscribe('onRendered', bringCurrentIntoView), [router, bringCurrentIntoView]);
  const itemClass = (state: 'current' | 'link' | 'unavailable') =>
    cn(
      'flex items-center gap-3 rounded-lg px-3 py-2 text-sm',
      state === 'current'
        ? 'bg-brand-50 font-semibold text-brand-900'
        : state === 'link'
          ? 'text-slate-700 hover:bg-slate-100'
          : 'text-slate-500 hover:bg-transparent',
    );
  return (
    <nav aria-label={m.claims_complete_steps_label()} className="min-w-0">
      <ol
        ref={list}
        className="relative flex gap-2 overflow-x-auto pb-1 max-lg:scroll-hint-x lg:flex-col lg:overflow-visible"
      >
        {steps.map((step, index) => {
          const current = step.id === currentId;
          return (
            <li key={step.id} ref={current ? currentItem : undefined} className="shrink-0">
              <Link
                {...stepLink(step.id)}
                aria-current={current ? 'step' : undefined}
                className={itemClass(current ? 'current' : 'link')}
                onPointerEnter={() => onStepIntent?.(step)}
                onFocus={() => onStepIntent?.(step)}
              >
                <StepMark index={index + 1} done={step.done} />
                <span>
                  {step.title}
                  <span className="sr-only">
                    {' '}
                    ({step.done ? m.claims_complete_step_done() : m.claims_complete_step_todo()})
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
        {summaryLink ? (
          <li className="shrink-0">
            {allDone ? (
              <Link {...summaryLink} className={itemClass('link')}>
                <StepMark index={steps.length + 1} done={false} />
                <span>{m.claims_summary_title()}</span>
              </Link>
            ) : (
              <span className={itemClass('unavailable')}>
                <StepMark index={steps.length + 1} done={false} />
                <span>{m.claims_summary_title()}</span>
              </span>
            )}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

function StepMark({ index, done }: { index: number; done: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-bold',
        done ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-slate-400 bg-white text-slate-700',
      )}
    >
      {done ? '✓' : index}
    </span>
  );
}
