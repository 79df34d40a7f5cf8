import { jsonSchemaOf } from '../openapi/json-schema.ts';
import { SCENARIO_EDIT_OPS } from '../tenants/scenario-edits.ts';
import { ScenarioDocument, SCENARIO_FORMAT } from '../tenants/scenario-document.ts';
import { ExportQuery } from './scenario-schemas.ts';
import { TENANT_SUMMARY } from './tenant-openapi.ts';

/** OpenAPI paths and schemas of the scenario controls (scenario-routes.ts), merged into the admin document. */

const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const DOCUMENT = { $ref: '#/components/schemas/ScenarioDocument' };
const tags = ['Scenarios'];

export const SCENARIO_SCHEMAS = {
  ScenarioDocument: {
    ...jsonSchemaOf(ScenarioDocument),
    description:
      `A tenant as one JSON document (\`format: ${SCENARIO_FORMAT}\`). The export carries the whole \`state\`; a ` +
      `hand-written file gives a \`seed\` and \`edits\` (${SCENARIO_EDIT_OPS.join(', ')}) instead. Dates are ISO ` +
      'date-times; sessions, OTP operations and uploaded file bytes are never in it.',
  },
};

export const SCENARIO_TAG = {
  name: 'Scenarios',
  description: 'A tenant exported and imported as a JSON document, and the scenario files a reset can load',
};

const ExportDescription = jsonSchemaOf(ExportQuery) as {
  properties: { description: Record<string, unknown> };
};

export const SCENARIO_PATHS = {
  '/__admin/export': {
    get: {
      tags,
      operationId: 'exportTenant',
      summary: 'The caller’s tenant as a scenario document',
      description:
        'The whole broker state (seed data and every sub-store), the switches and the faults as they stand ' +
        '(times left, draw seeds). Sessions, OTPs and the journal are not in it. Save it as ' +
        '`scenarios/<name>.json` to load it with a reset, or PUT it to /__admin/import in another tenant.',
      parameters: [
        {
          name: 'description',
          in: 'query',
          required: false,
          ...ExportDescription.properties.description,
          schema: { type: 'string' },
        },
      ],
      responses: {
        '200': { description: 'The document', ...json(DOCUMENT) },
        '400': { description: 'Invalid query (`invalid_request`)', ...json(ERROR) },
      },
    },
  },
  '/__admin/import': {
    put: {
      tags,
      operationId: 'importTenant',
      summary: 'Replace the caller’s tenant with a scenario document (exported or hand-written)',
      description:
        'Checked first: a bad document answers 400 `invalid_request` with `issues` whose `path` names the bad ' +
        'field (`body.state.policies.3.detail.start_time`, `body.edits.0.claimId`) and changes nothing. Then, ' +
        'like a reset to the document: state, switches and faults replaced, sessions ended, journal cleared. ' +
        'Status edits are stamped with the current time.',
      requestBody: { required: true, ...json(DOCUMENT) },
      responses: {
        '200': { description: 'The tenant, with `origin.import`', ...json(TENANT_SUMMARY) },
        '400': { description: 'Invalid document (`invalid_request`, `issues`)', ...json(ERROR) },
      },
    },
  },
  '/__admin/scenarios/files': {
    get: {
      tags,
      operationId: 'listScenarioFiles',
      summary: 'The scenario files (MOCK_SCENARIO_DIR) a reset or a new tenant can load',
      description:
        'Load one with `POST /__admin/reset {"scenario": "<name>"}` or `PUT /__admin/tenants/<tenant> ' +
        '{"scenario": "<name>"}`. A file that cannot be loaded is listed with its `problem`.',
      responses: {
        '200': {
          description: 'Files, by name',
          ...json({
            type: 'object',
            properties: {
              dir: { type: 'string', description: 'The folder read' },
              scenarios: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    name: { type: 'string', description: 'File name without .json' },
                    description: { type: ['string', 'null'] },
                    seed: { type: ['string', 'null'] },
                    problem: { type: 'string', description: 'Why it cannot be loaded' },
                  },
                  required: ['name', 'description', 'seed'],
                },
              },
            },
          }),
        },
      },
    },
  },
};

/** Answers of a reset, or of a tenant created, from a scenario file that is missing or does not load. */
export const SCENARIO_FILE_ERRORS = {
  '400': {
    description:
      'Invalid input (`invalid_request`), or a scenario file that does not load (`scenario_invalid`: the ' +
      'message names the file, `issues` the bad fields, e.g. `edits.0.claimId`)',
    ...json(ERROR),
  },
  '404': {
    description: 'No scenario file of that name (`not_found`; the message lists the known ones)',
    ...json(ERROR),
  },
};
