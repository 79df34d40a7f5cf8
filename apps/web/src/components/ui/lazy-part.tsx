import { Component, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { m } from '@portal/i18n/messages';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/**
 * Pauses before a failed chunk download is tried again, on its own, before the part shows that it failed: a
 * mobile network that drops one request usually answers the next.
 */
const RETRY_PAUSES_MS = [600, 2000];

/** The file a failed dynamic import names in its message (Chromium and Firefox do; Safari does not). */
function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /\bhttps?:\/\/\S+?\.js\b/.exec(message)?.[0];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LazyChunk<T> {
  /**
   * Starts the download (on intent, or when the step before is shown); while it runs, the same promise. After
   * a failure, a new download.
   */
  preload: () => Promise<T>;
  /** For a render: the download under way, done or failed (a failure stays until `retryFailedChunks`). */
  current: () => Promise<T>;
  /** What the chunk gave, once it is there. */
  loaded: () => T | undefined;
}

/** How to forget each failed download, so that the next render starts a new one. */
const failedChunks = new Set<() => void>();

/**
 * The retry of a part that failed to load (LoadBoundary's button): every failed download is forgotten, and the
 * parts drawn next download anew. Until then a failed part keeps its failure, so that React's own second
 * render after an error does not start a new download in a loop.
 */
export function retryFailedChunks(): void {
  for (const forget of failedChunks) forget();
  failedChunks.clear();
}

/**
 * Code that a page fetches when it is wanted rather than with the page (decision record 0023): the one loader
 * of the web app's parts loaded on intent — a field kind's control, a dialog, an editor, a step. `load` is the
 * `import()` (so the build splits the module and preloads its imports), `pick` takes what is used from it.
 *
 * A failed download is tried again twice on its own; if it still fails, the next `preload` or render (the
 * retry button of `LoadBoundary`) starts anew, so a failure is never kept. A browser keeps a failed module
 * for its address — Chromium answers a second `import()` of it with the same error without asking the
 * server — so a retry asks for the file the error names at a new address (`?retry=n`); the chunk's own
 * imports are the shared chunks the page already has.
 */
export function lazyChunk<M, T>(load: () => Promise<M>, pick: (module: M) => T): LazyChunk<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  let attempts = 0;
  let failedUrl: string | undefined;
  const download = async () => {
    attempts += 1;
    try {
      const module = failedUrl
        ? // The same file as `load`'s, at a new address: its exports are what `load` would give.
          ((await import(/* @vite-ignore */ `${failedUrl}?retry=${attempts}`)) as M)
        : await load();
      return pick(module);
    } catch (error) {
      failedUrl ??= failedModuleUrl(error);
      throw error;
    }
  };
  const downloadWithRetries = async () => {
    for (const ms of RETRY_PAUSES_MS) {
      try {
        return await download();
      } catch {
        await pause(ms);
      }
    }
    return download();
  };
  let failed = false;
  const forget = () => {
    pending = undefined;
    failed = false;
  };
  const start = () => {
    failedChunks.delete(forget);
    failed = false;
    const download = downloadWithRetries().then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        if (pending === download) {
          failed = true;
          failedChunks.add(forget);
        }
        throw error;
      },
    );
    // A download started on intent that fails is not an unhandled rejection: the part, once drawn, says so.
    download.catch(() => undefined);
    pending = download;
    return download;
  };
  return {
    preload: () => (pending && !failed ? pending : start()),
    current: () => pending ?? start(),
    loaded: () => value,
  };
}

export interface LazyPart<P extends object> {
  /** The part; it suspends until its code is there (inside a `LoadBoundary`), and is drawn at once after. */
  Part: ComponentType<P>;
  /** On intent: starts the download, or a new one after a failure. */
  preload: () => Promise<unknown>;
  /** While drawing: starts the download unless one is under way, done or failed (see `LazyChunk`). */
  current: () => Promise<unknown>;
  isLoaded: () => boolean;
}

/** A component in its own chunk (see `lazyChunk`), drawn in the same render once its code is there. */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  const chunk = lazyChunk(load, pick);
  function Part(props: P) {
    // Suspends until the code is there; a failed download throws to the LoadBoundary around.
    const Loaded = chunk.loaded() ?? use(chunk.current());
    return <Loaded {...props} />;
  }
  return {
    Part,
    preload: chunk.preload,
    current: chunk.current,
    isLoaded: () => chunk.loaded() !== undefined,
  };
}

/**
 * Where a lazy part is drawn: `loading` (grey rows the size of the part, with a status text in the user's
 * language) until its code is there; if the download failed even after its retries, a short alert with a
 * button that tries again. Nothing the user typed elsewhere on the page is lost.
 */
export function LoadBoundary({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <FailedLoad
      key={attempt}
      onRetry={() => {
        retryFailedChunks();
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </FailedLoad>
  );
}

class FailedLoad extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{m.error_something_wrong()}</span>
        <Button variant="secondary" onClick={this.props.onRetry}>
          {m.common_retry()}
        </Button>
      </Alert>
    );
  }
}

/**
 * A dialog whose code is fetched the first time it opens: until then nothing is drawn (a closed dialog draws
 * nothing either); from then on the dialog itself is rendered with every prop, so it closes and opens again as
 * before. A caller whose dialog may open from the keyboard right after a focus starts `prefetch` on the
 * button's focus or pointer, so the dialog opens in the same render as the key or click.
 */
export function loadWhenOpen<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { prefetch: () => Promise<unknown> } {
  const { Part, preload } = lazyPart(load, (module) => module.default);
  function WhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <LoadBoundary loading={<DialogLoading />}>
        <Part {...props} />
      </LoadBoundary>
    );
  }
  return Object.assign(WhenOpen, { prefetch: preload });
}

/** The dimmed page of an opening dialog, with a status text, until the dialog's code is there. */
function DialogLoading() {
  return (
    <div role="status" className="fixed inset-0 z-50 bg-slate-900/50">
      <span className="sr-only">{m.common_loading()}</span>
    </div>
  );
}
