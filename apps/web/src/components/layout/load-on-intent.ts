import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The header's menus (language, account) are drawn by Radix, whose code would otherwise be a seventh of what
 * every page downloads first (decision record 0023). Until it is wanted, a look-alike button stands in:
 * pointing at it or focusing it fetches the menu's code, and a click or an opening key puts the real menu in
 * its place, which then opens through its own trigger (`useOpenOnMount`). The stand-in is replaced only once
 * the gesture is over, so no pointer event of it lands on a button that changed under the pointer.
 */
export function useLoadOnIntent(prefetch: () => unknown, { typeahead = false } = {}) {
  const [wanted, setWanted] = useState(false);
  const [openingKey, setOpeningKey] = useState('Enter');
  const want = (key: string) => {
    setOpeningKey(key);
    setWanted(true);
  };
  const standInHandlers = {
    onPointerEnter: () => void prefetch(),
    onFocus: () => void prefetch(),
    onClick: () => want('Enter'),
    onKeyDown: (event: KeyboardEvent) => {
      const typed = typeahead && isTypedCharacter(event);
      if (!OPENING_KEYS.has(event.key) && !typed) return;
      event.preventDefault();
      want(event.key);
    },
  };
  /** The key to replay on the real control (`useOpenOnMount`): the one pressed, or Enter for a click. */
  return { wanted, openingKey, standInHandlers };
}

/** A character typed on a select's button picks the option it starts (Radix Select's typeahead). */
function isTypedCharacter(event: KeyboardEvent): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;
}

/**
 * On the real menu, mounted in the stand-in's place because the user opened it: takes the focus over and opens
 * the menu as the keyboard does (Enter on its trigger, or the key the user pressed on the stand-in), so Radix
 * opens it through its own trigger and no keystroke is lost.
 */
export function useOpenOnMount(trigger: RefObject<HTMLButtonElement | null>, key = 'Enter') {
  const replayed = useRef(key);
  useEffect(() => {
    const element = trigger.current;
    if (!element) return;
    element.focus();
    const replay = () =>
      element.dispatchEvent(
        new window.KeyboardEvent('keydown', { key: replayed.current, bubbles: true, cancelable: true }),
      );
    // A typed character searches the options, which Radix Select draws (closed) only in the render after its
    // first: replayed once that render is done. An opening key needs nothing drawn and is replayed at once.
    if (replayed.current.length !== 1) {
      replay();
      return;
    }
    const later = window.setTimeout(replay, 0);
    return () => window.clearTimeout(later);
  }, [trigger]);
}
