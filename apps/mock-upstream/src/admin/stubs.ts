import { compilePathPattern } from './path-pattern.ts';
import { RunTimeRegistry } from './run-time-registry.ts';
import type { StubInput } from './stub-schemas.ts';
import { compileTemplate, type CompiledTemplate } from './stub-template.ts';

/**
 * Run-time stubs: canned answers QA puts in front of catalogue routes, per tenant, in the manner of WireMock's
 * stub mappings. A stub matches a call by method, path pattern, query and a partial JSON body, and answers
 * with a status, headers and a body template filled from the call (stub-template.ts). What QA may send is
 * in stub-schemas.ts.
 */

export interface Stub extends StubInput {
  id: string;
  /** Calls whose method and path matched, and calls the stub answered (query and body matched too). */
  matched: number;
  applied: number;
  /** Calls left when `times` was given. */
  remaining?: number;
}

/** A call as the stubs see it. */
export interface StubCall {
  method: string;
  /** The URL path, without the query. */
  path: string;
  query: unknown;
  /** The parsed JSON body, or the text fields of a multipart body. */
  body: unknown;
}

/** The stub that answers a call, with the path parameters its pattern captured. */
export interface PickedStub {
  stub: Stub;
  params: Record<string, string>;
  template: CompiledTemplate;
}

interface ActiveStub {
  stub: Stub;
  pattern: RegExp;
  template: CompiledTemplate;
}

/** Whether `actual` contains `expected`: objects partially, arrays element by element, the rest equal. */
export function jsonContains(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => jsonContains(actual[index], item))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
    return Object.entries(expected).every(
      ([key, value]) =>
        Object.hasOwn(actual, key) && jsonContains((actual as Record<string, unknown>)[key], value),
    );
  }
  return actual === expected;
}

/** Every expected parameter is present with its value; a repeated parameter matches when one value does. */
function queryMatches(query: unknown, expected: Record<string, string>): boolean {
  const actual = (query ?? {}) as Record<string, unknown>;
  return Object.entries(expected).every(([name, value]) => {
    if (!Object.hasOwn(actual, name)) return false;
    const sent = actual[name];
    return Array.isArray(sent) ? sent.includes(value) : sent === value;
  });
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The stubs of one tenant. The newest stub is tried first and at most one answers a call; ids are `stb_1`,
 * `stb_2`, … and start over at reset, so a rerun of a suite sees the same ids.
 */
export class StubRegistry extends RunTimeRegistry<Stub, ActiveStub> {
  protected itemOf(entry: ActiveStub): Stub {
    return entry.stub;
  }

  add(input: StubInput): Stub {
    const stub: Stub = {
      ...input,
      id: `stb_${this.nextNumber()}`,
      matched: 0,
      applied: 0,
      ...(input.times === undefined ? {} : { remaining: input.times }),
    };
    this.push({
      stub,
      pattern: compilePathPattern(input.path, { params: true }),
      template: compileTemplate(input.body),
    });
    return { ...stub };
  }

  /**
   * Whether a stub that could answer this method and path looks at the body (to match it or to fill its
   * template), so a multipart body is read before the handler only when a stub needs its fields.
   */
  readsBody(method: string, path: string): boolean {
    return this.active.some(
      ({ stub, pattern, template }) =>
        (stub.bodyMatch !== undefined || template.readsBody) &&
        (stub.method === undefined || stub.method === method) &&
        pattern.test(path),
    );
  }

  /** The stub that answers this call, if any. Counts it, and retires it once its `times` are used up. */
  pick(call: StubCall): PickedStub | undefined {
    for (const { stub, pattern, template } of this.active) {
      if (stub.method !== undefined && stub.method !== call.method) continue;
      const match = pattern.exec(call.path);
      if (!match) continue;
      stub.matched += 1;
      if (stub.query && !queryMatches(call.query, stub.query)) continue;
      if (stub.bodyMatch && !jsonContains(call.body, stub.bodyMatch)) continue;
      stub.applied += 1;
      if (stub.remaining !== undefined) {
        stub.remaining -= 1;
        if (stub.remaining === 0) this.remove(stub.id);
      }
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(match.groups ?? {})) {
        if (value !== undefined) params[name] = decoded(value);
      }
      return { stub, params, template };
    }
    return undefined;
  }
}
