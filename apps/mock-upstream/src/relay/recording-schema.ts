import { z } from 'zod';

/**
 * The `recording` section of a scenario document: the calls a proxying mock forwarded to the broker and what
 * the broker answered, in order, masked (recording-masking.ts). A tenant that loads a document with a
 * recording answers catalogue and storage calls from it alone (replay.ts).
 */

/** A body as recorded: JSON parsed, text as text, bytes (documents are stand-ins) in base64. */
export const RecordedBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('json'), value: z.unknown() }).strict(),
  z.object({ kind: z.literal('text'), text: z.string() }).strict(),
  z.object({ kind: z.literal('bytes'), base64: z.base64() }).strict(),
  z
    .object({
      kind: z.literal('multipart'),
      fields: z.record(z.string(), z.string()).describe('Text fields by name'),
      files: z.array(
        z
          .object({
            name: z.string(),
            fileName: z.string(),
            contentType: z.string(),
            base64: z.base64().describe('A stand-in file of the same type, never the bytes sent'),
          })
          .strict(),
      ),
    })
    .strict(),
]);
export type RecordedBody = z.output<typeof RecordedBody>;

export const RecordedQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type RecordedQuery = z.output<typeof RecordedQuery>;

export const RecordedExchange = z
  .object({
    seq: z.number().int().min(1).describe('Recording order (when the answer came), from 1'),
    method: z.string().regex(/^[A-Z]+$/, 'An HTTP method in upper case'),
    path: z.string().startsWith('/').describe('The path as called on the mock, without the query'),
    query: RecordedQuery.default({}),
    request: z
      .object({
        contentType: z.string().nullable().default(null),
        body: RecordedBody.default({ kind: 'none' }),
        masked: z
          .array(z.string().regex(/^\$\.(path|query|body)\b/, 'A JSON path under $.path, $.query or $.body'))
          .default([])
          .describe(
            'Spots holding a stand-in (`$.body.phone`, `$.query.signature`, `$.path[4]`): any value matches there',
          ),
      })
      .strict(),
    response: z
      .object({
        status: z.number().int().min(100).max(599),
        headers: z.record(z.string(), z.string()).default({}),
        body: RecordedBody.default({ kind: 'none' }),
      })
      .strict(),
    replayed: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe(
        'Shown by GET /__admin/recording during a replay: calls this exchange answered. Ignored on load',
      ),
  })
  .strict();
export type RecordedExchange = z.output<typeof RecordedExchange>;

export const Recording = z
  .object({
    origin: z
      .url()
      .describe(
        'The recording mock’s own origin: addresses on it in answers move to the replaying mock’s origin',
      ),
    broker: z.url().optional().describe('The broker base URL the calls went to (for people)'),
    exchanges: z.array(RecordedExchange),
  })
  .strict()
  .superRefine((recording, context) => {
    recording.exchanges.forEach((exchange, index) => {
      const previous = recording.exchanges[index - 1];
      if (previous && exchange.seq <= previous.seq) {
        context.addIssue({
          code: 'custom',
          path: ['exchanges', index, 'seq'],
          message: `Must be greater than the previous exchange's seq (${previous.seq})`,
        });
      }
    });
  });
export type Recording = z.output<typeof Recording>;
