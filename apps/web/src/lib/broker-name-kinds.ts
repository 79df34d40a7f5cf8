/*
 * The kinds of names the broker gives only in Indonesian and the portal words in the reader's language (decision
 * records 0055, 0057). Their wording is packages/i18n messages, `<prefix><key>`; from those messages each kind
 * becomes one table per language, `broker key → our wording`. The build ships a kind's table in the message
 * packs of the chunks that show that kind, in English, Thai and Vietnamese only (apps/web/message-packs.ts); the
 * dev server and the unit tests build the same table from paraglide's messages (broker-name-table.ts).
 *
 * Pure data and one pure function: the build's config (Node) and the browser both read this module.
 */

/** How a kind's names are keyed: by the broker's code, or by the broker's exact Indonesian name. */
type KeyedBy = 'code' | 'name';

interface BrokerNameKind {
  prefix: string;
  keyedBy: KeyedBy;
  /** Codes named by a message outside the prefix, shared with another page (code → message key). */
  elsewhere?: Readonly<Record<string, string>>;
}

export const BROKER_NAME_KINDS = {
  /** Products by `product_key`: the broker's stable product code. */
  product: {
    prefix: 'broker_product_',
    keyedBy: 'code',
    // The partner claim products keep the one wording their claim pages name them by.
    elsewhere: {
      gojek_passenger: 'partner_product_passenger',
      go_driver: 'partner_product_driver',
      go_life: 'partner_product_life',
    },
  },
  /** Packages by their exact name: no package code is read (record 0035). */
  package: { prefix: 'broker_package_', keyedBy: 'name' },
  /** Benefits by their exact name: a `benefit_id` is one policy's, and claims carry only the name. */
  benefit: { prefix: 'broker_benefit_', keyedBy: 'name' },
  /** Documents by their type, the claim's file field name; ours fits every category that asks for it. */
  document: { prefix: 'broker_document_', keyedBy: 'code' },
  /** A claim's forms by their exact name: the completion's step names and its forms' titles. */
  'claim-form': { prefix: 'broker_claim_form_', keyedBy: 'name' },
  /** A policy's category by its exact name (`category_name`): the web reads no category code. */
  category: { prefix: 'broker_category_', keyedBy: 'name' },
  /** A family member's relation to the policyholder by its exact name (`relation`). */
  relation: { prefix: 'broker_relation_', keyedBy: 'name' },
  /** The label of an insured item's field by its exact name (`insured_items[].label`). */
  'insured-field': { prefix: 'broker_insured_field_', keyedBy: 'name' },
} as const satisfies Record<string, BrokerNameKind>;

export type BrokerNameKindId = keyof typeof BROKER_NAME_KINDS;

/** The Indonesian reader reads the broker's own wording: no table is shipped for them. */
export const BROKER_LANGUAGE = 'id';

/** A code as the messages spell it after their prefix: `tokopedia-crack-screen` → `tokopedia_crack_screen`. */
export const codeKey = (code: string): string => code.replaceAll('-', '_');

/**
 * One kind's table in `locale`: the broker's key (a code as `codeKey` spells it, or the Indonesian name, which
 * is the message's Indonesian text) → the message's text in `locale`. Empty for the broker's language.
 */
export function brokerNameTable(
  kind: BrokerNameKindId,
  messageKeys: readonly string[],
  textOf: (messageKey: string, locale: string) => string,
  locale: string,
): Record<string, string> {
  if (locale === BROKER_LANGUAGE) return {};
  const spec: BrokerNameKind = BROKER_NAME_KINDS[kind];
  const entries: [key: string, messageKey: string][] = messageKeys
    .filter((messageKey) => messageKey.startsWith(spec.prefix))
    .map((messageKey) => [
      spec.keyedBy === 'code' ? messageKey.slice(spec.prefix.length) : textOf(messageKey, BROKER_LANGUAGE),
      messageKey,
    ]);
  entries.push(...Object.entries(spec.elsewhere ?? {}));
  return Object.fromEntries(entries.map(([key, messageKey]) => [key, textOf(messageKey, locale)]));
}
