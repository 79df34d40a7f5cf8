import type { KeyboardEvent, KeyboardEventHandler } from 'react';

/**
 * The key handler of a radio or tick box: Enter does not submit the form around it (WAI-ARIA radio groups and
 * checkboxes do not act on Enter; the Radix ones these replace did the same), then the caller's own handler.
 */
export function withoutEnterSubmit(
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>,
): KeyboardEventHandler<HTMLInputElement> {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
    onKeyDown?.(event);
  };
}
