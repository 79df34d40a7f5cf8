import type { Locale } from '@portal/contracts/constants';
import type { FormField } from '@portal/contracts/entities/form-field';
import { documentLabel } from '../../../lib/broker-document-labels.ts';

/**
 * A form's fields with each document (file field) labelled in `locale`: the broker labels them in Indonesian
 * (decision record 0055). Only what is shown changes; the field's name stays the key of every call. Apart from
 * `claim-completion.ts`, which the routes' loaders bring into the app's first bytes, so the wording loads with
 * the pages that show documents.
 */
export function withDocumentLabels(fields: readonly FormField[], locale: Locale): FormField[] {
  return fields.map((field) =>
    field.type === 'file' ? { ...field, label: documentLabel(field.name, field.label, locale) } : field,
  );
}
