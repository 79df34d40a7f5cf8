import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The header's menus (language, account) are drawn by Radix, whose code would otherwise be a seventh of what
 * every page downloads first (decision record 0023). Until it is wanted, a look-alike button stands in:
 * pointing at it or focusing it fetches the menu's code, and a click or an opening key puts the real menu in
 * its place, which then opens through its own trigger (`useOpenOnMount`). The stand-in is replaced only once
 * the gesture is over, so no pointer event of it lands on a button that changed under the pointer.
 */
export function useLoadOnIntent(prefetch: () => unknown) {
  const [wanted, setWanted] = useState(false);
  const standInHandlers = {
    onPointerEnter: () => void prefetch(),
    onFocus: () => void prefetch(),
    onClick: () => setWanted(true),
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.has(event.key)) return;
      event.preventDefault();
      setWanted(true);
    },
  };
  return { wanted, standInHandlers };
}

/**
 * On the real menu, mounted in the stand-in's place because the user opened it: takes the focus over and opens
 * the menu as the keyboard does (Enter on its trigger), so Radix opens it through its own trigger.
 */
export function useOpenOnMount(trigger: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    const element = trigger.current;
    if (!element) return;
    element.focus();
    element.dispatchEvent(
      new window.KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
  }, [trigger]);
}
