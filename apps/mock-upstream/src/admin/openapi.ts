import { jsonSchemaOf } from '../openapi/json-schema.ts';
import { OTP_SCENARIOS } from '../scenarios/otp-scenarios.ts';
import { SEED_NAMES } from '../store/named-seeds.ts';
import { CLAIM_ADMIN_PATHS, CLAIM_ADMIN_TAG } from './claim-admin-openapi.ts';
import { JOURNAL_PATHS, JOURNAL_SCHEMAS, JOURNAL_TAG } from './journal-openapi.ts';
import { FaultInput, OtpScenarioInput, ResetInput } from './qa-schemas.ts';
import { RELAY_PATHS, RELAY_TAG } from './relay-openapi.ts';
import { SCENARIO_FILE_ERRORS, SCENARIO_PATHS, SCENARIO_SCHEMAS, SCENARIO_TAG } from './scenario-openapi.ts';
import { STUB_ADMIN_PATHS, STUB_ADMIN_TAG } from './stub-openapi.ts';
import { TENANT_PARAMETER, TENANT_PATHS, TENANT_TAG } from './tenant-openapi.ts';
import { USER_DATA_ADMIN_PATHS, USER_DATA_ADMIN_TAGS } from './user-data-admin.ts';

/**
 * OpenAPI 3.1 description of everything under /__admin (`GET /__admin/openapi.json`). This module assembles
 * the whole document: the QA controls' paths are written here, the claim and user-data controls export theirs
 * beside their routes and are merged below. Add a path when you add an admin route: a test compares this
 * document with the routes Fastify registers. Request bodies come from the zod schemas the routes validate
 * with.
 */

type JsonSchema = Record<string, unknown>;

interface Operation {
  summary: string;
  description?: string;
  tags: string[];
  operationId: string;
  parameters?: Record<string, unknown>[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, Record<string, unknown>>;
}

type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>>;

const fromZod = jsonSchemaOf;

const jsonBody = (schema: JsonSchema, required = true) => ({
  required,
  content: { 'application/json': { schema } },
});

const ok = (description: string, schema?: JsonSchema) => ({
  description,
  ...(schema ? { content: { 'application/json': { schema } } } : {}),
});

const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const invalid = { '400': ok('Invalid input (`code: invalid_request`, `issues` lists each problem)', ERROR) };
const missing = (what: string) => ({ '404': ok(`${what} (\`code: not_found\`)`, ERROR) });

const pathParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema: { type: 'string' },
});

const SCHEMAS: Record<string, JsonSchema> = {
  ErrorBody: {
    type: 'object',
    properties: {
      error: { type: 'string' },
      message: { type: 'string' },
      code: { type: 'string' },
      issues: {
        type: 'array',
        items: {
          type: 'object',
          properties: { path: { type: 'string' }, message: { type: 'string' } },
          required: ['path', 'message'],
        },
      },
    },
  },
  FaultInput: fromZod(FaultInput),
  Fault: {
    allOf: [
      { $ref: '#/components/schemas/FaultInput' },
      {
        type: 'object',
        properties: {
          id: { type: 'string', examples: ['flt_1'] },
          seed: { type: 'integer' },
          matched: { type: 'integer', description: 'Matching calls seen' },
          applied: { type: 'integer', description: 'Calls the fault was applied to' },
          remaining: { type: 'integer', description: 'Calls left (only with `times`)' },
        },
        required: ['id', 'seed', 'matched', 'applied'],
      },
    ],
  },
  OtpScenarios: {
    type: 'object',
    properties: {
      everyPhone: { type: 'string', enum: [...OTP_SCENARIOS] },
      phones: { type: 'object', additionalProperties: { type: 'string', enum: [...OTP_SCENARIOS] } },
    },
    required: ['everyPhone', 'phones'],
  },
};

const ref = (name: keyof typeof SCHEMAS) => ({ $ref: `#/components/schemas/${name}` });

/** Reset, named seeds, state, the last OTP per phone and this document. */
const STATE_PATHS: Record<string, PathItem> = {
  '/__admin/reset': {
    post: {
      tags: ['State'],
      operationId: 'reset',
      summary: 'The caller’s tenant back to a named seed or a scenario file',
      description:
        'Reloads the tenant’s broker state from the seed (default: `default`), ends its sessions, forgets its ' +
        'OTPs, removes its faults and stubs, clears its journal and puts its OTP scenarios back to the reserved ' +
        'phones. With `scenario`, the file’s state, switches and faults are loaded instead. Other tenants are ' +
        'untouched.',
      requestBody: jsonBody(fromZod(ResetInput), false),
      responses: { '204': ok('Reset done'), ...invalid, ...SCENARIO_FILE_ERRORS },
    },
  },
  '/__admin/seeds': {
    get: {
      tags: ['State'],
      operationId: 'listSeeds',
      summary: 'Named seeds and the current one',
      responses: {
        '200': ok('Seeds', {
          type: 'object',
          properties: {
            current: { type: 'string', enum: [...SEED_NAMES] },
            seeds: {
              type: 'array',
              items: {
                type: 'object',
                properties: { name: { type: 'string' }, description: { type: 'string' } },
              },
            },
          },
        }),
      },
    },
  },
  '/__admin/state': {
    get: {
      tags: ['State'],
      operationId: 'getState',
      summary: 'The caller’s tenant: its seed, sizes of its state, faults, journal and OTP scenarios',
      responses: {
        '200': ok('State summary', {
          type: 'object',
          properties: {
            tenant: { type: 'string' },
            seed: { type: 'string', enum: [...SEED_NAMES] },
            origin: { type: 'object' },
            counts: { type: 'object', additionalProperties: { type: 'integer' } },
            faults: { type: 'integer' },
            journal: {
              type: 'object',
              properties: { entries: { type: 'integer' }, capacity: { type: 'integer' } },
            },
            otpScenarios: ref('OtpScenarios'),
          },
        }),
      },
    },
  },
  '/__admin/otp/{phone}': {
    get: {
      tags: ['OTP'],
      operationId: 'getLastOtp',
      summary: 'Last code sent to a phone since the last reset',
      parameters: [pathParam('phone', 'International form without +, e.g. 6281200000001')],
      responses: {
        '200': ok('The code and its operation', {
          type: 'object',
          properties: {
            phone: { type: 'string' },
            code: { type: 'string' },
            operation_id: { type: 'string' },
            medium: { type: 'string' },
            sent_at: { type: 'string', format: 'date-time' },
            expires_at: { type: 'string', format: 'date-time' },
          },
        }),
        ...missing('No code sent to this phone'),
      },
    },
  },
  '/__admin/openapi.json': {
    get: {
      tags: ['State'],
      operationId: 'getOpenApi',
      summary: 'This document',
      responses: { '200': ok('OpenAPI 3.1 document', { type: 'object' }) },
    },
  },
};

const FAULT_PATHS: Record<string, PathItem> = {
  '/__admin/faults': {
    post: {
      tags: ['Faults'],
      operationId: 'addFault',
      summary: 'Inject a failure or latency into matching catalogue calls',
      description:
        'Applies to catalogue routes only, never to /__admin. The newest fault is tried first and at most one ' +
        'applies per call. With only `delayMs` the call is answered normally after the delay; `status` and/or ' +
        '`body` replace the answer (status 500 when only a body is given); `dropConnection` destroys the socket. ' +
        'Faulted answers carry an `x-mock-fault` header with the fault id.',
      requestBody: jsonBody(ref('FaultInput')),
      responses: { '201': ok('The fault, with its id', ref('Fault')), ...invalid },
    },
    get: {
      tags: ['Faults'],
      operationId: 'listFaults',
      summary: 'Active faults, newest first',
      responses: {
        '200': ok('Faults', {
          type: 'object',
          properties: { faults: { type: 'array', items: ref('Fault') } },
        }),
      },
    },
    delete: {
      tags: ['Faults'],
      operationId: 'clearFaults',
      summary: 'Remove every fault',
      responses: { '204': ok('Removed') },
    },
  },
  '/__admin/faults/{id}': {
    delete: {
      tags: ['Faults'],
      operationId: 'removeFault',
      summary: 'Remove one fault',
      parameters: [pathParam('id', 'Fault id, e.g. flt_1')],
      responses: { '204': ok('Removed'), ...missing('No such fault (or it retired after its times)') },
    },
  },
};

const OTP_PATHS: Record<string, PathItem> = {
  '/__admin/scenarios/otp': {
    put: {
      tags: ['OTP'],
      operationId: 'setOtpScenario',
      summary: 'Make OTP sending, verifying or WhatsApp delivery fail for a phone (or every phone)',
      description:
        '`send_fails`: send_otp and resend_otp answer 502 otp_send_failed. `verify_fails`: verify answers 400 ' +
        'otp_invalid whatever the code, without locking. `whatsapp_unreachable`: check_whatsapp_status answers ' +
        '`failed`. `normal` on a phone overrides a scenario set for every phone (and the reserved phones).',
      requestBody: jsonBody(fromZod(OtpScenarioInput)),
      responses: { '200': ok('Scenarios now in force', ref('OtpScenarios')), ...invalid },
    },
    get: {
      tags: ['OTP'],
      operationId: 'getOtpScenarios',
      summary: 'OTP scenarios in force',
      responses: { '200': ok('Scenarios', ref('OtpScenarios')) },
    },
  },
};

/** Every path takes the tenant header, declared once in components. */
function withTenantParameter<T extends Record<string, PathItem>>(paths: T): Record<string, PathItem> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      { parameters: [{ $ref: '#/components/parameters/Tenant' }], ...item },
    ]),
  );
}

export function adminOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'mock-upstream admin (QA controls)',
      version: '1.0.0',
      description:
        'QA controls of the fake broker API, mounted only when MOCK_ADMIN_ENABLED=true. ' +
        'Errors use the broker error body. The broker API itself is described at /__openapi.json. Every ' +
        'control acts on the tenant named by the X-Mock-Tenant header (the default tenant without it).',
    },
    tags: [
      { name: 'State', description: 'Reset, named seeds, state summary' },
      TENANT_TAG,
      { name: 'Faults', description: 'Fault and latency injection on catalogue routes' },
      STUB_ADMIN_TAG,
      JOURNAL_TAG,
      { name: 'OTP', description: 'OTP codes and scenarios' },
      CLAIM_ADMIN_TAG,
      ...USER_DATA_ADMIN_TAGS,
      SCENARIO_TAG,
      RELAY_TAG,
    ],
    paths: withTenantParameter({
      ...STATE_PATHS,
      ...TENANT_PATHS,
      ...FAULT_PATHS,
      ...STUB_ADMIN_PATHS,
      ...JOURNAL_PATHS,
      ...OTP_PATHS,
      ...CLAIM_ADMIN_PATHS,
      ...USER_DATA_ADMIN_PATHS,
      ...SCENARIO_PATHS,
      ...RELAY_PATHS,
    }),
    components: {
      schemas: { ...SCHEMAS, ...JOURNAL_SCHEMAS, ...SCENARIO_SCHEMAS },
      parameters: { Tenant: TENANT_PARAMETER },
    },
  };
}
