import { allEndpoints, type EndpointId } from '@portal/contracts/catalogue';
import type { EndpointDefinition, UpstreamErrorBody } from '@portal/contracts/endpoint';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { MockStore } from '../store/mock-store.ts';
import { DEFAULT_TENANT } from '../tenants/tenants.ts';
import type { AuthContext, HandlerContext, HandlerResult, UploadedFile } from './handler.ts';
import { mockHandlers } from './handlers.ts';
import { invalidRequest, notImplemented, unauthorized } from '../http/mock-error.ts';

export interface CatalogueRoutesOptions {
  now: () => Date;
  devMode: boolean;
}

/** A handler seen from the loop, where the endpoint (and so whether `auth` is set) is only known at run time. */
type AnyHandler = (
  context: Omit<HandlerContext<EndpointDefinition>, 'auth'> & { auth: AuthContext | null },
) => HandlerResult<EndpointDefinition> | Promise<HandlerResult<EndpointDefinition>>;

type Issues = NonNullable<UpstreamErrorBody['issues']>;

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A multipart body as read by the route (its parts are a stream, read once), for the request journal. */
    multipartBody: MultipartBody | null;
  }
}

function parsePart(schema: z.ZodType | undefined, input: unknown, location: string, issues: Issues): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    issues.push({ path: [location, ...issue.path.map(String)].join('.'), message: issue.message });
  }
  return undefined;
}

const multipartBodies = new WeakMap<FastifyRequest, Promise<MultipartBody>>();

/**
 * Splits a multipart request into its text fields (validated like a JSON body) and its files. The parts are a
 * stream that can be read once, so the result is kept per request: a run-time stub that matches on the fields
 * reads them before the handler, and the handler then gets the same parts.
 */
export function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  let body = multipartBodies.get(request);
  if (!body) {
    body = readParts(request);
    multipartBodies.set(request, body);
  }
  return body;
}

async function readParts(request: FastifyRequest): Promise<MultipartBody> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) return { fields, files };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files.push({
        fieldname: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype,
        data: await part.toBuffer(),
      });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  request.multipartBody = { fields, files };
  return request.multipartBody;
}

const BEARER = /^Bearer\s+(\S+)$/i;

function authenticate(request: FastifyRequest, store: MockStore): AuthContext {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const session = token ? store.session(token) : undefined;
  const user = session ? store.userById(session.user_id) : undefined;
  if (!session || !user) throw unauthorized();
  return { session, user };
}

/**
 * One route per catalogue endpoint, so the mock answers exactly what the contracts declare. Order of checks:
 * bearer token (401), then params/query/body against the endpoint's schemas (400), then the handler (501
 * while the mock has none).
 */
export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (app, options) => {
  const { now, devMode } = options;
  app.decorateRequest('multipartBody', null);

  for (const endpoint of allEndpoints) {
    // The map is keyed by the catalogue's ids; each handler was typed against its own endpoint.
    const handler = mockHandlers[endpoint.id as EndpointId] as AnyHandler | undefined;

    app.route({
      method: endpoint.method,
      url: endpoint.path,
      handler: async (request, reply) => {
        const { store } = request.tenant;
        const auth = endpoint.auth ? authenticate(request, store) : null;
        const issues: Issues = [];
        const params = parsePart(endpoint.params, request.params, 'params', issues);
        const query = parsePart(endpoint.query, request.query, 'query', issues);
        const multipart = endpoint.bodyEncoding === 'multipart' ? await readMultipart(request) : null;
        const body = parsePart(endpoint.body, multipart ? multipart.fields : request.body, 'body', issues);
        if (issues.length > 0) throw invalidRequest(issues);
        if (!handler) throw notImplemented();

        const files = multipart?.files ?? [];
        const origin = `${request.protocol}://${request.host}`;
        const result = await handler({
          params,
          query,
          body,
          auth,
          files,
          store,
          tenant: request.tenant.name === DEFAULT_TENANT ? null : request.tenant.name,
          now: now(),
          devMode,
          origin,
        });
        const status = result.status ?? endpoint.successStatus[0] ?? 200;
        if (status === 204) return reply.code(204).send();
        return reply.code(status).send(result.body);
      },
    });
  }
};
