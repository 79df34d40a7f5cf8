import type { AnyRouter } from '@tanstack/react-router';

/** How long a page still loading its content may take to show its heading, for the focus to move on to it. */
const HEADING_WAIT_MS = 10_000;

/**
 * Where the focus goes after a navigation inside the app, so a keyboard or screen-reader user lands on the page
 * they opened instead of the page's body (or a link of the page that is gone):
 * - another page (a new path): its heading, else its main region, unless the new page put the focus inside
 *   itself already (a form's first field, an editor); a page still loading gets the main region, and the
 *   heading once it shows if the focus is still there;
 * - the same page with other search parameters (a step of the claim, a tab, a filter, a page of a list): only
 *   when the focus was lost with the control that changed them; a tab or a filter keeps it.
 * The first render and a jump to an anchor (the skip link) are left alone.
 */
export function moveFocusOnNavigation(router: Pick<AnyRouter, 'subscribe'>): void {
  let focusBefore: Element | null = null;
  let stopWaiting = () => {};
  router.subscribe('onBeforeNavigate', () => {
    focusBefore = document.activeElement;
    stopWaiting();
  });
  router.subscribe('onRendered', (event) => {
    if (!event.hrefChanged || (event.hashChanged && !event.pathChanged)) return;
    const main = document.getElementById('main');
    if (!main) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost && active !== focusBefore && main.contains(active)) return;
    if (!event.pathChanged && !lost) return;
    if (focusHeading(main)) return;
    main.focus({ preventScroll: true });
    stopWaiting = headingWhenShown(main);
  });
}

function focusHeading(main: HTMLElement): boolean {
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/** Moves the focus from the main region to the page's heading when it shows, if the user has not moved it. */
function headingWhenShown(main: HTMLElement): () => void {
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main || focusHeading(main)) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
