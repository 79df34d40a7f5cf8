import { jsonSchemaOf } from '../openapi/json-schema.ts';
import { SEED_NAMES } from '../store/named-seeds.ts';
import { TENANT_HEADER } from '../tenants/tenants.ts';
import { TenantInput } from './qa-schemas.ts';

/** OpenAPI paths of the tenant controls (qa-routes.ts), merged into the admin document by openapi.ts. */

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const tags = ['Tenants'];

/** Every broker and admin call may name its tenant; declared once and referenced by every path. */
export const TENANT_PARAMETER = {
  name: TENANT_HEADER,
  in: 'header',
  required: false,
  description:
    'The tenant the call acts on (1–40 characters of a-z, 0-9 and "-"); created from the default seed on ' +
    'first use. Omitted: the default tenant. A malformed name answers 400 `invalid_tenant`.',
  schema: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' },
};

const nameParam = {
  name: 'name',
  in: 'path',
  required: true,
  description: 'Tenant name, e.g. suite-a',
  schema: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' },
};

export const TENANT_SUMMARY = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    origin: {
      type: 'object',
      description:
        'What the state was loaded from at the last reset: `{"seed": …}`, `{"scenario": …}` (a file) or ' +
        '`{"import": {"seed": …, "description": …}}` (PUT /__admin/import) or `{"replayFile": …}` (MOCK_REPLAY_FILE)',
    },
    createdAt: { type: 'string', format: 'date-time' },
    lastUsedAt: { type: 'string', format: 'date-time' },
    idleEndsAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When it ends if nobody calls it; null for the default tenant, which never ends',
    },
    counts: { type: 'object', additionalProperties: { type: 'integer' } },
  },
  required: ['name', 'origin', 'createdAt', 'lastUsedAt', 'idleEndsAt', 'counts'],
};

export const TENANT_TAG = {
  name: 'Tenants',
  description:
    'Isolated copies of the mock: state, sessions, OTP codes, switches, faults, stubs and journal per tenant',
};

export const TENANT_PATHS = {
  '/__admin/tenants': {
    get: {
      tags,
      operationId: 'listTenants',
      summary: 'Live tenants, the most that may live at once and the idle time after which one ends',
      responses: {
        '200': {
          description: 'Tenants',
          ...json({
            type: 'object',
            properties: {
              limit: { type: 'integer' },
              idleSeconds: { type: 'integer' },
              tenants: { type: 'array', items: TENANT_SUMMARY },
            },
          }),
        },
      },
    },
  },
  '/__admin/tenants/{name}': {
    get: {
      tags,
      operationId: 'getTenant',
      summary: 'One tenant, without creating it',
      parameters: [nameParam],
      responses: {
        '200': { description: 'The tenant', ...json(TENANT_SUMMARY) },
        '404': { description: 'No such tenant (`code: not_found`)', ...json(ERROR) },
      },
    },
    put: {
      tags,
      operationId: 'putTenant',
      summary: 'Create a tenant from a named seed or a scenario file, or reset the one of that name',
      description:
        `Seeds: ${SEED_NAMES.join(', ')}; scenario files: GET /__admin/scenarios/files. ` +
        'A full mock answers 429 `tenant_limit`.',
      parameters: [nameParam],
      requestBody: { required: false, ...json(jsonSchemaOf(TenantInput)) },
      responses: {
        '200': { description: 'The tenant existed and was reset', ...json(TENANT_SUMMARY) },
        '201': { description: 'Created', ...json(TENANT_SUMMARY) },
        '400': {
          description:
            'Invalid input (`code: invalid_request`), or a scenario file that does not load ' +
            '(`scenario_invalid`, naming the file and the bad fields)',
          ...json(ERROR),
        },
        '404': { description: 'No scenario file of that name (`code: not_found`)', ...json(ERROR) },
        '429': { description: 'Too many tenants alive (`code: tenant_limit`)', ...json(ERROR) },
      },
    },
    delete: {
      tags,
      operationId: 'endTenant',
      summary: 'End a tenant: its state, journal and uploaded files are gone (the default tenant is reset)',
      parameters: [nameParam],
      responses: {
        '204': { description: 'Ended' },
        '404': { description: 'No such tenant (`code: not_found`)', ...json(ERROR) },
      },
    },
  },
};
