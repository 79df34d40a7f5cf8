/**
 * The claim statuses' names in one language: each known status code → its label of spec §4 (the messages
 * `claims_status_*`, several codes sharing one; `labelKeyByCode` is the contracts' CLAIM_STATUS_LABEL_KEY_BY_CODE).
 * The build ships it in the message packs of the chunks that name a status, in the reader's language only
 * (decision record 0064); the dev server and the unit tests build it from paraglide's messages
 * (claim-status-names.ts). Pure and without imports: the build's config (Node) reads it too.
 */
export function claimStatusTable(
  labelKeyByCode: Readonly<Record<string, string>>,
  textOf: (messageKey: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(labelKeyByCode).map(([code, messageKey]) => [code, textOf(messageKey)]),
  );
}
