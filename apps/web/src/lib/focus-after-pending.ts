import { useEffect, useRef } from 'react';

/**
 * A button disabled while its action runs drops the keyboard's focus to the page's body. When the action ends
 * and the page stays (a refusal, a failure), the focus goes back to the button: the error is read, and Enter
 * tries again. Put the returned ref on the button.
 */
export function useFocusAfterPending<T extends HTMLElement = HTMLButtonElement>(pending: boolean) {
  const button = useRef<T>(null);
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending && document.activeElement === document.body) button.current?.focus();
    wasPending.current = pending;
  }, [pending]);
  return button;
}
