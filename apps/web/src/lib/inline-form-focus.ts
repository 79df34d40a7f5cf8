import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * A form that opens in place of the button that opened it (an add form, the e-mail editor): once it closes,
 * saved or cancelled, the focus goes back to that button, which shows again; it would otherwise fall to the
 * page's body. Put the returned ref on the button.
 */
export function useReturnFocus<T extends HTMLElement = HTMLButtonElement>(open: boolean) {
  const opener = useRef<T>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return opener;
}

/**
 * Escape in an in-place form closes it, as its cancel button does: not while that button waits (`enabled`),
 * and not when a menu inside the form (a select) has used the key to close itself.
 */
export function closeOnEscape(close: () => void, enabled = true) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Escape' && enabled && !event.defaultPrevented) close();
  };
}
