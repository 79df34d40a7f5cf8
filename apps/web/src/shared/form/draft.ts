import {
  isInputValueOf,
  sameInput,
  type FieldInputValue,
  type FormField,
  type FormInputs,
} from './field-values.ts';
import { sessionStore, userKey } from '../../lib/session-store.ts';

/**
 * What the user typed and has not saved yet, kept in sessionStorage under the form's draft key: it survives a
 * reload and a 401 → login → back in the same tab, and dies with the tab. Only fields that differ from what the
 * server had are kept, so a field the user never touched follows the server.
 */
export interface FormDraft {
  version: 1;
  values: Record<string, FieldInputValue>;
}

const DRAFT_PREFIX = userKey('form-draft.');

/** Files are saved the moment they are attached, so the server always has them: they are never drafted. */
const isDrafted = (field: Pick<FormField, 'type'>) => field.type !== 'file';

export function parseDraft(text: string | null): FormDraft | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { version, values } = parsed as { version?: unknown; values?: unknown };
    if (version !== 1 || typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    return { version: 1, values: values as Record<string, FieldInputValue> };
  } catch {
    return null;
  }
}

export function readDraft(key: string, store: Storage | null = sessionStore()): FormDraft | null {
  try {
    return parseDraft(store?.getItem(DRAFT_PREFIX + key) ?? null);
  } catch {
    return null;
  }
}

/** Writes the draft, or removes it when nothing differs from the server any more. */
export function writeDraft(key: string, draft: FormDraft, store: Storage | null = sessionStore()): void {
  try {
    if (Object.keys(draft.values).length === 0) store?.removeItem(DRAFT_PREFIX + key);
    else store?.setItem(DRAFT_PREFIX + key, JSON.stringify(draft));
  } catch {
    // quota or blocked storage: the form still works, only the reload safety net is gone
  }
}

export function clearDraft(key: string, store: Storage | null = sessionStore()): void {
  try {
    store?.removeItem(DRAFT_PREFIX + key);
  } catch {
    // nothing to clear
  }
}

/** The draft of the current inputs: every drafted field whose input differs from the server's. */
export function draftOf(fields: readonly FormField[], server: FormInputs, current: FormInputs): FormDraft {
  const values: Record<string, FieldInputValue> = {};
  for (const field of fields) {
    if (!isDrafted(field) || !(field.name in current)) continue;
    const input = current[field.name];
    if (input !== undefined && !sameInput(input, server[field.name])) values[field.name] = input;
  }
  return { version: 1, values };
}

/**
 * The inputs to start with: the server's, with the draft's entries winning for the fields the user changed.
 * Entries for fields the form no longer has, or whose shape no longer fits the field, are dropped.
 */
export function mergeDraft(
  fields: readonly FormField[],
  server: FormInputs,
  draft: FormDraft | null,
): { inputs: FormInputs; restored: string[] } {
  const inputs: FormInputs = { ...server };
  const restored: string[] = [];
  if (!draft) return { inputs, restored };
  for (const field of fields) {
    if (!isDrafted(field) || !Object.hasOwn(draft.values, field.name)) continue;
    const input = draft.values[field.name];
    if (!isInputValueOf(field, input) || sameInput(input, server[field.name])) continue;
    inputs[field.name] = input;
    restored.push(field.name);
  }
  return { inputs, restored };
}
