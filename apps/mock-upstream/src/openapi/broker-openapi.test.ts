import { allEndpoints } from '@portal/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../testing/harness.ts';
import { openApiPath } from './broker-openapi.ts';

interface Operation {
  operationId: string;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

describe('GET /__openapi.json (the broker API)', () => {
  // One app for the whole file: the document is built once at startup and read-only.
  let app: FastifyInstance;
  let document: Document;
  let text: string;

  beforeAll(async () => {
    app = createTestApp();
    const response = await call(app, 'GET', '/__openapi.json');
    expect(response.statusCode).toBe(200);
    text = response.body;
    document = response.json() as Document;
  });
  afterAll(() => app.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );

  it('is an OpenAPI 3.1 document whose server is the address the caller used, with admin on or off', async () => {
    expect(document).toMatchObject({ openapi: '3.1.0', servers: [{ url: 'http://localhost:80' }] });
    const withoutAdmin = createTestApp({ adminEnabled: false });
    try {
      const response = await call(withoutAdmin, 'GET', '/__openapi.json');
      expect(response.json()).toEqual(document);
    } finally {
      await withoutAdmin.close();
    }
  });

  it('has one operation per catalogue endpoint, under its method and path, and nothing else', async () => {
    expect(allEndpoints.length).toBeGreaterThanOrEqual(111);
    const described = operations().map(
      ({ path, method, operation }) => `${operation.operationId} ${method} ${path}`,
    );
    const catalogued = allEndpoints.map(
      (endpoint) => `${endpoint.id} ${endpoint.method.toLowerCase()} ${openApiPath(endpoint.path)}`,
    );
    expect(described.sort()).toEqual(catalogued.sort());
  });

  it.each(allEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: parameters, body, success answer, bearer and the broker error body on 4xx',
    async (_id, endpoint) => {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation).toBeDefined();
      const names = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]);
      const pathParameters = (operation!.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(pathParameters.map((parameter) => parameter.name).sort()).toEqual(names.sort());
      expect(pathParameters.every((parameter) => parameter.required)).toBe(true);
      if (endpoint.query)
        expect(operation!.parameters?.some((parameter) => parameter.in === 'query')).toBe(true);
      const mediaType = endpoint.bodyEncoding === 'multipart' ? 'multipart/form-data' : 'application/json';
      if (endpoint.body) expect(operation!.requestBody?.content[mediaType]?.schema).toBeDefined();
      else expect(operation!.requestBody).toBeUndefined();
      for (const status of endpoint.successStatus) {
        expect(operation!.responses).toHaveProperty(String(status));
        if (status !== 204)
          expect(operation!.responses[String(status)]!.content?.['application/json']).toBeDefined();
      }
      expect(operation!.responses['4XX']?.content?.['application/json']?.schema).toEqual(ERROR_REF);
      expect(operation!.responses['400']?.content?.['application/json']?.schema).toEqual(ERROR_REF);
      if (endpoint.auth) {
        expect(operation!.security).toEqual([{ bearer: [] }]);
        expect(operation!.responses['401']?.content?.['application/json']?.schema).toEqual(ERROR_REF);
      } else {
        expect(operation!.security).toEqual([]);
      }
    },
  );

  it('takes its schemas from the contracts: a request field’s limits and a response’s required fields', async () => {
    const sendOtp = document.paths['/api/v1/user/send_otp/']!.post!;
    const body = sendOtp.requestBody!.content['application/json']!.schema as { required: string[] };
    expect(body.required).toEqual(expect.arrayContaining(['phone', 'medium']));
    const limit = document.paths['/api/v1/policy/policies/']!.get!.parameters!.find(
      (p) => p.name === 'limit',
    );
    expect(limit).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', maximum: 100 } });
    const upload = document.paths['/api/v1/file/upload/']!.post!.requestBody!.content['multipart/form-data']!;
    expect(upload.schema).toMatchObject({
      properties: { file: { contentMediaType: 'application/octet-stream' } },
    });
  });

  it('resolves every $ref and names the error body and the bearer scheme', async () => {
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(allEndpoints.length);
    for (const name of new Set(refs)) expect(document.components.schemas, name).toHaveProperty(name);
    expect(text).not.toMatch(/"\$ref":"#(?!\/components\/schemas\/)/);
    expect(document.components.schemas.ErrorBody).toMatchObject({
      type: 'object',
      properties: { error: { type: 'string' }, code: { type: 'string' }, issues: { type: 'array' } },
    });
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });
});
