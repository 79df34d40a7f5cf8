import { Component, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { m } from '@portal/i18n/messages';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

/**
 * Pauses before a failed chunk download is tried again, on its own, before the part shows that it failed: a
 * mobile network that drops one request usually answers the next.
 */
const RETRY_PAUSES_MS = [600, 2000];

async function withRetries<T>(load: () => Promise<T>): Promise<T> {
  for (const pause of RETRY_PAUSES_MS) {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
  return load();
}

export interface LazyChunk<T> {
  /** Starts the download (on intent, or when the step before is shown); while it runs, the same promise. */
  preload: () => Promise<T>;
  /** What the chunk gave, once it is there. */
  loaded: () => T | undefined;
}

/**
 * Code that a page fetches when it is wanted rather than with the page (decision record 0023): the one loader
 * of the web app's parts loaded on intent — a field kind's control, a dialog, an editor, a step. A failed
 * download is tried again twice on its own; if it still fails, the next `preload` or render starts anew (the
 * retry button of `LoadBoundary`), so a failure is never kept.
 */
export function lazyChunk<T>(load: () => Promise<T>): LazyChunk<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const preload = () => {
    if (pending) return pending;
    pending = withRetries(load).then(
      (loaded) => (value = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    // A download started on intent that fails is not an unhandled rejection: the part, once drawn, says so.
    pending.catch(() => undefined);
    return pending;
  };
  return { preload, loaded: () => value };
}

export interface LazyPart<P extends object> {
  /** The part; it suspends until its code is there (inside a `LoadBoundary`), and is drawn at once after. */
  Part: ComponentType<P>;
  preload: () => Promise<unknown>;
  isLoaded: () => boolean;
}

/** A component in its own chunk (see `lazyChunk`), drawn in the same render once its code is there. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const chunk = lazyChunk(load);
  function Part(props: P) {
    // Suspends until the code is there; a failed download throws to the LoadBoundary around.
    const Loaded = chunk.loaded() ?? use(chunk.preload());
    return <Loaded {...props} />;
  }
  return { Part, preload: chunk.preload, isLoaded: () => chunk.loaded() !== undefined };
}

/**
 * Where a lazy part is drawn: `loading` (grey rows the size of the part, with a status text in the user's
 * language) until its code is there; if the download failed even after its retries, a short alert with a
 * button that tries again. Nothing the user typed elsewhere on the page is lost.
 */
export function LoadBoundary({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <FailedLoad key={attempt} onRetry={() => setAttempt((count) => count + 1)}>
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
  const { Part, preload } = lazyPart(() => load().then((module) => module.default));
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
