import { describe, expect, it } from 'vitest';
import { CircuitOpenError, createCircuitBreaker } from './circuit-breaker.ts';

const down = () => Promise.reject(new Error('unreachable'));
const up = () => Promise.resolve('answer');

function breaker(overrides: { isFailure?: (error: unknown) => boolean } = {}) {
  let clock = 0;
  const changes: string[] = [];
  let calls = 0;
  const circuit = createCircuitBreaker({
    name: 'store',
    failuresToOpen: 2,
    openMs: 1000,
    now: () => clock,
    onChange: (state) => changes.push(state),
    ...overrides,
  });
  const run = (call: () => Promise<string>) =>
    circuit.run(() => {
      calls += 1;
      return call();
    });
  return {
    circuit,
    run,
    changes,
    calls: () => calls,
    advance(ms: number) {
      clock += ms;
    },
  };
}

describe('circuit breaker', () => {
  it('stops calling after failures in a row, refusing at once until it is time for a trial', async () => {
    const { circuit, run, changes, calls, advance } = breaker();
    await expect(run(down)).rejects.toThrow('unreachable');
    expect(circuit.state()).toBe('closed');
    await expect(run(down)).rejects.toThrow('unreachable');
    expect([circuit.state(), changes]).toEqual(['open', ['open']]);

    await expect(run(up)).rejects.toBeInstanceOf(CircuitOpenError);
    advance(999);
    await expect(run(up)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(calls()).toBe(2);

    advance(1);
    expect(circuit.state()).toBe('half-open');
    expect(await run(up)).toBe('answer');
    expect([circuit.state(), changes]).toEqual(['closed', ['open', 'closed']]);
  });

  it('lets one trial through at a time, and opens again for another wait when it fails', async () => {
    const { circuit, run, calls, advance } = breaker();
    await run(down).catch(() => {});
    await run(down).catch(() => {});
    advance(1000);
    let failTrial: (error: Error) => void = () => {};
    const trial = run(() => new Promise((_resolve, reject) => (failTrial = reject)));
    await expect(run(up)).rejects.toBeInstanceOf(CircuitOpenError);
    failTrial(new Error('still unreachable'));
    await expect(trial).rejects.toThrow('still unreachable');
    expect(circuit.state()).toBe('open');
    advance(999);
    await expect(run(up)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(calls()).toBe(3);
  });

  it('counts only failures in a row, and not errors that are answers', async () => {
    const { circuit, run } = breaker({ isFailure: (error) => (error as Error).message === 'unreachable' });
    await run(down).catch(() => {});
    await run(up);
    await run(down).catch(() => {});
    expect(circuit.state()).toBe('closed');
    await run(() => Promise.reject(new Error('WRONGTYPE'))).catch(() => {});
    await run(down).catch(() => {});
    expect(circuit.state()).toBe('closed');
  });

  it('tries again at once when the dependency says it is back', async () => {
    const { circuit, run } = breaker();
    await run(down).catch(() => {});
    await run(down).catch(() => {});
    circuit.tryAgainNow();
    expect(await run(up)).toBe('answer');
    expect(circuit.state()).toBe('closed');
  });
});
