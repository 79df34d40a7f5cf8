import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/**
 * Fields of a broker answer that neither the gateway nor the page reads: the contract keeps them (the spec
 * names them, the mock sends them), but an answer where one is missing or malformed can still serve the page.
 * Marked where the field is declared, with `unread(…)`; a test checks that no source of the gateway or the
 * web app names a marked field (decision record 0035).
 */
const unreadFields = z.registry<{ unread: true }>();

/** Marks a field schema as one the portal never reads (a copy: a shared schema stays unmarked elsewhere). */
export function unread<S extends z.ZodType>(schema: S): S {
  const copy = schema.clone() as S;
  unreadFields.add(copy, { unread: true });
  return copy;
}

export function isUnread(schema: $ZodType): boolean {
  return unreadFields.has(schema);
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** True when the schema, or a wrapper on the way to what it stands for, is marked unread. */
export function isUnreadAnyLayer(schema: $ZodType): boolean {
  let current: $ZodType | undefined = schema;
  while (current) {
    if (isUnread(current)) return true;
    const def = current._zod.def as { type: string; innerType?: $ZodType; in?: $ZodType };
    current = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? def.in : undefined;
  }
  return false;
}
