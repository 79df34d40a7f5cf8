import INSURED_FIELD_LABELS from './broker-names/insured-field.ts';
import RELATION_NAMES from './broker-names/relation.ts';
import { brokerText } from './broker-text.ts';

/** A family member's relation in the user's language: ours for a known one, else the broker's. */
export function relationName(brokerName: string): string {
  return brokerText(RELATION_NAMES, brokerName, brokerName);
}

/** An insured item's field label in the user's language: ours for a known one, else the broker's. */
export function insuredFieldLabel(brokerLabel: string): string {
  return brokerText(INSURED_FIELD_LABELS, brokerLabel, brokerLabel);
}
