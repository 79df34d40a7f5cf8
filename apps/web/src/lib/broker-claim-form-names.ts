import CLAIM_FORM_NAMES from './broker-names/claim-form.ts';
import { brokerText } from './broker-text.ts';

/** A claim form's name (a completion step's name, a form's title) in the user's language: ours for a known name, else the broker's. */
export function claimFormName(brokerName: string): string {
  return brokerText(CLAIM_FORM_NAMES, brokerName, brokerName);
}
