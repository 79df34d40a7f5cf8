import type { Locale } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { brokerNameTable, type BrokerNameKindId } from './broker-name-kinds.ts';

/** One kind's table of our wording in a language: the broker's key → the text. Empty for Indonesian. */
export type BrokerNames = (locale: Locale) => Readonly<Record<string, string>>;

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/**
 * A kind's tables as the dev server and the unit tests read them: built from paraglide's messages, which hold
 * every language. The build never bundles this module: it replaces each `broker-names/<kind>.ts` by that
 * kind's table from the chunk's message packs, shipped in the reader's language only (message-packs.ts).
 */
export function brokerNames(kind: BrokerNameKindId): BrokerNames {
  const messages = m as unknown as Readonly<Record<string, Message>>;
  const tables = new Map<Locale, Readonly<Record<string, string>>>();
  return (locale) => {
    let table = tables.get(locale);
    if (!table) {
      table = brokerNameTable(
        kind,
        Object.keys(messages),
        (key, textLocale) => messages[key]!({}, { locale: textLocale as Locale }),
        locale,
      );
      tables.set(locale, table);
    }
    return table;
  };
}
