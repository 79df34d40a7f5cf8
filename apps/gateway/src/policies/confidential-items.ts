import { ENDORSEMENT_FIELDS } from '@portal/contracts/endorsement-table';
import { maskAsterisk } from '@portal/contracts/entities/form-field-rules';

/**
 * The labels of a policy's insured items that the endorsement table keeps confidential (type `asterisk`, e.g.
 * 'Nomor KTP'): the change form says only their last characters are shown once saved, so the policy's own
 * pages show no more (record 0007).
 */
const CONFIDENTIAL_LABELS: ReadonlySet<string> = new Set(
  Object.values(ENDORSEMENT_FIELDS)
    .filter((field) => field.type === 'asterisk')
    .map((field) => field.label),
);

/** The policy as the page gets it: its confidential insured items masked. */
export function withConfidentialItemsMasked<
  Policy extends { insured_items: { label: string; value: string }[] },
>(policy: Policy): Policy {
  return {
    ...policy,
    insured_items: policy.insured_items.map((item) =>
      CONFIDENTIAL_LABELS.has(item.label) ? { ...item, value: maskAsterisk(item.value) } : item,
    ),
  };
}
