import {
  isInputValueOf,
  sameInput,
  type FieldInputValue,
  type FormField,
  type FormInputs,
} from './field-values.ts';
import { clearSessionDraft, readSessionDraft, writeSessionDraft } from '../../lib/session-draft.ts';
import { sessionStore } from '../../lib/session-store.ts';

/**
 * What the user typed and has not saved yet, kept in sessionStorage under the form's draft key: it survives a
 * reload and a 401 → login → back in the same tab, and dies with the tab. A claim's forms keep theirs on the
 * device instead (`ownedDraftKey`, decision record 0054). Only fields that differ from what the server had are
 * kept, so a field the user never touched follows the server.
 */
export interface FormDraft {
  version: 1;
  values: Record<string, FieldInputValue>;
}

/**
 * The key of a draft kept on the device (localStorage) for one user: it survives closing the app, and another
 * user of the same device never reads it. A sign-out ends it (lib/session-cache.ts).
 */
export const ownedDraftKey = (owner: string, key: string): string => `${owner}/${key}`;

/** The draft of form `key` under lib/session-draft.ts's names. */
const draftName = (key: string) => `form.${key}`;

/**
 * Not drafted: files, saved the moment they are attached, so the server always has them; and confidential
 * values (`asterisk`: an ID or report number the form promises to show only masked), which are never written
 * to the browser's storage in clear — after a reload they are typed again.
 */
const isDrafted = (field: Pick<FormField, 'type'>) => field.type !== 'file' && field.type !== 'asterisk';

function isFormDraft(value: unknown): value is FormDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { version, values } = value as { version?: unknown; values?: unknown };
  return version === 1 && typeof values === 'object' && values !== null && !Array.isArray(values);
}

export function readDraft(key: string, store: Storage | null = sessionStore()): FormDraft | null {
  return readSessionDraft(draftName(key), isFormDraft, store);
}

/** Writes the draft, or removes it when nothing differs from the server any more. */
export function writeDraft(key: string, draft: FormDraft, store: Storage | null = sessionStore()): void {
  writeSessionDraft(draftName(key), draft, Object.keys(draft.values).length === 0, store);
}

export function clearDraft(key: string, store: Storage | null = sessionStore()): void {
  clearSessionDraft(draftName(key), store);
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
