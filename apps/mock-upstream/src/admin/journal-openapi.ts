import { JOURNAL_BODY_CAP, JOURNAL_BYTE_CAPACITY, JOURNAL_CAPACITY } from './journal.ts';
import { REDACTED, SECRET_HEADERS, SECRET_KEYS } from './journal-masking.ts';
import { JournalHarQuery, JournalQuery, JournalSeqParams } from './journal-schemas.ts';
import { parametersOf } from '../openapi/parameters.ts';

/** OpenAPI paths and schemas of the journal routes (journal-routes.ts), merged into the document by openapi.ts. */

type JsonSchema = Record<string, unknown>;

const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const tags = ['Journal'];
const invalid = {
  '400': { description: 'Invalid parameter (`code: invalid_request`, `issues` name it)', ...json(ERROR) },
};

const MASKING =
  `Masked as ${REDACTED}: the headers ${[...SECRET_HEADERS].join(', ')}; the values of the keys ` +
  `${[...SECRET_KEYS].join(', ')} at any depth of a body, in multipart fields, query parameters and URLs inside ` +
  'strings; `code` when it holds 4–8 digits on a call whose path contains "otp" or beside an `operation_id`; ' +
  'the credential after "Bearer " in any string.';

const BODY_PROPERTIES = {
  headers: { type: 'object', additionalProperties: true, description: 'As sent; secret ones masked' },
  contentType: { type: ['string', 'null'] },
  size: { type: ['integer', 'null'], description: 'Bytes of the body (the original size when truncated)' },
  body: {
    description:
      `JSON parsed and masked; other text as text; when longer than ${JOURNAL_BODY_CAP / 1024} KiB its first ` +
      'bytes as text (`truncated: true`); null for no body, a multipart body (see `parts`) or a binary one',
  },
  truncated: { type: 'boolean' },
  sha256: {
    type: ['string', 'null'],
    description: 'Hex SHA-256 of a binary body: the bytes PUT to or served by the bucket (not kept)',
  },
};

const BODY_REQUIRED = ['headers', 'contentType', 'size', 'body', 'truncated', 'sha256'];

export const JOURNAL_SCHEMAS: Record<string, JsonSchema> = {
  JournalPart: {
    oneOf: [
      {
        type: 'object',
        description: 'A text field',
        properties: { name: { type: 'string' }, value: { type: 'string' } },
        required: ['name', 'value'],
      },
      {
        type: 'object',
        description: 'A file: described, the bytes are not kept',
        properties: {
          name: { type: 'string', description: 'Field name' },
          fileName: { type: 'string' },
          contentType: { type: 'string' },
          size: { type: 'integer' },
          sha256: { type: 'string', description: 'Hex SHA-256 of the file’s bytes' },
        },
        required: ['name', 'fileName', 'contentType', 'size', 'sha256'],
      },
    ],
  },
  JournalEntry: {
    type: 'object',
    description: `The top level is the request; \`response\` is the answer. ${MASKING}`,
    properties: {
      seq: { type: 'integer', description: 'Order of recording (when the answer finished), without gaps' },
      tenant: { type: 'string' },
      startedAt: { type: 'string', format: 'date-time' },
      durationMs: { type: 'number' },
      method: { type: 'string' },
      path: { type: 'string' },
      endpoint: {
        type: ['string', 'null'],
        description: 'Catalogue endpoint id; null for the bucket (/__storage)',
      },
      status: { type: ['integer', 'null'], description: 'null when a fault dropped the connection' },
      userId: {
        type: ['string', 'null'],
        description: 'The bearer token’s user (a live session); for the bucket, the signed upload’s owner',
      },
      faultId: { type: ['string', 'null'] },
      stubId: { type: ['string', 'null'], description: 'The run-time stub that answered, if one did' },
      dropped: { type: 'boolean' },
      url: { type: 'string', description: 'Absolute URL as sent, secrets masked' },
      httpVersion: { type: 'string' },
      query: { type: 'object' },
      ...BODY_PROPERTIES,
      parts: {
        type: ['array', 'null'],
        items: ref('JournalPart'),
        description: 'A multipart body: text fields, then files',
      },
      response: {
        type: ['object', 'null'],
        description: 'The answer; null when a fault dropped the connection',
        properties: BODY_PROPERTIES,
        required: BODY_REQUIRED,
      },
    },
    required: [
      'seq',
      'tenant',
      'startedAt',
      'durationMs',
      'method',
      'path',
      'endpoint',
      'status',
      'userId',
      'faultId',
      'stubId',
      'dropped',
      'url',
      'httpVersion',
      'query',
      ...BODY_REQUIRED,
      'parts',
      'response',
    ],
  },
  JournalPage: {
    type: 'object',
    properties: {
      total: { type: 'integer', description: 'Entries held, before filtering' },
      capacity: { type: 'integer', description: `Most entries held (${JOURNAL_CAPACITY})` },
      capacityBytes: { type: 'integer', description: 'Most body bytes held; the oldest entries go first' },
      evicted: {
        type: 'integer',
        description: 'Entries dropped to stay within the capacity since the last clear',
      },
      count: { type: 'integer', description: 'Entries in this page' },
      nextBefore: {
        type: ['integer', 'null'],
        description: 'Newest first: pass as `before` for the next page; null on the last page',
      },
      nextAfter: {
        type: ['integer', 'null'],
        description: 'With `order=asc`: pass as `after` for the next page; null on the last page',
      },
      entries: { type: 'array', items: ref('JournalEntry') },
    },
    required: ['total', 'capacity', 'capacityBytes', 'evicted', 'count', 'entries'],
  },
  Har: {
    type: 'object',
    description:
      'HTTP Archive 1.2 (log.version "1.2", creator, entries with request, response, timings). Entries carry ' +
      '_seq, _tenant, _endpoint, _userId, _faultId, _stubId and _dropped; file parts are params with fileName, ' +
      'contentType and a comment giving size and sha256.',
    properties: {
      log: {
        type: 'object',
        properties: {
          version: { const: '1.2' },
          creator: { type: 'object' },
          entries: { type: 'array', items: { type: 'object' } },
        },
        required: ['version', 'creator', 'entries'],
      },
    },
    required: ['log'],
  },
};

export const JOURNAL_TAG = {
  name: 'Journal',
  description: 'Every catalogue and bucket call: request and answer as sent, secrets masked; JSON or HAR',
};

export const JOURNAL_PATHS = {
  '/__admin/journal': {
    get: {
      tags,
      operationId: 'findJournalEntries',
      summary: 'Recorded calls, filtered and paged (newest first by default)',
      description:
        `The journal of the caller's tenant keeps the last ${JOURNAL_CAPACITY} calls and at most ` +
        `${JOURNAL_BYTE_CAPACITY / (1024 * 1024)} MiB of bodies: catalogue calls and the bucket's ` +
        '(/__storage) PUTs and GETs; admin calls are not recorded. Page with `before=<nextBefore>` (or ' +
        '`order=asc` and `after=<nextAfter>`) until the cursor is null. ' +
        MASKING,
      parameters: parametersOf(JournalQuery, 'query'),
      responses: {
        '200': { description: 'One page of matching entries', ...json(ref('JournalPage')) },
        ...invalid,
      },
    },
    delete: {
      tags,
      operationId: 'clearJournal',
      summary: 'Forget every recorded call (numbering goes on)',
      responses: { '204': { description: 'Cleared' } },
    },
  },
  '/__admin/journal/{seq}': {
    get: {
      tags,
      operationId: 'getJournalEntry',
      summary: 'One recorded call in full',
      parameters: parametersOf(JournalSeqParams, 'path'),
      responses: {
        '200': { description: 'The entry', ...json(ref('JournalEntry')) },
        ...invalid,
        '404': { description: 'No entry with this seq (never recorded, cleared or evicted)', ...json(ERROR) },
      },
    },
  },
  '/__admin/journal.har': {
    get: {
      tags,
      operationId: 'exportJournalHar',
      summary: 'The recorded calls as a HAR 1.2 file (Chrome devtools, Firefox and other HAR readers)',
      description:
        'Same filters and cursors as GET /__admin/journal; oldest first and every match by default. Masked like ' +
        'the JSON journal. `log._nextAfter` (or `_nextBefore`) is set when the file does not hold every match.',
      parameters: parametersOf(JournalHarQuery, 'query'),
      responses: { '200': { description: 'HAR 1.2', ...json(ref('Har')) }, ...invalid },
    },
  },
};
