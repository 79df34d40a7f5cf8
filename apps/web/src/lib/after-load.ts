/** Runs `run` once the page has loaded (at once if it has): work that must not compete with the page's own. */
export function afterPageLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', () => run(), { once: true });
}
