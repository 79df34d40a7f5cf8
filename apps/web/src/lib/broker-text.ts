import type { Locale } from '@portal/contracts/constants';
import { getLocale } from '@portal/i18n/runtime';

/**
 * The portal's own wording for what the broker names only in Indonesian: products, packages, benefits and
 * document types of the products the portal knows (decision record 0055). Each entry is a paraglide message,
 * so a language's wording ships in that language's packs, beside the chunks that show it (record 0041).
 */
export type BrokerMessage = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** A table of our wording, keyed by the broker's stable key: its code, or its exact name where it has none. */
export type BrokerTexts = Readonly<Record<string, BrokerMessage>>;

/**
 * What the user reads for a broker text: the broker's own wording for Indonesian readers and for keys the
 * table does not know (a product added or a benefit renamed by the broker), else the table's in `locale`.
 */
export function brokerText(
  texts: BrokerTexts,
  key: string | null | undefined,
  brokerWording: string,
  locale: Locale = getLocale(),
): string {
  if (locale === 'id' || !key || !Object.hasOwn(texts, key)) return brokerWording;
  return texts[key]!({}, { locale });
}
