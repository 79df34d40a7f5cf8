import { jsonSchemaOf } from '../openapi/json-schema.ts';
import { ProxyInput } from '../relay/proxy-input.ts';

/** OpenAPI paths of proxy, record and replay (relay-routes.ts), merged into the admin document by openapi.ts. */

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const DOCUMENT = { $ref: '#/components/schemas/ScenarioDocument' };
const tags = ['Proxy, record and replay'];

const RECORDING_COUNTS = {
  type: ['object', 'null'],
  properties: {
    exchanges: { type: 'integer', description: 'Calls recorded so far' },
    file: {
      type: ['string', 'null'],
      description: 'Where the recording is written as it grows (MOCK_RECORD_FILE)',
    },
  },
};

/** `GET /__admin/proxy`: one of three modes. */
const PROXY_STATUS = {
  oneOf: [
    {
      type: 'object',
      description: 'The mock answers (a recording made before stays readable until cleared)',
      properties: { mode: { const: 'off' }, recording: RECORDING_COUNTS },
      required: ['mode', 'recording'],
    },
    {
      type: 'object',
      description: 'Calls are forwarded to the broker',
      properties: {
        mode: { const: 'proxy' },
        url: { type: 'string', description: 'The broker base URL' },
        paths: { type: ['array', 'null'], items: { type: 'string' }, description: 'null: every call' },
        record: { type: 'boolean' },
        forwarded: { type: 'integer', description: 'Calls the broker answered' },
        unreachable: { type: 'integer', description: 'Calls answered 502 proxy_unreachable' },
        recording: RECORDING_COUNTS,
      },
      required: ['mode', 'url', 'paths', 'record', 'forwarded', 'unreachable', 'recording'],
    },
    {
      type: 'object',
      description: 'Calls are answered from a loaded recording',
      properties: {
        mode: { const: 'replay' },
        recording: {
          type: 'object',
          properties: {
            exchanges: { type: 'integer' },
            used: { type: 'integer', description: 'Exchanges that answered at least one call' },
            unmatched: { type: 'integer', description: 'Calls answered 502 replay_unmatched' },
          },
          required: ['exchanges', 'used', 'unmatched'],
        },
      },
      required: ['mode', 'recording'],
    },
  ],
};

export const RELAY_TAG = {
  name: 'Proxy, record and replay',
  description:
    'The tenant in front of a real broker: calls forwarded (fault → stub → proxy → handler), recorded with ' +
    'personal data masked, and replayed from the recording with the broker off',
};

export const RELAY_PATHS = {
  '/__admin/proxy': {
    put: {
      tags,
      operationId: 'setProxy',
      summary: 'Forward the caller’s tenant’s catalogue and storage calls to a broker',
      description:
        'Every catalogue and `/__storage` call (or those whose path matches one of `paths`) goes to `url` with ' +
        'its method, path, query, body and headers (not the connection’s, `host` or `X-Mock-Tenant`); faults ' +
        'and stubs still come first. Addresses on the broker in answers are moved to the mock’s origin. An ' +
        'unreachable broker answers 502 `proxy_unreachable`. With `record: true`, each forwarded call and its ' +
        'answer is kept, masked (`GET /__admin/recording`). Ends a replay.',
      requestBody: { required: true, ...json(jsonSchemaOf(ProxyInput)) },
      responses: {
        '200': { description: 'The proxy as set', ...json(PROXY_STATUS) },
        '400': {
          description: 'Invalid input (`invalid_request`, `issues[].path` e.g. `body.paths.0`)',
          ...json(ERROR),
        },
      },
    },
    get: {
      tags,
      operationId: 'getProxy',
      summary: 'Whether the tenant answers itself (`off`), forwards (`proxy`) or replays (`replay`)',
      responses: { '200': { description: 'The mode and its counts', ...json(PROXY_STATUS) } },
    },
    delete: {
      tags,
      operationId: 'clearProxy',
      summary: 'Stop forwarding: the mock answers again (the recording stays readable)',
      responses: { '204': { description: 'Done' } },
    },
  },
  '/__admin/recording': {
    get: {
      tags,
      operationId: 'getRecording',
      summary: 'The recording so far (or the one replayed) as a scenario document',
      description:
        'A whole `mock-scenario/1` document with a `recording` section; PUT it to /__admin/import (or save it ' +
        'as a scenario file, or point MOCK_REPLAY_FILE at it) to replay it. During a replay each exchange ' +
        'shows `replayed`, the calls it answered.',
      responses: {
        '200': { description: 'The document', ...json(DOCUMENT) },
        '404': { description: 'The tenant neither records nor replays (`not_found`)', ...json(ERROR) },
      },
    },
    delete: {
      tags,
      operationId: 'clearRecording',
      summary: 'Forget the recording: a replay ends (the mock answers again), a recording starts again empty',
      responses: { '204': { description: 'Done' } },
    },
  },
};
