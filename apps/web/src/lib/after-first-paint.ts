/*
 * The moment the first page is on screen (decision record 0065). What the first page neither shows nor needs —
 * the service worker, telemetry, the offline and "new version" notices — starts from here. Started earlier, its
 * requests and their work run while the page is still being drawn, and a page test (Lighthouse's simulation)
 * counts every request that ended before the page's largest paint as part of the way to that paint.
 */

let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/**
 * Called once React has committed the first page (an effect of the app's root): resolves `afterFirstPaint` once
 * that frame is painted — a timer set from within an animation frame runs after it is shown. A hidden tab paints
 * no frame, so there the next task is enough.
 */
export function firstPageCommitted(): void {
  if (document.visibilityState === 'hidden') setTimeout(markPainted);
  else requestAnimationFrame(() => setTimeout(markPainted));
}

/** Resolves once the first page is painted. */
export function afterFirstPaint(): Promise<void> {
  return painted;
}
