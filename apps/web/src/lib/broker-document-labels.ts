import type { Locale } from '@portal/contracts/constants';
import DOCUMENT_LABELS from './broker-names/document.ts';
import { brokerText } from './broker-text.ts';

/** A document's label in the user's language: ours for a known document type (the file field's name), else the broker's. */
export function documentLabel(
  documentType: string | null | undefined,
  brokerLabel: string,
  locale?: Locale,
): string {
  return brokerText(DOCUMENT_LABELS, documentType, brokerLabel, { locale, code: true });
}
