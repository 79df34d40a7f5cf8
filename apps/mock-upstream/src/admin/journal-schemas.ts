import { allEndpoints } from '@portal/contracts/catalogue';
import { z } from 'zod';
import { JOURNAL_CAPACITY } from './journal.ts';
import { Method, PathPattern, StatusFilter } from './qa-schemas.ts';

/**
 * Query and path parameters of the journal routes (`journal-routes.ts`). The routes validate with them and
 * `journal-openapi.ts` describes them, so the document cannot drift from what the routes accept.
 */

/** Most entries one page of `GET /__admin/journal` answers; page on with the cursor for more. */
export const JOURNAL_PAGE_MAX = 1000;
export const JOURNAL_PAGE_DEFAULT = 100;

const ENDPOINT_IDS = allEndpoints.map((endpoint) => endpoint.id) as [string, ...string[]];

const Instant = z.iso
  .datetime({ offset: true })
  .transform((value) => Date.parse(value))
  .describe('ISO 8601 date-time with a zone, e.g. 2026-11-22T03:00:00Z or 2026-11-22T10:00:00+07:00');

const Seq = z.coerce.number().int().min(0);

/** The filters and the cursor, shared by the JSON list and the HAR export. */
const filters = {
  endpoint: z
    .enum(ENDPOINT_IDS)
    .optional()
    .describe('Catalogue endpoint id, e.g. `claimList` (storage calls have none: filter them by path)'),
  method: Method.optional(),
  path: PathPattern.optional(),
  status: StatusFilter.optional(),
  userId: z
    .string()
    .min(1)
    .optional()
    .describe('Only calls made for this user (bearer token, or signed URL owner)'),
  since: Instant.optional().describe('Only calls started at or after this instant (ISO 8601 with a zone)'),
  until: Instant.optional().describe('Only calls started before this instant (ISO 8601 with a zone)'),
  before: Seq.min(1)
    .optional()
    .describe('Cursor: only entries with a smaller `seq` (pass the `nextBefore` of the previous page)'),
  after: Seq.optional().describe(
    'Cursor: only entries with a larger `seq` (pass the `nextAfter` of the previous page, with `order=asc`)',
  ),
};

export const JournalQuery = z
  .object({
    ...filters,
    order: z
      .enum(['desc', 'asc'])
      .default('desc')
      .describe('`desc`: newest first (page with `before`); `asc`: oldest first (page with `after`)'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(JOURNAL_PAGE_MAX)
      .default(JOURNAL_PAGE_DEFAULT)
      .describe(`Entries per page, 1–${JOURNAL_PAGE_MAX}`),
  })
  .strict();
export type JournalQuery = z.output<typeof JournalQuery>;

export const JournalHarQuery = z
  .object({
    ...filters,
    order: z
      .enum(['asc', 'desc'])
      .default('asc')
      .describe('`asc` (default): oldest first, as devtools lists a recording; `desc`: newest first'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(JOURNAL_CAPACITY)
      .default(JOURNAL_CAPACITY)
      .describe(`Most entries in the file, 1–${JOURNAL_CAPACITY} (default: all that match)`),
  })
  .strict();

export const JournalSeqParams = z.object({
  seq: Seq.min(1).describe('The entry’s `seq`'),
});
