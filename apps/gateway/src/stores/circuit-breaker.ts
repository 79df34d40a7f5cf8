/**
 * A circuit breaker around calls to one dependency (the shared store's Redis, decision record 0038): after
 * `failuresToOpen` failures in a row it stops calling for `openMs` and refuses at once; then one trial call goes
 * through (half-open) and its outcome closes the circuit or opens it again. A few lines of our own rather than a
 * library: we need "consecutive failures, one trial", not rolling windows of percentages.
 */

export type CircuitState = 'closed' | 'open' | 'half-open';

/** The circuit refused the call without making it. */
export class CircuitOpenError extends Error {
  constructor(name: string) {
    super(`${name}: circuit open, not asked`);
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitBreakerOptions {
  /** Names the dependency in errors. */
  name: string;
  /** Failures in a row that open the circuit. */
  failuresToOpen: number;
  /** How long an open circuit refuses before one trial call goes through. */
  openMs: number;
  /** Whether an error says the dependency cannot be reached; other errors are answers (it is up). */
  isFailure?: (error: unknown) => boolean;
  /** Told when the circuit opens (with the error that opened it) and when it closes again. */
  onChange?: (state: 'open' | 'closed', error?: unknown) => void;
  now?: () => number;
}

export interface CircuitBreaker {
  /** Runs `call` unless the circuit is open (then rejects with `CircuitOpenError` at once). */
  run<T>(call: () => Promise<T>): Promise<T>;
  state(): CircuitState;
  /** The dependency says it is back (a reconnect): let the next call through as the trial. */
  tryAgainNow(): void;
}

export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const now = options.now ?? Date.now;
  const isFailure = options.isFailure ?? (() => true);
  let open = false;
  let openedAt = 0;
  let failures = 0;
  let trialInFlight = false;

  const state = (): CircuitState => {
    if (!open) return 'closed';
    return now() - openedAt >= options.openMs ? 'half-open' : 'open';
  };

  function succeeded() {
    failures = 0;
    if (!open) return;
    open = false;
    options.onChange?.('closed');
  }

  function failed(error: unknown) {
    failures += 1;
    if (!open && failures < options.failuresToOpen) return;
    if (!open) options.onChange?.('open', error);
    open = true;
    openedAt = now();
  }

  return {
    async run(call) {
      const current = state();
      if (current === 'open' || (current === 'half-open' && trialInFlight)) {
        throw new CircuitOpenError(options.name);
      }
      const trial = current === 'half-open';
      if (trial) trialInFlight = true;
      try {
        const value = await call();
        succeeded();
        return value;
      } catch (error) {
        if (isFailure(error)) failed(error);
        else succeeded();
        throw error;
      } finally {
        if (trial) trialInFlight = false;
      }
    },
    state,
    tryAgainNow() {
      if (open) openedAt = now() - options.openMs;
    },
  };
}
