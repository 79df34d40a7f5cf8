import type { Locale } from '@portal/contracts/constants';
import { getLocale } from '@portal/i18n/runtime';
import { BROKER_LANGUAGE, codeKey } from './broker-name-kinds.ts';
import type { BrokerNames } from './broker-name-table.ts';

/**
 * What the user reads for a broker text (decision records 0055, 0057): the broker's own wording for Indonesian
 * readers and for keys the table does not know (a product added or a benefit renamed by the broker), else our
 * wording in `locale`. A code key is looked up as the messages spell it (`codeKey`).
 */
export function brokerText(
  names: BrokerNames,
  key: string | null | undefined,
  brokerWording: string,
  options: { locale?: Locale; code?: boolean } = {},
): string {
  const locale = options.locale ?? getLocale();
  if (locale === BROKER_LANGUAGE || !key) return brokerWording;
  const table = names(locale);
  const tableKey = options.code ? codeKey(key) : key;
  return Object.hasOwn(table, tableKey) ? table[tableKey]! : brokerWording;
}
