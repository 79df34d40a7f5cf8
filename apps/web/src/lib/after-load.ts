/** Runs `run` once the page has loaded (at once if it has): work that must not compete with the page's own. */
export function afterPageLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', () => run(), { once: true });
}

/** Ends the current task: the browser may paint and handle input before the next step of a start-up. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
