import type { FormValue } from '@portal/contracts/entities/form-field-rules';
import type { FormField } from '../../shared/form/field-values.ts';
import { fieldLabel } from './field-labels.ts';

/** A policy of the view as the gateway answers it (endorsements.view). */
export interface EndorsementSection {
  internalId: string;
  policyNumber: string | null;
  applicationNo: string;
  fields: (FormField & { value: FormValue })[];
}

/** One field of the page's form, with the policy it belongs to and its name there. */
export interface PageField {
  field: FormField;
  internalId: string;
  name: string;
  value: FormValue;
}

const SEPARATOR = ':';

/**
 * The form of every policy the page changes. One policy: the broker's field names. Several (an aggregate):
 * `<internal id>:<name>`, the same keys the gateway names refused values by, and the policy in the label.
 */
export function pageFields(
  sections: readonly EndorsementSection[],
  policyLabel: (label: string, policy: string) => string,
): PageField[] {
  const several = sections.length > 1;
  return sections.flatMap((section) =>
    section.fields.map(({ value, ...definition }) => {
      const label = fieldLabel(definition.name, definition.label);
      const policy = section.policyNumber ?? section.applicationNo;
      return {
        field: {
          ...definition,
          name: several ? `${section.internalId}${SEPARATOR}${definition.name}` : definition.name,
          label: several ? policyLabel(label, policy) : label,
        },
        internalId: section.internalId,
        name: definition.name,
        value,
      };
    }),
  );
}

/** The form's output as the submit takes it: each policy's values under the broker's names. */
export function changesOf(
  fields: readonly PageField[],
  values: Readonly<Record<string, FormValue>>,
): { internalId: string; values: Record<string, FormValue> }[] {
  const byPolicy = new Map<string, Record<string, FormValue>>();
  for (const entry of fields) {
    const value = values[entry.field.name];
    if (value === undefined) continue;
    const policy = byPolicy.get(entry.internalId) ?? {};
    policy[entry.name] = value;
    byPolicy.set(entry.internalId, policy);
  }
  return [...byPolicy].map(([internalId, policyValues]) => ({ internalId, values: policyValues }));
}
