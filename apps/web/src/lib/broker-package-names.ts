import PACKAGE_NAMES from './broker-names/package.ts';
import { brokerText } from './broker-text.ts';

/** A package's name in the user's language: ours for a known name, else the broker's. */
export function packageName(brokerName: string): string {
  return brokerText(PACKAGE_NAMES, brokerName, brokerName);
}
