import CATEGORY_NAMES from './broker-names/category.ts';
import { brokerText } from './broker-text.ts';

/** A policy category's name in the user's language: ours for a known name, else the broker's. */
export function categoryName(brokerName: string): string {
  return brokerText(CATEGORY_NAMES, brokerName, brokerName);
}
