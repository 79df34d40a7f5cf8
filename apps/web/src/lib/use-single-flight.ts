import { useRef } from 'react';

/**
 * A mutation's `mutate` that starts nothing while its last call is under way. The mutation's `isPending`, which
 * disables the button, reaches the page a moment after the click (the query client tells its observers on a
 * later task), so a double click could otherwise send the same choice twice.
 */
export function useSingleFlight<Variables>(mutation: {
  mutateAsync: (variables: Variables) => Promise<unknown>;
}): (variables: Variables) => void {
  const running = useRef(false);
  return (variables) => {
    if (running.current) return;
    running.current = true;
    mutation
      .mutateAsync(variables)
      // The mutation's own callbacks show a failure; here it only ends the flight.
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  };
}
