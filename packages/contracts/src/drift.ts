import { z } from 'zod';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { catalogue } from './catalogue.ts';
import { isUnreadAnyLayer } from './reading.ts';

/**
 * How a broker answer departs from its contract. The contract probe reports these; the gateway judges them
 * (`judgeDrifts`) to decide whether a call can still serve the page.
 */
export type DriftKind =
  | 'missing_field'
  | 'extra_field'
  | 'wrong_type'
  | 'unknown_enum_value'
  | 'null_not_allowed'
  | 'invalid_value';

export interface Drift {
  /** JSON path of the value, e.g. `$.data[3].policy_number`. */
  path: string;
  kind: DriftKind;
  /** What the contract wants, e.g. `string`, `one of "ACTIVE" | "EXPIRED"`. */
  expected: string;
  /**
   * What came: the JSON type only (`string`, `null`, `absent`, …), never the value, so a report holds no
   * personal data; an unknown enum value is named, as it is a code, not a person's data.
   */
  received: string;
}

export interface DriftVerdict extends Drift {
  /** True when the drift makes the portal fail or show something wrong. */
  breaks: boolean;
  /** Why, in a sentence for the report and the log. */
  reason: string;
}

type PathKey = PropertyKey;

/** `$.data[3].policy_number`; keys that are not identifiers are quoted (`$["a-b"]`). */
export function jsonPath(path: readonly PathKey[]): string {
  let text = '$';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(String(key))) text += `.${String(key)}`;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text;
}

/** A drift path with every index written `[*]`: the shape of the spot, the same for each element of a list. */
export function pathPattern(path: string): string {
  return path.replace(/\[\d+\]/g, '[*]');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The value at `path` of `root`, and whether its key is there at all. */
function locate(root: unknown, path: readonly PathKey[]): { present: boolean; value: unknown } {
  let current: unknown = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return { present: false, value: undefined };
    const container = current as Record<PropertyKey, unknown>;
    if (!(key in container)) return { present: false, value: undefined };
    current = container[key];
  }
  return { present: true, value: current };
}

function describeValues(values: readonly unknown[]): string {
  return `one of ${values.map((value) => JSON.stringify(value)).join(' | ')}`;
}

/** The drifts one zod issue stands for (an issue of a union becomes those of its closest option). */
function driftsOfIssue(root: unknown, issue: $ZodIssue, base: readonly PathKey[]): Drift[] {
  const path = [...base, ...issue.path];
  const at = locate(root, path);
  switch (issue.code) {
    case 'invalid_type': {
      if (!at.present)
        return [
          { path: jsonPath(path), kind: 'missing_field', expected: issue.expected, received: 'absent' },
        ];
      const kind = at.value === null ? 'null_not_allowed' : 'wrong_type';
      return [{ path: jsonPath(path), kind, expected: issue.expected, received: jsonType(at.value) }];
    }
    case 'invalid_value': {
      const received =
        typeof at.value === 'string' ? JSON.stringify(at.value.slice(0, 60)) : jsonType(at.value);
      const kind = at.value === null ? 'null_not_allowed' : 'unknown_enum_value';
      return [{ path: jsonPath(path), kind, expected: describeValues(issue.values), received }];
    }
    case 'invalid_union': {
      if (!at.present)
        return [{ path: jsonPath(path), kind: 'missing_field', expected: 'a value', received: 'absent' }];
      const options = issue.errors;
      const typeOnly = options.every((issues) => issues.length === 1 && issues[0]?.code === 'invalid_type');
      if (typeOnly || options.length === 0) {
        const expected = options.map((issues) => (issues[0] as { expected?: string }).expected).join(' | ');
        const kind = at.value === null ? 'null_not_allowed' : 'wrong_type';
        return [
          { path: jsonPath(path), kind, expected: expected || 'another shape', received: jsonType(at.value) },
        ];
      }
      const closest = options.reduce((best, issues) => (issues.length < best.length ? issues : best));
      return closest.flatMap((inner) => driftsOfIssue(root, inner, path));
    }
    case 'unrecognized_keys':
      // The walk below names each extra key with its own path.
      return [];
    default:
      return [
        {
          path: jsonPath(path),
          kind: 'invalid_value',
          expected: issue.message,
          received: jsonType(at.value),
        },
      ];
  }
}

/** The schema a wrapper (optional, nullable, default, catch, readonly, pipe, lazy) stands for. */
export function unwrapSchema(schema: $ZodType): $ZodType {
  let current = schema;
  for (;;) {
    const def = current._zod.def as {
      type: string;
      innerType?: $ZodType;
      in?: $ZodType;
      getter?: () => $ZodType;
    };
    if (
      def.innerType &&
      ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)
    ) {
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      current = def.in;
    } else if (def.type === 'lazy' && def.getter) {
      current = def.getter();
    } else {
      return current;
    }
  }
}

/** Finds the keys a value carries that its schema does not name; `path` is the walk's own stack. */
type ExtraCheck = (value: unknown, path: PathKey[], out: Drift[]) => void;

const noExtras: ExtraCheck = () => undefined;
const extraChecks = new WeakMap<$ZodType, ExtraCheck>();

/** The check of one schema, made once and kept: an answer that passed its contract is checked on every call. */
function extraCheckOf(schema: $ZodType): ExtraCheck {
  const known = extraChecks.get(schema);
  if (known) return known;
  const check = makeExtraCheck(unwrapSchema(schema));
  extraChecks.set(schema, check);
  return check;
}

function makeExtraCheck(schema: $ZodType): ExtraCheck {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, $ZodType>;
      const catchall = def.catchall as $ZodType | undefined;
      const open = catchall !== undefined && catchall._zod.def.type !== 'never';
      // Made on the first call, not here: a schema may contain itself.
      let fields: Map<string, ExtraCheck> | undefined;
      let rest: ExtraCheck | undefined;
      return (value, path, out) => {
        if (!isPlainObject(value)) return;
        fields ??= new Map(Object.entries(shape).map(([key, field]) => [key, extraCheckOf(field)]));
        if (open) rest ??= extraCheckOf(catchall);
        for (const key in value) {
          const check = fields.get(key) ?? rest;
          path.push(key);
          if (check) check(value[key], path, out);
          else {
            out.push({
              path: jsonPath(path),
              kind: 'extra_field',
              expected: 'no such field',
              received: jsonType(value[key]),
            });
          }
          path.pop();
        }
      };
    }
    case 'array': {
      const element = def.element as $ZodType;
      return (value, path, out) => {
        if (!Array.isArray(value)) return;
        const check = extraCheckOf(element);
        for (let index = 0; index < value.length; index += 1) {
          path.push(index);
          check(value[index], path, out);
          path.pop();
        }
      };
    }
    case 'tuple': {
      const items = def.items as $ZodType[];
      return (value, path, out) => {
        if (!Array.isArray(value)) return;
        items.forEach((item, index) => {
          path.push(index);
          extraCheckOf(item)(value[index], path, out);
          path.pop();
        });
      };
    }
    case 'record': {
      const valueType = def.valueType as $ZodType;
      return (value, path, out) => {
        if (!isPlainObject(value)) return;
        for (const key in value) {
          path.push(key);
          extraCheckOf(valueType)(value[key], path, out);
          path.pop();
        }
      };
    }
    case 'union': {
      // The option the value fits; when none fits, the type drift is reported from the issues instead.
      const options = def.options as $ZodType[];
      return (value, path, out) => {
        const option = options.find((candidate) => z.safeParse(candidate, value).success);
        if (option) extraCheckOf(option)(value, path, out);
      };
    }
    default:
      return noExtras;
  }
}

function collectExtras(schema: $ZodType, value: unknown, out: Drift[]): void {
  extraCheckOf(schema)(value, [], out);
}

/** Every way `value` departs from `schema`: what zod refuses, and the extra keys it strips silently. */
export function findDrifts(schema: $ZodType, value: unknown): Drift[] {
  const drifts: Drift[] = [];
  const result = z.safeParse(schema, value);
  if (!result.success)
    for (const issue of result.error.issues) drifts.push(...driftsOfIssue(value, issue, []));
  collectExtras(schema, value, drifts);
  const seen = new Set<string>();
  return drifts.filter((drift) => {
    const key = `${drift.path} ${drift.kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Only the extra keys: the cheap check for an answer that passed its contract. */
export function findExtraFields(schema: $ZodType, value: unknown): Drift[] {
  const drifts: Drift[] = [];
  collectExtras(schema, value, drifts);
  return drifts;
}

/** The keys of a path `jsonPath` wrote. */
export function parseJsonPath(path: string): PathKey[] {
  const keys: PathKey[] = [];
  const token = /\.([A-Za-z_$][\w$]*)|\[(\d+|\*)\]|\[("(?:[^"\\]|\\.)*")\]/gy;
  token.lastIndex = 1;
  for (let match = token.exec(path); match; match = token.exec(path)) {
    if (match[1] !== undefined) keys.push(match[1]);
    else if (match[2] !== undefined) keys.push(match[2] === '*' ? 0 : Number(match[2]));
    else keys.push(JSON.parse(match[3] as string) as string);
  }
  return keys;
}

/**
 * The pattern of the first unread field on the way from the answer's root to `path`, if there is one: a
 * drift at or under it cannot reach the page.
 */
function unreadFieldOn(schema: $ZodType, path: readonly PathKey[]): string | undefined {
  let current: $ZodType | undefined = schema;
  const walked: PathKey[] = [];
  for (const key of path) {
    if (!current) return undefined;
    const def = unwrapSchema(current)._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') current = (def.shape as Record<string, $ZodType>)[String(key)];
    else if (def.type === 'array') current = def.element as $ZodType;
    else if (def.type === 'record') current = def.valueType as $ZodType;
    else return undefined;
    walked.push(key);
    if (current && isUnreadAnyLayer(current)) return pathPattern(jsonPath(walked));
  }
  return undefined;
}

/**
 * Judges the drifts of one endpoint's answer by what the portal does with them: a field the contract does not
 * name is dropped, a field marked unread (reading.ts) is never shown; anything else fails the call for users.
 */
export function judgeDrifts(endpointId: string, drifts: readonly Drift[]): DriftVerdict[] {
  const endpoint = (catalogue as Record<string, { response: $ZodType } | undefined>)[endpointId];
  return drifts.map((drift) => {
    if (drift.kind === 'extra_field') {
      return {
        ...drift,
        breaks: false,
        reason: 'the contract does not name this field: the gateway drops it',
      };
    }
    const unreadField = endpoint ? unreadFieldOn(endpoint.response, parseJsonPath(drift.path)) : undefined;
    if (unreadField) {
      return {
        ...drift,
        breaks: false,
        reason: `the portal never reads ${unreadField}: the gateway serves the answer without it`,
      };
    }
    return { ...drift, breaks: true, reason: 'the portal reads this field: the call fails for users' };
  });
}

const tolerantSchemas = new WeakMap<$ZodType, $ZodType>();

/**
 * The schema with every unread field made optional and forgiving (`.optional().catch(undefined)`): what the
 * gateway parses an answer with once `judgeDrifts` found only drifts that do not break the portal. The same
 * schema instance where nothing under it is marked.
 */
export function tolerantSchema(schema: z.ZodType): z.ZodType {
  return tolerant(schema) as unknown as z.ZodType;
}

function tolerant(schema: $ZodType): $ZodType {
  const known = tolerantSchemas.get(schema);
  if (known) return known;
  const rebuilt = rebuild(schema);
  tolerantSchemas.set(schema, rebuilt);
  return rebuilt;
}

function rebuild(schema: $ZodType): $ZodType {
  const zod = schema as unknown as z.ZodType;
  if (isUnreadAnyLayer(schema)) return zod.optional().catch(undefined) as unknown as $ZodType;
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, $ZodType>;
      let changed = false;
      const next: Record<string, $ZodType> = {};
      for (const [key, field] of Object.entries(shape)) {
        next[key] = tolerant(field);
        if (next[key] !== field) changed = true;
      }
      return changed
        ? ((zod as z.ZodObject).safeExtend(next as z.ZodRawShape) as unknown as $ZodType)
        : schema;
    }
    case 'array': {
      const element = tolerant(def.element as $ZodType);
      return element === def.element
        ? schema
        : (z.array(element as unknown as z.ZodType) as unknown as $ZodType);
    }
    case 'optional':
    case 'nullable': {
      const inner = tolerant(def.innerType as $ZodType);
      if (inner === def.innerType) return schema;
      const innerZod = inner as unknown as z.ZodType;
      return (def.type === 'optional' ? innerZod.optional() : innerZod.nullable()) as unknown as $ZodType;
    }
    default:
      return schema;
  }
}
