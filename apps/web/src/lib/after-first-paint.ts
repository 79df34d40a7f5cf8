/*
 * The moment the first page is on screen (decision records 0065, 0067). What the first page neither shows nor
 * needs — the service worker, telemetry, the offline and "new version" notices, the route focus, the claim's
 * chat — starts from here. Started earlier, its requests and their work run while the page is still being drawn,
 * and a page test (Lighthouse's simulation) counts every request that ended before the page's largest paint as
 * part of the way to that paint.
 */

let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** The browser's report of a page's largest paint, made once that paint is shown (Chromium, Firefox). */
const LARGEST_PAINT = 'largest-contentful-paint';
/** How long to wait for that report at most: none comes once the user has typed or clicked, for one. */
const LARGEST_PAINT_WAIT_MS = 1000;

/**
 * Called once React has committed the first page (an effect of the app's root): resolves `afterFirstPaint` at
 * the browser's first report of a largest paint made after the commit, which it makes once that paint is shown.
 * A paint is shown some time after the frame that drew it has ended: requests started at that frame's end (a
 * timer set from within an animation frame) still ended before the page's largest paint and counted as on the way
 * to it. Without a report (a browser that makes none, a hidden tab, which paints nothing, or a page drawing
 * nothing larger than the document did), a second at most.
 */
export function firstPageCommitted(): void {
  const committedAt = performance.now();
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntries().some((entry) => entry.startTime >= committedAt)) {
      observer.disconnect();
      markPainted();
    }
  }).observe({ type: LARGEST_PAINT, buffered: true });
  setTimeout(markPainted, LARGEST_PAINT_WAIT_MS);
}

/** Resolves once the first page is painted. */
export function afterFirstPaint(): Promise<void> {
  return painted;
}
