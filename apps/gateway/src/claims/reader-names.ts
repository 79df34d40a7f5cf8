import { CLAIM_STATUS_LABEL_KEY_BY_CODE } from '@portal/contracts/claim-constants';
import { LOCALES, type Locale } from '@portal/contracts/constants';
import en from '@portal/i18n/messages/en.json' with { type: 'json' };
import id from '@portal/i18n/messages/id.json' with { type: 'json' };
import th from '@portal/i18n/messages/th.json' with { type: 'json' };
import vi from '@portal/i18n/messages/vi.json' with { type: 'json' };

/*
 * A claim's names as the completion pages show them, in each of the portal's languages (decision record 0066):
 * the page reads its reader's language and ships no table of names. All four come with the claim because the
 * browser chooses the reader's language and switches it in place, with the claim's answer kept in its query
 * cache (decision record 0055). The texts are the web app's own messages as written (packages/i18n/messages,
 * plain texts without inputs): four JSON files read once, not paraglide's 1,000 compiled modules.
 */

const TEXTS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { id, en, th, vi };

export type InEachLanguage = Record<Locale, string>;

/** A message in each language, or `fallback` in each when there is no message. */
function inEachLanguage(messageKey: string | undefined, fallback: string): InEachLanguage {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, (messageKey && TEXTS[locale][messageKey]) || fallback]),
  ) as InEachLanguage;
}

/** A status's label of spec §4 (`claims_status_*`) for a code the portal knows, else the broker's name for it. */
export function claimStatusNames(statusCode: string, brokerName: string): InEachLanguage {
  const labelKeys: Readonly<Record<string, string>> = CLAIM_STATUS_LABEL_KEY_BY_CODE;
  return inEachLanguage(Object.hasOwn(labelKeys, statusCode) ? labelKeys[statusCode] : undefined, brokerName);
}

const BENEFIT_PREFIX = 'broker_benefit_';
let benefitKeyByName: Map<string, string> | undefined;

/**
 * A benefit's name: the portal's wording (`broker_benefit_*`, keyed by the broker's exact Indonesian name, which
 * is the message's Indonesian text: record 0055) for a name it knows, else the broker's name in every language.
 */
export function benefitNames(brokerName: string): InEachLanguage {
  benefitKeyByName ??= new Map(
    Object.entries(TEXTS.id)
      .filter(([key]) => key.startsWith(BENEFIT_PREFIX))
      .map(([key, text]) => [text, key]),
  );
  const names = inEachLanguage(benefitKeyByName.get(brokerName), brokerName);
  // The Indonesian reader reads the broker's own wording (record 0055).
  return { ...names, id: brokerName };
}

interface BrokerStatus {
  status_code: string;
  status_display_name: string;
  external_status_display_name?: string | null;
}

/**
 * A claim card of a list as the broker sends it, with `statusNames`: its status in each language, the broker's
 * name (external one first) for a status the portal does not know.
 */
export function withStatusNames<Card extends BrokerStatus>(
  card: Card,
): Card & { statusNames: InEachLanguage } {
  return {
    ...card,
    statusNames: claimStatusNames(
      card.status_code,
      card.external_status_display_name ?? card.status_display_name,
    ),
  };
}
