import type { FastifyPluginAsync } from 'fastify';
import { brokerOpenApiDocument } from './broker-openapi.ts';

/**
 * `GET /__openapi.json`: the broker API as OpenAPI 3.1, mounted with or without the admin API (it describes what
 * the mock serves, not the QA controls). Built once; only the server URL follows the caller's host.
 */
export const brokerOpenApiRoutes: FastifyPluginAsync = async (app) => {
  const document = brokerOpenApiDocument();
  app.get('/__openapi.json', async (request) => ({
    ...document,
    servers: [{ url: `${request.protocol}://${request.host}` }],
  }));
};
