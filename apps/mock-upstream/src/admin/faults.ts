import { compilePathPattern } from './path-pattern.ts';
import { RunTimeRegistry } from './run-time-registry.ts';
import type { FaultInput } from './qa-schemas.ts';

/** The body a status fault sends when QA gave none (the broker's error shape). */
export const DEFAULT_FAULT_BODY = { error: 'Injected fault', code: 'injected_fault' } as const;

export interface Fault extends FaultInput {
  id: string;
  seed: number;
  /** Matching calls seen, and calls the fault was applied to. */
  matched: number;
  applied: number;
  /** Calls left when `times` was given. */
  remaining?: number;
}

interface ActiveFault {
  fault: Fault;
  pattern: RegExp;
  random: () => number;
}

/** mulberry32: a tiny seeded PRNG, so a percentage fault fires on the same calls on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Faults and latency QA injects into catalogue routes. The newest fault is tried first; at most one fault
 * applies to a call. A fault whose percentage draw fails lets the next matching one try.
 */
export class FaultRegistry extends RunTimeRegistry<Fault, ActiveFault> {
  protected itemOf(entry: ActiveFault): Fault {
    return entry.fault;
  }

  add(input: FaultInput): Fault {
    const number = this.nextNumber();
    const fault: Fault = {
      ...input,
      id: `flt_${number}`,
      seed: input.seed ?? number,
      matched: 0,
      applied: 0,
      ...(input.times === undefined ? {} : { remaining: input.times }),
    };
    this.push({ fault, pattern: compilePathPattern(input.path), random: seededRandom(fault.seed) });
    return { ...fault };
  }

  /** The fault to apply to this call, if any. Counts it, and retires it once its `times` are used up. */
  pick(method: string, path: string): Fault | undefined {
    for (const entry of this.active) {
      const { fault } = entry;
      if (fault.method !== undefined && fault.method !== method) continue;
      if (!entry.pattern.test(path)) continue;
      fault.matched += 1;
      if (fault.percentage !== undefined && entry.random() * 100 >= fault.percentage) continue;
      fault.applied += 1;
      if (fault.remaining !== undefined) {
        fault.remaining -= 1;
        if (fault.remaining === 0) this.remove(fault.id);
      }
      return fault;
    }
    return undefined;
  }
}
