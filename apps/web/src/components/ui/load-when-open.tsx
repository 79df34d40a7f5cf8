import { Suspense, lazy, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is fetched the first time it opens rather than with the page (decision record 0023).
 * Until then nothing is drawn (a closed dialog draws nothing either); from then on the dialog itself is
 * rendered with every prop, so it closes and opens again as before. Where the opening may come from the
 * keyboard right after a focus, the caller can start `prefetch` on the button's focus or pointer.
 */
export function loadWhenOpen<P extends { open: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { prefetch: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  const prefetch = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(prefetch);
  function WhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    // Once fetched, drawn in the same render as the opening, so it shows with the click or key that opened it.
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(WhenOpen, { prefetch });
}
