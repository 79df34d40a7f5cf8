import { useCallback, useRef, useState } from 'react';
import { loadErrorTexts } from '../../lib/failure-text.ts';

type CallState<Output> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: Output; error: null }
  | { status: 'error'; data: undefined; error: unknown };

const IDLE = { status: 'idle', data: undefined, error: null } as const;

/**
 * One state-changing call of the login pages, with what the form shows about it: the subset of TanStack Query's
 * `useMutation` the login used (pending, error, success, when it was sent), without the query client (the login
 * document carries no TanStack Query, decision record 0027). A newer call wins over an older one still running.
 * A failure waits for the error catalogue, which the login's first visit does not carry.
 */
export function useCall<Input, Output>(run: (input: Input) => Promise<Output>) {
  const [state, setState] = useState<CallState<Output>>(IDLE);
  const [submittedAt, setSubmittedAt] = useState(0);
  const latest = useRef(0);

  const mutate = useCallback(
    (input: Input, handlers: { onSuccess?: (output: Output) => void } = {}) => {
      const id = ++latest.current;
      setSubmittedAt(Date.now());
      setState({ status: 'pending', data: undefined, error: null });
      run(input).then(
        (data) => {
          if (id !== latest.current) return;
          setState({ status: 'success', data, error: null });
          handlers.onSuccess?.(data);
        },
        async (error: unknown) => {
          // The error's text is in the catalogue, fetched on the first failure (lib/failure-text.ts): the form
          // stays pending a moment longer, then shows the text in the user's language.
          await loadErrorTexts().catch(() => undefined);
          if (id !== latest.current) return;
          setState({ status: 'error', data: undefined, error });
        },
      );
    },
    [run],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);

  return {
    mutate,
    reset,
    error: state.error,
    data: state.data,
    submittedAt,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    isSuccess: state.status === 'success',
  };
}
