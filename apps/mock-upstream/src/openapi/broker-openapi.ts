import { allEndpoints, type EndpointId } from '@portal/contracts/catalogue';
import { agencyEndpoints } from '@portal/contracts/catalogue/agency';
import { authEndpoints } from '@portal/contracts/catalogue/auth';
import { claimEndpoints } from '@portal/contracts/catalogue/claims';
import { commentEndpoints } from '@portal/contracts/catalogue/comments';
import { endorsementEndpoints } from '@portal/contracts/catalogue/endorsements';
import { feedbackEndpoints } from '@portal/contracts/catalogue/feedback';
import { policyEndpoints } from '@portal/contracts/catalogue/policies';
import { rideHailingEndpoints } from '@portal/contracts/catalogue/ride-hailing';
import { userEndpoints } from '@portal/contracts/catalogue/user';
import { UpstreamErrorBody, type EndpointDefinition } from '@portal/contracts/endpoint';
import { jsonSchemaOf } from './json-schema.ts';
import { TENANT_PARAMETER } from '../admin/tenant-openapi.ts';
import { parametersOf } from './parameters.ts';

/**
 * OpenAPI 3.1 description of the whole broker API the mock answers (`GET /__openapi.json`), generated from the
 * endpoint catalogue with zod's JSON Schema export, so it cannot drift from what the mock validates and sends.
 * Request schemas describe what the mock accepts, response schemas what it sends (zod's input side of the
 * response schema, which is what the gateway reads). Every 4xx carries the broker error body.
 */

type JsonSchema = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Where the catalogue is declared, one tag per domain file; an endpoint outside them is tagged by its path. */
const DOMAINS: { name: string; description: string; endpoints: Record<string, EndpointDefinition> }[] = [
  {
    name: 'Auth',
    description: 'OTP login, SSO, session, language and app configuration',
    endpoints: authEndpoints,
  },
  { name: 'Policies', description: 'Policy list, detail and benefits', endpoints: policyEndpoints },
  { name: 'Agency', description: 'Agency policies and claims', endpoints: agencyEndpoints },
  {
    name: 'Claims',
    description: 'Claim list, detail, creation, forms, uploads, payout',
    endpoints: claimEndpoints,
  },
  { name: 'Comments', description: 'Claim chat', endpoints: commentEndpoints },
  { name: 'Ride-hailing', description: 'Ride-hailing orders and claims', endpoints: rideHailingEndpoints },
  { name: 'User', description: 'Profile, documents, bank accounts, files', endpoints: userEndpoints },
  {
    name: 'Endorsements',
    description: 'Policy changes by tokenised link or login',
    endpoints: endorsementEndpoints,
  },
  { name: 'Feedback', description: 'Feedback forms', endpoints: feedbackEndpoints },
];

/** Multipart endpoints whose handler stores the one file part (any field name); the others take text fields only. */
const TAKES_A_FILE: ReadonlySet<EndpointId> = new Set<EndpointId>([
  'claimUploadFile',
  'fileUpload',
  'policyUpload',
]);

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };

/** `/api/v1/user/documents/:id/` → `/api/v1/user/documents/{id}/`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

function parameters(endpoint: EndpointDefinition): JsonSchema[] {
  return [
    ...(endpoint.params ? parametersOf(endpoint.params, 'path') : []),
    ...(endpoint.query ? parametersOf(endpoint.query, 'query') : []),
  ];
}

function requestBody(endpoint: EndpointDefinition): JsonSchema | undefined {
  if (!endpoint.body) return undefined;
  const schema = jsonSchemaOf(endpoint.body);
  if (endpoint.bodyEncoding !== 'multipart') {
    return { required: true, content: { 'application/json': { schema } } };
  }
  const fields = schema as { properties?: Record<string, JsonSchema>; required?: string[] };
  const multipart = TAKES_A_FILE.has(endpoint.id as EndpointId)
    ? {
        ...fields,
        properties: {
          ...fields.properties,
          file: {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            description: 'The one file (jpg, jpeg, png, mp4 or pdf, at most 25 MB); any field name',
          },
        },
        required: [...(fields.required ?? []), 'file'],
      }
    : fields;
  return { required: true, content: { 'multipart/form-data': { schema: multipart } } };
}

function responses(endpoint: EndpointDefinition): Record<string, JsonSchema> {
  const answers: Record<string, JsonSchema> = {};
  for (const status of endpoint.successStatus) {
    answers[String(status)] =
      status === 204
        ? { description: 'Done, no body' }
        : {
            description: 'Success',
            content: { 'application/json': { schema: jsonSchemaOf(endpoint.response) } },
          };
  }
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: ERROR_BODY } },
  });
  answers['400'] = error(
    'Params, query or body fail the schema (`code: invalid_request`, `issues` lists each problem), or a refusal ' +
      'of this call named by `code`',
  );
  if (endpoint.auth)
    answers['401'] = error('Missing, unknown or logged-out bearer token (`code: unauthorized`)');
  answers['414'] = error('A path parameter longer than 100 characters (`code: uri_too_long`)');
  answers['4XX'] = error('Any other refusal (not found, forbidden, locked, too large…); `code` says which');
  return answers;
}

function description(endpoint: EndpointDefinition): string {
  const notes = [
    endpoint.auth ? 'Needs `Authorization: Bearer <token>`.' : 'No login needed.',
    endpoint.bodyEncoding === 'multipart' ? 'The body is multipart form data.' : undefined,
    endpoint.shapeNotGivenBySpec ? "The spec does not give this shape; it is the mock's." : undefined,
  ];
  return notes.filter(Boolean).join(' ');
}

function tagOf(endpoint: EndpointDefinition): string {
  const domain = DOMAINS.find((candidate) => Object.hasOwn(candidate.endpoints, endpoint.id));
  return domain?.name ?? endpoint.path.split('/')[3] ?? 'Other';
}

/** The document; `origin` (scheme and host the caller used) becomes the server URL, so an import just works. */
export function brokerOpenApiDocument(origin?: string) {
  const paths: Record<string, Partial<Record<Method, JsonSchema>>> = {};
  for (const endpoint of allEndpoints) {
    const item = (paths[openApiPath(endpoint.path)] ??= {});
    const body = requestBody(endpoint);
    // Every call may name its tenant (the QA guide's "Tenants"); declared on each operation for tools that read
    // operations alone.
    const parameterList = [...parameters(endpoint), TENANT_PARAMETER];
    item[endpoint.method.toLowerCase() as Method] = {
      operationId: endpoint.id,
      summary: endpoint.id,
      description: description(endpoint),
      tags: [tagOf(endpoint)],
      security: endpoint.auth ? [{ bearer: [] }] : [],
      parameters: parameterList,
      ...(body ? { requestBody: body } : {}),
      responses: responses(endpoint),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Broker API (mock-upstream)',
      version: '1.0.0',
      description:
        'Every call of the endpoint catalogue (packages/contracts), generated from its zod schemas. Log in with ' +
        '`sendOtp` then `verifyOtpAndGetSession` (demo phones take 123456 in dev mode) and send the token as a ' +
        'bearer. Errors carry the broker error body. The QA controls are described at /__admin/openapi.json.',
    },
    ...(origin ? { servers: [{ url: origin }] } : {}),
    tags: DOMAINS.map(({ name, description: text }) => ({ name, description: text })),
    paths,
    components: {
      schemas: { ErrorBody: jsonSchemaOf(UpstreamErrorBody) },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
