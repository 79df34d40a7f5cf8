import PRODUCT_NAMES from './broker-names/product.ts';
import { brokerText } from './broker-text.ts';

/** A product's name in the user's language: ours for a known product key (`product_key`), else the broker's. */
export function productName(productKey: string | null | undefined, brokerName: string): string {
  return brokerText(PRODUCT_NAMES, productKey, brokerName, { code: true });
}
