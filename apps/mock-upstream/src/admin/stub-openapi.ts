import { jsonSchemaOf } from '../openapi/json-schema.ts';
import { StubInput } from './stub-schemas.ts';

/** OpenAPI paths of the run-time stubs (stub-routes.ts), merged into the admin document by openapi.ts. */

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const tags = ['Stubs'];

const STUB_INPUT = jsonSchemaOf(StubInput);

/** A stub as listed: what was sent (defaults filled in) and its id and counts. */
const STUB = {
  type: 'object',
  properties: {
    id: { type: 'string', examples: ['stb_1'] },
    ...(STUB_INPUT.properties as Record<string, unknown>),
    matched: { type: 'integer', description: 'Calls whose method and path matched' },
    applied: { type: 'integer', description: 'Calls the stub answered (query and body matched too)' },
    remaining: { type: 'integer', description: 'Calls left (only with `times`)' },
  },
  required: ['id', 'path', 'status', 'matched', 'applied'],
};

const idParam = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Stub id, e.g. stb_1',
  schema: { type: 'string' },
};

const notFound = {
  '404': {
    description: 'No such stub in this tenant, or it retired after its times (`code: not_found`)',
    ...json(ERROR),
  },
};

export const STUB_ADMIN_TAG = {
  name: 'Stubs',
  description:
    'Canned answers for catalogue routes, added at run time per tenant: method, path pattern, query and ' +
    'partial JSON body → status, headers and a body template. Precedence: fault → stub → the route’s handler.',
};

export const STUB_ADMIN_PATHS = {
  '/__admin/stubs': {
    post: {
      tags,
      operationId: 'addStub',
      summary: 'Answer matching catalogue calls with a canned, templated answer',
      description:
        'Applies to catalogue routes only: a path no catalogue route has stays 404 `route_not_found`. The ' +
        'newest stub is tried first and at most one answers a call, in place of the handler (no bearer token ' +
        'needed); a fault that answers the call comes first. Matching: `method` (omitted: any), `path`, every ' +
        '`query` parameter with exactly its value, `bodyMatch` contained in the JSON body (on multipart calls, ' +
        'the text fields). In `body`, any string with `{{…}}` is filled from the call: `{{path.<name>}}`, ' +
        '`{{query.<name>}}`, `{{body.<dot.path>}}` (digits index arrays), `{{method}}`, `{{tenant}}`, ' +
        '`{{now}}` (ISO time), `{{uuid}}` (one per answer). A string that is exactly one placeholder takes ' +
        'the value’s JSON type (null when missing); inside a longer string the value is written as text ' +
        "(missing: ''). Answers carry `x-mock-stub: <id>`.",
      requestBody: { required: true, ...json(STUB_INPUT) },
      responses: {
        '201': { description: 'The stub, with its id', ...json(STUB) },
        '400': {
          description:
            'Invalid stub (`code: invalid_request`; `issues` name the field, e.g. `body.path` for a bad ' +
            'pattern, `body.body.<key>` for a bad placeholder)',
          ...json(ERROR),
        },
      },
    },
    get: {
      tags,
      operationId: 'listStubs',
      summary: 'Stubs of the caller’s tenant, newest first',
      responses: {
        '200': {
          description: 'Stubs',
          ...json({ type: 'object', properties: { stubs: { type: 'array', items: STUB } } }),
        },
      },
    },
    delete: {
      tags,
      operationId: 'clearStubs',
      summary: 'Remove every stub of the caller’s tenant',
      responses: { '204': { description: 'Removed' } },
    },
  },
  '/__admin/stubs/{id}': {
    get: {
      tags,
      operationId: 'getStub',
      summary: 'One stub, with its counts',
      parameters: [idParam],
      responses: { '200': { description: 'The stub', ...json(STUB) }, ...notFound },
    },
    delete: {
      tags,
      operationId: 'removeStub',
      summary: 'Remove one stub',
      parameters: [idParam],
      responses: { '204': { description: 'Removed' }, ...notFound },
    },
  },
};
