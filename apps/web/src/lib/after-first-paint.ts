/*
 * The moment the first page is on screen (decision records 0065, 0067). What the first page neither shows nor
 * needs — the service worker, telemetry, the offline and "new version" notices, the claim's chat — starts from
 * here. Started earlier, its requests and their work run while the page is still being drawn, and a page test
 * (Lighthouse's simulation) counts every request that ended before the page's largest paint as part of the way
 * to that paint.
 */

let markPainted: () => void = () => undefined;
let isPainted = false;
const painted = new Promise<void>((resolve) => {
  markPainted = () => {
    isPainted = true;
    resolve();
  };
});

/** The browser's report of a page's largest paint, made once that paint is shown (Chromium, Firefox). */
const LARGEST_PAINT = 'largest-contentful-paint';
/**
 * How long to wait for that report at most: none comes once the user has typed or clicked, nor for a page that
 * draws nothing larger than what the document showed already.
 */
const LARGEST_PAINT_WAIT_MS = 1000;

/** A timer set from within an animation frame runs once that frame is painted. */
function afterNextFrame(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}

/**
 * Called once React has committed the first page (an effect of the app's root): resolves `afterFirstPaint` once
 * that page is on screen. Where the browser reports the largest paint, its first report after the commit: a paint
 * is shown some time after the frame that drew it ended, and requests started from that frame's end still counted
 * as before the page's largest paint. Elsewhere, once the next frame is painted. A hidden tab paints no frame, so
 * there the next task is enough.
 */
export function firstPageCommitted(): void {
  if (document.visibilityState === 'hidden') {
    setTimeout(markPainted);
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes.includes(LARGEST_PAINT)) {
    afterNextFrame(markPainted);
    return;
  }
  const committedAt = performance.now();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntries().some((entry) => entry.startTime >= committedAt)) shown();
  });
  const timer = setTimeout(shown, LARGEST_PAINT_WAIT_MS);
  function shown() {
    observer.disconnect();
    clearTimeout(timer);
    markPainted();
  }
  observer.observe({ type: LARGEST_PAINT, buffered: true });
}

/** Resolves once the first page is painted. */
export function afterFirstPaint(): Promise<void> {
  return painted;
}

/**
 * Resolves once what is being drawn now is on screen: with the first page, once that page is (`afterFirstPaint`);
 * later (a page opened in the app), once the next frame is painted.
 */
export function afterPaint(): Promise<void> {
  return isPainted ? new Promise((resolve) => afterNextFrame(resolve)) : painted;
}
