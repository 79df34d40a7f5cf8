import { CLAIM_STATUS_LABEL_KEY_BY_CODE } from '@portal/contracts/claim-constants';
import type { Locale } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { claimStatusTable } from './claim-status-table.ts';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const tables = new Map<Locale, Readonly<Record<string, string>>>();

/**
 * The claim statuses' names in `locale`, as the dev server and the unit tests read them: built from paraglide's
 * messages, which hold every language. The build never bundles this module: it replaces it by the table from
 * the chunk's message packs, shipped in the reader's language only (apps/web/message-packs.ts).
 */
export default function claimStatusNames(locale: Locale): Readonly<Record<string, string>> {
  let table = tables.get(locale);
  if (!table) {
    const messages = m as unknown as Readonly<Record<string, Message>>;
    table = claimStatusTable(CLAIM_STATUS_LABEL_KEY_BY_CODE, (messageKey) =>
      messages[messageKey]!({}, { locale }),
    );
    tables.set(locale, table);
  }
  return table;
}
