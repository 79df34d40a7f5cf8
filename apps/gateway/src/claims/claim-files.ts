import type { ClaimDetails } from '@portal/contracts/entities/claim-form';
import type { FormField } from '@portal/contracts/entities/form-field';
import {
  isFileField,
  maskAsterisk,
  shownFormValue,
  type FormValue,
} from '@portal/contracts/entities/form-field-rules';
import { sessionOwner } from '../files/file-refs.ts';
import type { Context } from '../trpc/context.ts';
import type { SessionData } from '../session.ts';
import { portalError } from '../trpc/errors.ts';

/**
 * File values between the page and the broker: every file value going to the page is sealed into a ref, every
 * ref coming back is unsealed (and refused if it was changed or is another user's).
 */

type FileContext = Pick<Context, 'config'> & { session: SessionData };

export function sealFileValue(ctx: FileContext, value: FormValue): FormValue {
  const owner = sessionOwner(ctx.session);
  const seal = (url: string) => (url === '' ? url : ctx.config.fileRefs.toRef(owner, url));
  if (typeof value === 'string') return seal(value);
  if (Array.isArray(value)) return value.map(seal);
  return value;
}

/** The broker URL behind a ref; a changed or foreign ref is a bad request. */
export function fileUrlOf(ctx: FileContext, ref: string): string {
  const url = ctx.config.fileRefs.fromRef(sessionOwner(ctx.session), ref);
  if (url === null) throw portalError('BAD_REQUEST', 'invalid_input');
  return url;
}

/** A file field's value with its refs unsealed, or null when one of them does not open. */
export function unsealFileValue(ctx: FileContext, value: FormValue): FormValue | undefined {
  const owner = sessionOwner(ctx.session);
  const open = (ref: string) => ctx.config.fileRefs.fromRef(owner, ref);
  if (typeof value === 'string') return open(value) ?? undefined;
  if (Array.isArray(value)) {
    const urls = value.map(open);
    return urls.every((url): url is string => url !== null) ? urls : undefined;
  }
  return value;
}

type Attribute = ClaimDetails['forms'][number]['attributes'][number];

/** A details attribute as the shared field model (the details carry the definition). */
export function fieldOf(attribute: Attribute): FormField {
  return {
    name: attribute.name,
    label: attribute.label ?? attribute.name,
    type: attribute.type ?? 'text',
    required: attribute.required ?? false,
    is_list: attribute.is_list ?? false,
    options: attribute.options ?? [],
    external_source: attribute.external_source ?? null,
    ocr_category: attribute.ocr_category ?? null,
  };
}

/** A details attribute's value as the page gets it: file values sealed. */
/**
 * A form value as it goes to the page: a file as its ref, a sensitive (asterisk) value masked, so once saved
 * only its last four characters ever reach the browser again (decision record 0007).
 */
export function pageValueOf(ctx: FileContext, field: FormField, value: FormValue): FormValue {
  if (isFileField(field)) return sealFileValue(ctx, value);
  return shownFormValue(field.type, value);
}

/**
 * Whether a sensitive value the page sends back is the masked one it was given (the user left it as it was):
 * the broker keeps its full value then.
 */
export function isUnchangedMaskedValue(field: FormField, sent: FormValue, stored: FormValue): boolean {
  return (
    field.type === 'asterisk' &&
    typeof sent === 'string' &&
    typeof stored === 'string' &&
    stored !== '' &&
    sent === maskAsterisk(stored)
  );
}
