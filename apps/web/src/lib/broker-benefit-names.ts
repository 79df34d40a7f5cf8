import BENEFIT_NAMES from './broker-names/benefit.ts';
import { brokerText } from './broker-text.ts';

/** A benefit's name in the user's language: ours for a known name, else the broker's. */
export function benefitName(brokerName: string): string {
  return brokerText(BENEFIT_NAMES, brokerName, brokerName);
}
